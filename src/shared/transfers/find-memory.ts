/**
 * What the search for an address's withdrawals remembers in this browser (docs/transfers.md, "From any
 * browser"): per chain and address, the blocks read already and the page size the chain's RPC accepted, so
 * that a later search, or a retry, reads only the rest. Kept as the saved transfers are: local storage under
 * `treasure-bridge.withdrawal-search`, each entry checked by a schema when read and a bad one dropped alone;
 * a storage that refuses (full, blocked) leaves this tab's memory, and a search never fails because of it.
 */
import type { Address } from 'viem';
import * as z from 'zod/mini';
import type { FindMemory, RememberedScan } from '../../bridge/method';
import { type BlockInterval, mergeIntervals } from '../../lib/log-scan';

export const FIND_MEMORY_KEY = 'treasure-bridge.withdrawal-search';

const blockNumber = z.string().check(z.regex(/^\d{1,20}$/));
const entrySchema = z.object({ covered: z.array(z.tuple([blockNumber, blockNumber])), span: blockNumber });
const fileSchema = z.object({ version: z.literal(1), scans: z.record(z.string(), z.unknown()) });

const keyOf = (chainId: number, address: Address) => `${chainId}:${address.toLowerCase()}`;

/** The remembered searches in `text`, each entry read on its own: an unreadable one is left out. */
export function parseFindMemory(text: string | null): Map<string, RememberedScan> {
  const scans = new Map<string, RememberedScan>();
  if (!text) return scans;
  let file: z.infer<typeof fileSchema> | undefined;
  try {
    file = fileSchema.safeParse(JSON.parse(text)).data;
  } catch {
    return scans;
  }
  for (const [key, value] of Object.entries(file?.scans ?? {})) {
    const entry = entrySchema.safeParse(value);
    if (!entry.success) continue;
    const covered = entry.data.covered.map(([from, to]) => ({ from: BigInt(from), to: BigInt(to) }));
    const span = BigInt(entry.data.span);
    if (span > 0n) scans.set(key, { covered: mergeIntervals(covered), span });
  }
  return scans;
}

export function serializeFindMemory(scans: ReadonlyMap<string, RememberedScan>): string {
  const entries = [...scans].map(([key, scan]) => [
    key,
    { covered: scan.covered.map((i) => [i.from.toString(), i.to.toString()]), span: scan.span.toString() },
  ]);
  return JSON.stringify({ version: 1, scans: Object.fromEntries(entries) });
}

/** Two memories of one search, both true: every block either read, and the smaller page. */
function joined(a: RememberedScan | undefined, b: RememberedScan | undefined): RememberedScan | undefined {
  if (!a || !b) return a ?? b;
  const covered: BlockInterval[] = mergeIntervals([...a.covered, ...b.covered]);
  // The smaller page (`Math.min` takes no bigint).
  if (b.span < a.span) return { covered, span: b.span };
  return { covered, span: a.span };
}

function stored(): Map<string, RememberedScan> {
  try {
    return parseFindMemory(localStorage.getItem(FIND_MEMORY_KEY));
  } catch {
    return new Map();
  }
}

/** What this tab read, whether or not the storage took it. */
const inTab = new Map<string, RememberedScan>();

export const findMemory: FindMemory = {
  read: (chainId, address) => joined(inTab.get(keyOf(chainId, address)), stored().get(keyOf(chainId, address))),
  write(chainId, address, scan) {
    const key = keyOf(chainId, address);
    inTab.set(key, scan);
    const scans = stored();
    const next = joined(scan, scans.get(key));
    if (next) scans.set(key, next);
    try {
      localStorage.setItem(FIND_MEMORY_KEY, serializeFindMemory(scans));
    } catch {
      // Full or blocked: this tab remembers it, and the next page load searches again.
    }
  },
};
