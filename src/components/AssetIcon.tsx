import { useState } from 'react';
import './asset-icon.css';

/**
 * A chain's or token's icon at a fixed size. It always stands beside the name it shows, so it is decorative:
 * `alt=""`. Without a file, or when the file fails to load, a neutral circle with the name's first letter
 * stands in, drawn by CSS so that it adds nothing to the text (docs/chains-and-assets.md, "Icons").
 */
export function AssetIcon({ src, name, size = 20 }: { src: string | undefined; name: string; size?: number }) {
  const [failed, setFailed] = useState<string>();
  return !src || failed === src ? (
    <span
      className="asset-icon fallback"
      style={{ width: size, height: size, fontSize: size / 2 }}
      data-letter={name.charAt(0).toUpperCase()}
      aria-hidden="true"
    />
  ) : (
    <img
      className="asset-icon"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
