import { describe, expect, it, vi } from 'vitest';
import type { MarketplaceClient } from './marketplace';
import { batchedDomainLookup, createBatcher, domainIsNamed, domainName, isEnsName, type Scheduler } from './names';
import { type Domain, domainSchema, domainsSchema } from './schemas';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** A scheduler the test fires by hand: everything asked before `flush()` is one batch. */
function manualScheduler() {
  const queued: (() => void)[] = [];
  const schedule: Scheduler = (flush) => queued.push(flush);
  return {
    schedule,
    flush: () => {
      for (const f of queued.splice(0)) f();
    },
  };
}

describe('createBatcher', () => {
  it('answers every key asked within one tick with one load of the distinct keys', async () => {
    const tick = manualScheduler();
    const load = vi.fn(async (keys: readonly string[]) => new Map(keys.map((k) => [k, k.toUpperCase()])));
    const get = createBatcher(load, tick.schedule);
    const answers = Promise.all([get('a'), get('b'), get('a')]);
    tick.flush();
    expect(await answers).toEqual(['A', 'B', 'A']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(['a', 'b']);
  });

  it('starts a new batch after the tick, and leaves a key the load left out undefined', async () => {
    const tick = manualScheduler();
    const load = vi.fn(async (keys: readonly string[]) => new Map(keys.filter((k) => k !== 'x').map((k) => [k, 1])));
    const get = createBatcher(load, tick.schedule);
    const first = get('a');
    tick.flush();
    const second = Promise.all([get('b'), get('x')]);
    tick.flush();
    expect(await first).toBe(1);
    expect(await second).toEqual([1, undefined]);
    expect(load.mock.calls).toEqual([[['a']], [['b', 'x']]]);
  });

  it('fails every caller of a batch whose load failed', async () => {
    const tick = manualScheduler();
    const get = createBatcher(async () => Promise.reject(new Error('down')), tick.schedule);
    const answers = [get('a'), get('b')].map((p) => p.catch((e: Error) => e.message));
    tick.flush();
    expect(await Promise.all(answers)).toEqual(['down', 'down']);
  });

  it('waits for the next macrotask by default, so a render’s effects all join the batch', async () => {
    const load = vi.fn(async (keys: readonly string[]) => new Map(keys.map((k) => [k, k])));
    const get = createBatcher(load);
    const first = get('a');
    await Promise.resolve();
    const second = get('b');
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('batchedDomainLookup', () => {
  it('asks /batch-domains once for the addresses of a tick and matches answers whatever their case', async () => {
    const tick = manualScheduler();
    const getDomains = vi.fn(
      async (addresses: readonly string[]): Promise<Domain[]> => [
        { address: A.toLowerCase(), smol: { name: 'smolfan.magic', pfp: 'data:a' } },
        ...addresses.filter((a) => a !== A.toLowerCase()).map(() => ({ address: `0x${'1'.repeat(40)}` })),
      ],
    );
    const lookup = batchedDomainLookup({ getDomains } as unknown as MarketplaceClient, tick.schedule);
    const answers = Promise.all([lookup(A), lookup(B)]);
    tick.flush();
    const [a, b] = await answers;
    expect(getDomains).toHaveBeenCalledWith([A.toLowerCase(), B.toLowerCase()]);
    expect(domainName(a)).toEqual({ name: 'smolfan.magic', avatar: 'data:a' });
    expect(b).toBeUndefined();
  });
});

describe('domainName', () => {
  const parse = (value: unknown) => domainSchema.parse(value);

  it('prefers the account’s preferred name, else TreasureTag, Smolverse, ENS, then the flat name', () => {
    const all = {
      address: A,
      name: 'flat.devnet',
      ens: { name: 'vitalik.eth', pfp: 'ens.png' },
      smol: { name: 'smolfan.smol', pfp: null },
      treasuretag: { name: 'smolfan#1234', pfp: 'tag.png' },
    };
    expect(domainName(parse(all))).toEqual({ name: 'smolfan#1234', avatar: 'tag.png' });
    expect(domainName(parse({ ...all, preferredDomainType: 'ens' }))).toEqual({
      name: 'vitalik.eth',
      avatar: 'ens.png',
    });
    // A name without an avatar takes the first avatar the domain has.
    expect(domainName(parse({ ...all, preferredDomainType: 'smol' }))).toEqual({
      name: 'smolfan.smol',
      avatar: 'tag.png',
    });
    expect(domainName(parse({ address: A, name: 'flat.devnet', ens: null, treasuretag: null }))).toEqual({
      name: 'flat.devnet',
      avatar: undefined,
    });
    expect(domainName(parse({ address: A, smolverse: 'brains.smol' }))).toEqual({
      name: 'brains.smol',
      avatar: undefined,
    });
  });

  it('is undefined for "no domain": no entry, empty or blank names, or no answer', () => {
    expect(domainName(undefined)).toBeUndefined();
    expect(domainName(parse({ address: A }))).toBeUndefined();
    expect(
      domainName(parse({ address: A, name: '', treasuretag: { name: ' ', pfp: 'x' }, preferredDomainType: 'address' })),
    ).toBeUndefined();
  });

  it('matches a typed name to any of the domain’s names, whatever its case', () => {
    const domain = parse({ address: A, smol: { name: 'smolfan.magic' }, treasuretag: { name: 'smolfan#1234' } });
    expect(domainIsNamed(domain, 'SmolFan.MAGIC')).toBe(true);
    expect(domainIsNamed(domain, 'smolfan#1234')).toBe(true);
    expect(domainIsNamed(domain, 'smolfan')).toBe(false);
  });
});

describe('isEnsName', () => {
  it('is decided on the compatibility-folded name: full-width letters end in .eth too', () => {
    expect(isEnsName('vitalik.eth')).toBe(true);
    expect(isEnsName(' Vitalik.ETH ')).toBe(true);
    expect(isEnsName('vitalik.\uFF45\uFF54\uFF48')).toBe(true);
    expect(isEnsName('vitalik\uFF0Eeth')).toBe(true);
    expect(isEnsName('smolfan.magic')).toBe(false);
  });
});

describe('domainsSchema', () => {
  it('reads a bare list or one under `domains`, dropping entries that are not domains', () => {
    expect(domainsSchema.parse([{ address: A }, { nope: 1 }])).toEqual([{ address: A }]);
    expect(domainsSchema.parse({ domains: [{ address: B, name: null }] })).toEqual([{ address: B, name: null }]);
  });
});
