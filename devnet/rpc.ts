/** Minimal JSON-RPC over HTTP for talking to anvil before any library is loaded. */
export async function rpc<T>(url: string, method: string, params: unknown[] = [], timeoutMs = 30_000): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${method} on ${url}: HTTP ${response.status}`);
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method} on ${url}: ${body.error.message}`);
  return body.result as T;
}

/** One JSON-RPC call as a page sends it. */
export interface JsonRpcCall {
  readonly jsonrpc?: string;
  readonly id?: unknown;
  readonly method: string;
  readonly params?: unknown[];
}

/** POSTs `calls` to `url` as one batch and answers with its JSON, as the node sent it. */
export async function forwardBatch(url: string, calls: readonly JsonRpcCall[]): Promise<unknown[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls),
  });
  return (await response.json()) as unknown[];
}
