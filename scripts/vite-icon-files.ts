import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:icon-files';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** The folders of `public/` whose SVG files are the app's chain and token icons (docs/chains-and-assets.md). */
const ICON_FOLDERS = ['chains', 'tokens'];

/**
 * Serves `virtual:icon-files`: each chain and token icon's markup by the path it is served at
 * (`/chains/arbitrum.svg`), read from `public/` when the app is built or served, for the icons' sprite
 * (src/components/inline-icons.ts). Vite refuses imports from `public/` (a warning per file per load), and a copy
 * elsewhere could drift from the files wallets are given.
 */
export function iconFilesPlugin(root: string): Plugin {
  const publicDir = path.resolve(root, 'public');
  return {
    name: 'icon-files',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files: Record<string, string> = {};
      for (const folder of ICON_FOLDERS) {
        for (const name of readdirSync(path.join(publicDir, folder))
          .filter((file) => file.endsWith('.svg'))
          .sort()) {
          const file = path.join(publicDir, folder, name);
          this.addWatchFile(file);
          files[`/${folder}/${name}`] = readFileSync(file, 'utf8');
        }
      }
      return `export default ${JSON.stringify(files)};`;
    },
  };
}
