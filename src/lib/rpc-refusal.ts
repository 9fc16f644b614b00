/**
 * Why an RPC refused a log query, told apart so that a scan can answer it (docs/transfers.md, "From any
 * browser"): a range or result size it does not serve (ask for fewer blocks), a rate limit (wait, for as long
 * as it says), or anything else (stop, keeping what was found). By viem's error classes and codes first, by
 * the words public RPCs use only where they give no code of their own.
 */
import { walk } from './errors';

export type RpcRefusal =
  /** Too many blocks or results: `span`, when the RPC says which range would work, is that many blocks. */
  | { readonly kind: 'range'; readonly span?: bigint }
  /** Too many requests: `retryAfterMs` when the RPC said how long to wait (`Retry-After`). */
  | { readonly kind: 'rate'; readonly retryAfterMs?: number }
  | { readonly kind: 'other' };

/** JSON-RPC's "limit exceeded" (viem's `LimitExceededRpcError`): Infura's result cap, some providers' rates. */
const LIMIT_EXCEEDED = -32005;
/** JSON-RPC's "invalid params" (viem's `InvalidParamsRpcError`): a range refusal when its words say so. */
const INVALID_PARAMS = -32602;
/** QuickNode's own rate-limit code, and the 429 some providers put in a JSON-RPC body. */
const RATE_CODES = new Set([-32007, 429]);

/**
 * The words of range and size refusals: Alchemy ("Log response size exceeded… this block range should
 * work"), Infura ("query returned more than 10000 results"), QuickNode and publicnode ("eth_getLogs is
 * limited to a 10,000 range", "block range is too large"), Ankr, BlastAPI, dRPC ("ranges over 10000 blocks
 * are not supported", "exceed maximum block range").
 */
const RANGE_WORDS =
  /block range|range (is )?too (large|wide|big)|range over|ranges over|more than \d[\d,]* (results|logs|blocks)|limit(ed)? to a? ?\d[\d,]* ?(block)?s? ?range|limit exceeded|too many (blocks|results|logs)|response size|exceeds? (the )?max(imum)? (block )?range|max(imum)? block range/i;
const RATE_WORDS = /rate limit|too many requests|requests per second|request limit|throttl/i;

interface ErrorFields {
  readonly code?: unknown;
  readonly status?: unknown;
  readonly headers?: { get?: (name: string) => string | null };
  readonly message?: unknown;
  readonly details?: unknown;
  readonly shortMessage?: unknown;
}

const fields = (error: unknown): ErrorFields => (typeof error === 'object' && error !== null ? error : {});

/** Every message in the cause chain, as one text. */
function wordsOf(error: unknown): string {
  const words: string[] = [];
  walk(error, (e) => {
    if (typeof e === 'string') words.push(e);
    const { message, details, shortMessage } = fields(e);
    for (const w of [message, details, shortMessage]) if (typeof w === 'string') words.push(w);
    return false;
  });
  return words.join(' ');
}

/** A `Retry-After` value, seconds or an HTTP date, in ms from `now`; nothing when it says neither. */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Alchemy's suggestion, "this block range should work: [0x…, 0x…]", as a number of blocks. */
function suggestedSpan(words: string): bigint | undefined {
  const match = /\[\s*(0x[0-9a-f]+)\s*,\s*(0x[0-9a-f]+)\s*\]/i.exec(words);
  if (!match?.[1] || !match[2]) return undefined;
  const span = BigInt(match[2]) - BigInt(match[1]) + 1n;
  return span > 0n ? span : undefined;
}

/** What the RPC's refusal `error` asks of the scan. */
export function rpcRefusal(error: unknown, now = Date.now()): RpcRefusal {
  let code: number | undefined;
  let status: number | undefined;
  let retryAfter: number | undefined;
  walk(error, (e) => {
    const f = fields(e);
    if (code === undefined && typeof f.code === 'number') code = f.code;
    if (status === undefined && typeof f.status === 'number') status = f.status;
    if (retryAfter === undefined && typeof f.headers?.get === 'function') {
      retryAfter = retryAfterMs(f.headers.get('Retry-After'), now);
    }
    return false;
  });
  const words = wordsOf(error);
  const rate = (): RpcRefusal =>
    retryAfter === undefined ? { kind: 'rate' } : { kind: 'rate', retryAfterMs: retryAfter };
  const range = (): RpcRefusal => {
    const span = suggestedSpan(words);
    return span === undefined ? { kind: 'range' } : { kind: 'range', span };
  };
  if (status === 429 || (code !== undefined && RATE_CODES.has(code))) return rate();
  if (status === 413) return range();
  if (code === LIMIT_EXCEEDED) return RATE_WORDS.test(words) ? rate() : range();
  if (code === INVALID_PARAMS) return RANGE_WORDS.test(words) ? range() : { kind: 'other' };
  if (RATE_WORDS.test(words)) return rate();
  if (RANGE_WORDS.test(words)) return range();
  return { kind: 'other' };
}
