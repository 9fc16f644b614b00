import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllowedOrigins } from '../origins';
import { freePort, type LoopbackServer } from '../ports';
import { startExplorer } from './server';

let explorer: LoopbackServer;
let port: number;
/** A chain that knows no transaction: every JSON-RPC call answers null. */
let emptyChain: Server;

/** A raw request, so the Host and Origin headers are the test's own. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  port = await freePort();
  emptyChain = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { id } = JSON.parse(body) as { id: number };
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id, result: null }));
    });
  });
  const emptyPort = await freePort();
  await new Promise<void>((resolve) => emptyChain.listen(emptyPort, '127.0.0.1', resolve));
  // Nothing listens here: a chain that cannot be read.
  const dead = `http://127.0.0.1:${await freePort()}`;
  const chain = { mailbox: '0x610178dA211FEF7D417bC0e6FeD39F05609AD788', nativeSymbol: 'ETH' };
  explorer = await startExplorer({
    port,
    chains: [
      {
        ...chain,
        name: 'arbitrum',
        displayName: 'Arbitrum One',
        chainId: 42161,
        rpcUrl: `http://127.0.0.1:${emptyPort}`,
      },
      { ...chain, name: 'base', displayName: 'Base', chainId: 8453, rpcUrl: dead },
    ],
    indexerUrl: `${dead}/v1/graphql`,
    origins: new AllowedOrigins(['http://127.0.0.1:5173'], []),
  });
});
afterAll(async () => {
  await explorer.stop();
  await new Promise((resolve) => emptyChain.close(resolve));
});

describe('devnet explorer server', () => {
  it('lists the chains by the slug the app links with, as a page that loads nothing else', async () => {
    const index = await get('/');
    expect(index.status).toBe(200);
    expect(index.body).toContain('<a href="/arb">Arbitrum One (42161)</a>');
    expect(index.body).toContain('<a href="/base">Base (8453)</a>');
    expect(index.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses other hosts (DNS rebinding) and other sites’ pages, and anything but GET', async () => {
    expect((await get('/', { host: `evil.example:${port}` })).status).toBe(403);
    expect((await get('/', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await get('/', { origin: 'http://127.0.0.1:5173' })).status).toBe(200);
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });

  it('has no page for an unknown chain, a malformed hash or an unknown path', async () => {
    for (const path of ['/nochain/tx/0x12', '/arb/tx/0x12', '/arb/address/0x12', '/message/0x12', '/arb/blocks']) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.body).toContain('<h1>Not found</h1>');
    }
  });

  it('says "Transaction receipt not found." for a hash the chain has no receipt of', async () => {
    for (const chain of ['arb', 'arbitrum', '42161']) {
      const page = await get(`/${chain}/tx/0x${'ab'.repeat(32)}`);
      expect(page.status).toBe(404);
      expect(page.body).toContain(`<h1>Transaction 0x${'ab'.repeat(32)}</h1>`);
      expect(page.body).toContain('<p>Transaction receipt not found.</p>');
    }
  });

  it('says so when the chain cannot be read', async () => {
    const page = await get(`/base/tx/0x${'ab'.repeat(32)}`);
    expect(page.status).toBe(502);
    expect(page.body).toContain('The devnet could not be read');
  });
});
