/**
 * The source's shape, read from its import graph (README, "Architecture"): which layer may import which, the
 * bridge methods apart from each other, the bridge domain free of React and i18n, no import cycles, and no
 * file over 400 lines. Biome's import zones (biome.json) say the same file by file as it is edited.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname);
const MAX_LINES = 400;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const all = filesUnder(SRC);
const isTest = (file: string) => /\.test\.tsx?$|\.fixture\.ts$/.test(file);
const code = all.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
const production = code.filter((file) => !isTest(file));

/** Every module specifier a file imports, statically, by re-export or dynamically. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

/** The file a relative specifier names: the module itself, or its folder's index. */
function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => all.includes(candidate) && statSync(candidate).isFile());
}

interface Edge {
  readonly from: string;
  readonly to: string;
}

const packages = new Map<string, string[]>();
const edges: Edge[] = production.flatMap((from) =>
  specifiers(readFileSync(from, 'utf8')).flatMap((specifier): Edge[] => {
    if (!specifier.startsWith('.')) {
      packages.set(from, [...(packages.get(from) ?? []), specifier]);
      return [];
    }
    const to = resolve(from, specifier);
    return to && /\.tsx?$/.test(to) ? [{ from, to }] : [];
  }),
);

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** A file's layer: `features/<name>` for a feature, else its top folder (`bridge`, `shared`, `lib`…). */
function layer(file: string): string {
  const [top, second] = relative(file).split('/');
  if (top === 'features' && second) return `features/${second}`;
  return top && relative(file).includes('/') ? top : 'entry';
}

/** What each layer may import besides itself (README, "Architecture"). */
const ALLOWED: Record<string, readonly string[]> = {
  entry: ['app', 'features/*', 'api', 'config', 'i18n', 'lib', 'components', 'shared', 'bridge'],
  app: ['features/*', 'shared', 'bridge', 'components', 'api', 'config', 'i18n', 'lib'],
  'features/*': ['shared', 'bridge', 'components', 'api', 'config', 'i18n', 'lib'],
  shared: ['bridge', 'components', 'api', 'config', 'i18n', 'lib'],
  bridge: ['api', 'config', 'lib'],
  components: ['api', 'config', 'i18n', 'lib'],
  i18n: ['api', 'config', 'lib'],
  api: ['config', 'lib'],
  config: ['lib'],
  lib: ['config'],
};

function allowed(from: string, to: string): boolean {
  if (from === to) return true;
  const rules = ALLOWED[from.startsWith('features/') ? 'features/*' : from] ?? [];
  return rules.includes(to) || (to.startsWith('features/') && rules.includes('features/*'));
}

/** The strongly connected groups of more than one file: each is an import cycle. */
function cycles(graph: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of graph) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) {
          onStack.delete(member);
          group.push(relative(member));
        }
      } while (member && member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const file of production) if (!index.has(file)) visit(file);
  return groups;
}

describe('the source’s architecture', () => {
  it('imports only downwards: features share nothing with each other, the bridge domain sits below the UI', () => {
    const wrong = edges
      .filter(({ from, to }) => !allowed(layer(from), layer(to)))
      .map(({ from, to }) => `${relative(from)} -> ${relative(to)}`);
    expect(wrong).toEqual([]);
  });

  it('keeps each bridge method to its own folder: methods never import each other', () => {
    const method = (file: string) => /^bridge\/([^/]+)\//.exec(relative(file))?.[1];
    const crossing = edges
      .filter(({ from, to }) => method(from) && method(to) && method(from) !== method(to))
      .map(({ from, to }) => `${relative(from)} -> ${relative(to)}`);
    expect(crossing).toEqual([]);
  });

  it("never reaches into a method's folder from outside the bridge: its contract is the way in", () => {
    const inMethod = (file: string) => /^bridge\/[^/]+\//.test(relative(file));
    const reaching = edges
      .filter(({ from, to }) => layer(from) !== 'bridge' && inMethod(to))
      .map(({ from, to }) => `${relative(from)} -> ${relative(to)}`);
    expect(reaching).toEqual([]);
  });

  it('keeps React, i18n and the wallet SDK out of the bridge domain', () => {
    const ui = /^(react|react-dom|react-i18next|i18next|@tanstack\/react-query|thirdweb)(\/|$)/;
    const found = [...packages]
      .filter(([file]) => layer(file) === 'bridge')
      .flatMap(([file, names]) => names.filter((name) => ui.test(name)).map((name) => `${relative(file)}: ${name}`));
    expect(found).toEqual([]);
  });

  it('changes saved transfers in one place (src/bridge/transfer-changes.ts); the store only keeps them', () => {
    // A call on the store or on records, however it is spread over lines.
    const writes = /\b(records|transferStore)\s*\.\s*(save|update|reopen)\s*\(/;
    const writers = production
      .filter((file) => relative(file) !== 'bridge/transfer-changes.ts')
      .filter((file) => relative(file) !== 'shared/transfers/transfer-store.ts')
      .filter((file) => writes.test(readFileSync(file, 'utf8')))
      .map((file) => relative(file));
    expect(writers).toEqual([]);
  });

  it("names a method's or a feature's own error codes only in its folder and in the one wording (errorText)", () => {
    const owners = ['bridge/zk/errors.ts', 'bridge/hyperlane/self-delivery.ts', 'features/onramp/onramp.ts'];
    const named = owners.flatMap((owner) => {
      const source = readFileSync(path.join(SRC, owner), 'utf8');
      const declared = /declare module '[^']+' \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
      const codes = [...declared.matchAll(/^\s+'([a-z0-9-]+)':/gm)].map((match) => match[1] ?? '');
      expect(codes.length, owner).toBeGreaterThan(0);
      const home = path.dirname(owner);
      return production
        .filter((file) => !relative(file).startsWith(`${home}/`) && relative(file) !== 'i18n/messages.ts')
        .flatMap((file) => {
          const text = readFileSync(file, 'utf8');
          return codes.filter((code) => text.includes(`'${code}'`)).map((code) => `${relative(file)}: ${code}`);
        });
    });
    expect(named).toEqual([]);
  });

  it('takes every query key from the one key layer (src/api/query-keys.ts)', () => {
    const literal = production
      .filter((file) => /queryKey:\s*\[/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(file));
    expect(literal).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    const long = all
      .filter((file) => /\.(tsx?|css|json)$/.test(file))
      .map((file) => [relative(file), readFileSync(file, 'utf8').split('\n').length - 1] as const)
      .filter(([, lines]) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
