import './asset-icon.css';
import { ICON_IDS, ICON_SYMBOLS } from './inline-icons';

/**
 * A chain's or token's icon at a fixed size, drawn from the app's own icons (`inline-icons.ts`, which
 * `IconSprite` puts in the page once). It always stands beside the name it shows, so it is decorative: hidden
 * from assistive technology. Without an icon of the app's (a token a server route adds), a neutral circle with
 * the name's first letter stands in, drawn by CSS so that it adds nothing to the text (docs/chains-and-assets.md,
 * "Icons").
 */
export function AssetIcon({ src, name, size = 20 }: { src: string | undefined; name: string; size?: number }) {
  const id = src === undefined ? undefined : ICON_IDS.get(src);
  return id === undefined ? (
    <span
      className="asset-icon fallback"
      style={{ width: size, height: size, fontSize: size / 2 }}
      data-letter={name.charAt(0).toUpperCase()}
      aria-hidden="true"
    />
  ) : (
    <svg className="asset-icon" width={size} height={size} data-icon={src} aria-hidden="true" focusable="false">
      <use href={`#${id}`} />
    </svg>
  );
}

/** The app's icons as symbols, once in the page, for every `AssetIcon` to draw from. */
export function IconSprite() {
  return (
    <svg className="icon-sprite" width={0} height={0} aria-hidden="true" focusable="false">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own icon files, checked inert by inline-icons.test.ts; nothing from a server or a user */}
      <defs dangerouslySetInnerHTML={{ __html: ICON_SYMBOLS }} />
    </svg>
  );
}
