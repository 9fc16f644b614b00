import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface Reply {
  readonly status?: number;
  readonly body?: unknown;
  /** Sent as is instead of JSON. */
  readonly raw?: string;
  readonly delayMs?: number;
}

/** Lets a page on any origin read the answers, as public RPCs and APIs do. */
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };

/**
 * A real local HTTP server that records every request and answers with `reply(request)`. CORS preflights
 * are answered, not recorded, so a page can call it as it would a public endpoint.
 */
export async function startRecordingServer(reply: (request: RecordedRequest) => Reply = () => ({ body: {} })) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(request);
      const answer = reply(request);
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...CORS });
        res.end(answer.raw ?? JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
