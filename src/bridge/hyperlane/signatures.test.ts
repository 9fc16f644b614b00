import type { Address, Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { ChainClient } from '../../api/chain-clients';
import { resolveIsm } from './signatures';

const VALIDATORS: Address[] = [
  '0x0000000000000000000000000000000000000001',
  '0x0000000000000000000000000000000000000002',
];
const MESSAGE: Hex = '0x01';

/** ISMs by address: each its type and what it answers; one that throws on `moduleType` cannot be read. */
type Ism =
  | { type: 1; route: Address }
  | { type: 2; modules: Address[]; threshold: number }
  | { type: 5 }
  | { type: 4 }
  | { type: 'unreadable' };

function chain(isms: Record<Address, Ism>): ChainClient {
  return {
    readContract: async ({ address, functionName }: { address: Address; functionName: string }) => {
      const ism = isms[address];
      if (!ism || ism.type === 'unreadable') throw new Error(`${address} reverted`);
      if (functionName === 'moduleType') return ism.type;
      if (functionName === 'route' && ism.type === 1) return ism.route;
      if (functionName === 'modulesAndThreshold' && ism.type === 2) return [ism.modules, ism.threshold];
      if (functionName === 'validatorsAndThreshold' && ism.type === 5) return [VALIDATORS, 2];
      throw new Error(`${functionName} is not ${address}'s`);
    },
  } as unknown as ChainClient;
}

const ROUTING: Address = '0x00000000000000000000000000000000000000a1';
const AGGREGATION: Address = '0x00000000000000000000000000000000000000a2';
const MERKLE: Address = '0x00000000000000000000000000000000000000a4';
const MESSAGE_ID: Address = '0x00000000000000000000000000000000000000a5';
const BROKEN: Address = '0x00000000000000000000000000000000000000a9';

describe('the ISM a message is delivered under', () => {
  it("is found through mainnet's default: routing, then a 1-of-2 aggregation of Merkle-root and message-id multisigs", async () => {
    const client = chain({
      [ROUTING]: { type: 1, route: AGGREGATION },
      [AGGREGATION]: { type: 2, modules: [MERKLE, MESSAGE_ID], threshold: 1 },
      [MERKLE]: { type: 4 },
      [MESSAGE_ID]: { type: 5 },
    });
    expect(await resolveIsm(client, ROUTING, MESSAGE)).toEqual({
      kind: 'multisig',
      ism: MESSAGE_ID,
      validators: VALIDATORS,
      threshold: 2,
      within: { count: 2, at: 1 },
    });
  });

  it('skips an aggregation module that cannot be read', async () => {
    const client = chain({
      [AGGREGATION]: { type: 2, modules: [BROKEN, MESSAGE_ID], threshold: 1 },
      [BROKEN]: { type: 'unreadable' },
      [MESSAGE_ID]: { type: 5 },
    });
    expect(await resolveIsm(client, AGGREGATION, MESSAGE)).toMatchObject({ ism: MESSAGE_ID, within: { at: 1 } });
  });

  it('is one the app cannot build for: a Merkle-root multisig alone, or an aggregation needing two modules', async () => {
    expect(await resolveIsm(chain({ [MERKLE]: { type: 4 } }), MERKLE, MESSAGE)).toEqual({
      kind: 'unsupported',
      moduleType: 4,
    });
    const both = chain({
      [AGGREGATION]: { type: 2, modules: [MERKLE, MESSAGE_ID], threshold: 2 },
      [MERKLE]: { type: 4 },
      [MESSAGE_ID]: { type: 5 },
    });
    expect(await resolveIsm(both, AGGREGATION, MESSAGE)).toEqual({ kind: 'unsupported', moduleType: 2 });
  });

  it('gives up on a routing loop after three hops', async () => {
    const loop = chain({ [ROUTING]: { type: 1, route: ROUTING } });
    expect(await resolveIsm(loop, ROUTING, MESSAGE)).toEqual({ kind: 'unsupported', moduleType: 1 });
  });
});
