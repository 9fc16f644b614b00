import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { firstLoad } from './first-load';

const NUMBER_DATA = 'new Intl.NumberFormat().format(1);';

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

function writeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

it('counts the entry, its static imports and their CSS, and the scripts index.html names outside the bundle', () => {
  dist = writeDist({
    '.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'], dynamicImports: ['lazy.tsx'] },
      '_app.js': { file: 'assets/app.js', css: ['assets/app.css'] },
      'lazy.tsx': { file: 'assets/lazy.js' },
    }),
    'index.html': [
      '<script async src="/number-data.js"></script>',
      '<script src="//cdn.example/elsewhere.js"></script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
    ].join('\n'),
    'assets/index.js': 'import "./app.js";',
    'assets/app.js': 'export const app = 1;',
    'assets/app.css': 'p{color:red}',
    'assets/lazy.js': 'export const lazy = 1;',
    'number-data.js': NUMBER_DATA,
  });
  const { js, css } = firstLoad(dist);
  expect(js.files.sort()).toEqual(['assets/app.js', 'assets/index.js', 'number-data.js']);
  expect(css.files).toEqual(['assets/app.css']);
  expect(js.raw).toBe('import "./app.js";'.length + 'export const app = 1;'.length + NUMBER_DATA.length);
});
