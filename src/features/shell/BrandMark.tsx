/**
 * The app's mark, as `public/favicon.svg` draws it, inline: an `<img>` of an SVG file costs the browser a
 * document of its own to load and lay out, about 10 ms of a phone's start (docs/performance.md, "On a phone").
 * BrandMark.test.tsx holds the two drawings equal.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#dc2626" />
      <path
        d="M8 20h16M12 12l-4 8M20 12l4 8M12 12h8"
        stroke="#fff"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
