/**
 * `npx tsx scripts/chunk-modules.ts [source]`: builds the app as `bench:web` does and prints what loading
 * `source` on demand costs (default: the wallet runtime): the chunks it fetches beyond the first load, and
 * the modules in them grouped by package folder, largest first (docs/performance.md). With `first` as the
 * source, the first load itself: its files and the modules in them.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { firstLoad, kb } from './first-load';

const SOURCE = process.argv[2] ?? 'src/features/wallet/WalletRuntime.tsx';
const SHOWN = 40;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** A module's group: its package path under node_modules and first folders below, or the app's own folder. */
function groupOf(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const inModules = clean.lastIndexOf('/node_modules/');
  if (inModules < 0) return path.relative(process.cwd(), path.dirname(clean));
  const parts = clean.slice(inModules + '/node_modules/'.length).split('/');
  const name = parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1);
  const below = parts.slice(name.length, -1).filter((p) => p !== 'dist' && p !== 'esm' && p !== '_esm');
  return [...name, ...below.slice(0, 3)].join('/');
}

async function main(): Promise<void> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bridge-chunk-modules-'));
  const modules = new Map<string, { id: string; bytes: number; code: string }[]>();
  const collect: Plugin = {
    name: 'chunk-modules',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        modules.set(
          chunk.fileName,
          Object.entries(chunk.modules).map(([id, m]) => ({ id, bytes: m.renderedLength, code: m.code ?? '' })),
        );
      }
    },
  };
  try {
    process.env.VITE_THIRDWEB_CLIENT_ID ??= 'benchmark-client-id';
    process.env.NODE_ENV = 'production';
    await build({
      mode: 'production',
      logLevel: 'error',
      plugins: [collect],
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const first = new Set(firstLoad(outDir).js.files);
    // What `source` fetches before it can run (static imports), then what it goes on to fetch (dynamic ones).
    const reach = (dynamic: boolean) => {
      const seen = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || first.has(chunk.file) || seen.has(chunk.file)) return;
        seen.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
        if (dynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported);
      };
      visit(SOURCE);
      return seen;
    };
    const direct = SOURCE === 'first' ? first : reach(false);
    const fetched = SOURCE === 'first' ? first : new Set([...direct, ...reach(true)]);

    const groups = new Map<string, { bytes: number; gzip: number; modules: number }>();
    let total = 0;
    let totalGzip = 0;
    let later = 0;
    let laterGzip = 0;
    console.log(
      SOURCE === 'first' ? '\nThe first load:\n' : `\nChunks fetched by ${SOURCE} (beyond the first load):\n`,
    );
    for (const file of fetched) {
      const code = modules.get(file) ?? [];
      const bytes = code.reduce((sum, m) => sum + m.bytes, 0);
      const gzip = gzipSync(code.map((m) => m.code).join('\n')).length;
      if (direct.has(file)) {
        total += bytes;
        totalGzip += gzip;
      }
      if (!direct.has(file)) {
        later += bytes;
        laterGzip += gzip;
      }
      console.log(`  ${direct.has(file) ? 'static ' : 'later  '} ${file}: ${kb(bytes)} raw, ${kb(gzip)} gzip`);
      if (!direct.has(file)) continue;
      for (const m of code) {
        const group = groupOf(m.id);
        const entry = groups.get(group) ?? { bytes: 0, gzip: 0, modules: 0 };
        entry.bytes += m.bytes;
        entry.gzip += gzipSync(m.code).length;
        entry.modules += 1;
        groups.set(group, entry);
      }
    }
    console.log(`\nFetched before it runs: ${kb(total)} raw, ${kb(totalGzip)} gzip`);
    if (SOURCE !== 'first')
      console.log(`Fetched by its dynamic imports (all of them): ${kb(later)} raw, ${kb(laterGzip)} gzip`);
    console.log(`\nLargest module groups among them (gzip per module, so the sum is above the chunk's):\n`);
    const sorted = [...groups].sort(([, a], [, b]) => b.bytes - a.bytes).slice(0, SHOWN);
    for (const [group, { bytes, gzip, modules: count }] of sorted)
      console.log(`  ${kb(bytes).padStart(9)} raw ${kb(gzip).padStart(9)} gzip ${String(count).padStart(4)}  ${group}`);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
