import { expect, it } from 'vitest';
import { viemStringifyImportPlugin } from './vite-viem-namespace';

it("gives thirdweb's Insight reads a viem of `stringify` alone, and leaves every other import of viem alone", () => {
  const plugin = viemStringifyImportPlugin();
  const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
  const load = plugin.load as (id: string) => string | null;
  const insight = resolve('viem', '/app/node_modules/thirdweb/dist/esm/insight/get-nfts.js');
  expect(insight).toEqual(expect.any(String));
  expect(load(insight as string)).toBe("export { stringify } from 'viem';");
  expect(resolve('viem', '/app/node_modules/thirdweb/dist/esm/transaction/read-contract.js')).toBeNull();
  expect(resolve('viem', '/app/src/api/chain-clients.ts')).toBeNull();
  expect(resolve('viem/actions', '/app/node_modules/thirdweb/dist/esm/insight/get-nfts.js')).toBeNull();
  expect(load('/app/src/main.tsx')).toBeNull();
});
