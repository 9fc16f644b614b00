/**
 * The app's own chain and token icons (public/chains, public/tokens), drawn from one sprite in the page: an
 * `<img>` of an SVG file costs the browser a document of its own to load, lay out and paint, 6-17 ms each of a
 * phone's start for the ones the first screen shows (docs/performance.md, "On a phone"). The files stay where
 * they are: a wallet asked to watch a token is given its icon's URL (docs/chains-and-assets.md, "Icons"). The
 * build reads them (scripts/vite-icon-files.ts).
 */
import files from 'virtual:icon-files';

const icons = Object.entries(files).map(([path, svg]) => ({
  path,
  id: `icon${path.replace(/\.svg$/, '').replaceAll('/', '-')}`,
  svg,
}));

/** Each icon's symbol id in the sprite, by the path it is served at (`/chains/arbitrum.svg`). */
export const ICON_IDS: ReadonlyMap<string, string> = new Map(icons.map(({ path, id }) => [path, id]));

/**
 * Every icon as a `<symbol>`, without its `<title>`: the icon stands beside the name it would repeat. A `<use>`
 * of it draws it with its text (a chain's letters) in the use's own shadow tree, out of the page's text.
 */
export const ICON_SYMBOLS: string = icons
  .map(({ id, svg }) => {
    const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 32 32';
    const drawing = svg
      .replace(/^\s*<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '')
      .replace(/<title>[^<]*<\/title>/, '');
    return `<symbol id="${id}" viewBox="${viewBox}">${drawing}</symbol>`;
  })
  .join('');
