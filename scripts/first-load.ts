/**
 * What the first screen downloads before it runs: the entry chunk, the chunks it imports statically (not
 * the ones it loads on demand), and their CSS, from Vite's build manifest; and the scripts index.html names
 * outside the bundle (`public/`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface AssetSizes {
  readonly files: string[];
  readonly raw: number;
  readonly gzip: number;
}

export interface FirstLoad {
  readonly js: AssetSizes;
  readonly css: AssetSizes;
}

function sizes(distDir: string, files: string[]): AssetSizes {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(distDir, file));
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return { files, raw, gzip };
}

export function firstLoad(distDir: string): FirstLoad {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key] of entries) visit(key);
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const [, src] of html.matchAll(/<script\b[^>]*\ssrc="\/(?!\/)([^"?#]+)"/g)) if (src) js.add(src);
  return { js: sizes(distDir, [...js]), css: sizes(distDir, [...css]) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
