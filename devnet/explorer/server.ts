/**
 * The devnet's block and message explorer (docs/explorer.md), so the app's explorer links can be followed
 * on the devnet: `/{chain}/tx/{hash}` and `/{chain}/address/{address}` read from the chain's anvil (a chain
 * named by the app's slug, its Hyperlane name or its id), `/message/{id}` from the devnet indexer and the
 * destination Mailbox. `/{chain}/api?module=logs&action=getLogs` is an Etherscan-compatible logs API
 * (`logs-api.ts`), which a test can take down (`setLogsApiDown`: HTTP 503). Requests are checked like the other
 * devnet services' (`origins.ts`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  type Address,
  createPublicClient,
  formatUnits,
  getAddress,
  type Hex,
  http,
  isAddress,
  isHash,
  type PublicClient,
  parseAbi,
  TransactionReceiptNotFoundError,
} from 'viem';
import { chainById } from '../../src/config/chains';
import type { ManifestChain } from '../../src/config/devnet-manifest';
import type { AllowedOrigins } from '../origins';
import { assertPortFree, type LoopbackServer, listenOnLoopback } from '../ports';
import { answerGetLogs, type LogsAnswer } from './logs-api';
import { type FactValue, PAGE_CSP, type Page, renderPage } from './pages';

export const EXPLORER_PORT_ENV = 'DEVNET_EXPLORER_PORT';

/** The spec's words for a hash with no receipt (docs/errors.md), as the app says them. */
const RECEIPT_NOT_FOUND = 'Transaction receipt not found.';

const mailboxAbi = parseAbi(['function delivered(bytes32 messageId) view returns (bool)']);

type ExplorerChain = Pick<ManifestChain, 'name' | 'displayName' | 'chainId' | 'rpcUrl' | 'mailbox' | 'nativeSymbol'>;

export interface ExplorerOptions {
  readonly port: number;
  readonly chains: readonly ExplorerChain[];
  /** The devnet indexer's GraphQL endpoint, which knows every message's origin and delivery. */
  readonly indexerUrl: string;
  readonly origins: AllowedOrigins;
}

/** The explorer, and the switch of its logs API: down, it answers 503 as an explorer in an outage does. */
export interface ExplorerServer extends LoopbackServer {
  setLogsApiDown(down: boolean): void;
}

interface Chain extends ExplorerChain {
  /** The first path segment of the chain's pages: the app's chain slug (as its explorer links use). */
  readonly slug: string;
  readonly client: PublicClient;
}

/** A message as the indexer has it (`message_view`, Hasura's bytea as `\x` hex). */
interface IndexedMessage {
  readonly nonce: number;
  readonly sender: string;
  readonly recipient: string;
  readonly is_delivered: boolean;
  readonly origin_chain_id: number;
  readonly origin_tx_hash: string;
  readonly destination_chain_id: number;
  readonly destination_tx_hash: string | null;
}

const MESSAGE_QUERY = /* GraphQL */ `
  query explorerMessage($id: bytea!) {
    message_view(where: { msg_id: { _eq: $id } }, limit: 1) {
      nonce
      sender
      recipient
      is_delivered
      origin_chain_id
      origin_tx_hash
      destination_chain_id
      destination_tx_hash
    }
  }
`;

const hexOf = (bytea: string): Hex => `0x${bytea.slice(2)}`;
/** Hyperlane's 32-byte address word as an EVM address (its last 20 bytes). */
const addressOf = (bytea: string): Address => getAddress(`0x${bytea.slice(-40)}`);

export async function startExplorer(options: ExplorerOptions): Promise<ExplorerServer> {
  const portName = { what: 'devnet explorer', envVar: EXPLORER_PORT_ENV };
  await assertPortFree(options.port, portName.what, portName.envVar);
  const chains: Chain[] = options.chains.map((c) => ({
    ...c,
    slug: chainById(c.chainId)?.chainSlug ?? String(c.chainId),
    client: createPublicClient({ transport: http(c.rpcUrl) }) as PublicClient,
  }));
  const chainNamed = (segment: string) =>
    chains.find((c) => [c.slug, c.name, String(c.chainId)].includes(segment.toLowerCase()));
  const chainWithId = (chainId: number) => chains.find((c) => c.chainId === chainId);
  const txLink = (chain: Chain | undefined, hash: Hex): FactValue =>
    chain ? { text: hash, href: `/${chain.slug}/tx/${hash}` } : hash;
  const addressLink = (chain: Chain | undefined, address: Address): FactValue =>
    chain ? { text: address, href: `/${chain.slug}/address/${address}` } : address;

  async function txPage(chain: Chain, hash: Hex): Promise<Page> {
    const title = `Transaction ${hash}`;
    try {
      // The receipt first: asked together, an unknown hash's "transaction not found" could answer first.
      const receipt = await chain.client.getTransactionReceipt({ hash });
      const tx = await chain.client.getTransaction({ hash });
      return {
        status: 200,
        title,
        facts: [
          ['Chain', `${chain.displayName} (${chain.chainId})`],
          ['Status', receipt.status === 'success' ? 'Success' : 'Reverted'],
          ['Block', receipt.blockNumber.toString()],
          ['From', addressLink(chain, getAddress(receipt.from))],
          receipt.to
            ? ['To', addressLink(chain, getAddress(receipt.to))]
            : [
                'Contract created',
                receipt.contractAddress ? addressLink(chain, getAddress(receipt.contractAddress)) : '—',
              ],
          ['Value', `${formatUnits(tx.value, 18)} ${chain.nativeSymbol}`],
          ['Logs', String(receipt.logs.length)],
        ],
      };
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return { status: 404, title, lead: RECEIPT_NOT_FOUND };
      throw error;
    }
  }

  async function addressPage(chain: Chain, address: Address): Promise<Page> {
    const [balance, nonce, code] = await Promise.all([
      chain.client.getBalance({ address }),
      chain.client.getTransactionCount({ address }),
      chain.client.getCode({ address }),
    ]);
    const size = code ? (code.length - 2) / 2 : 0;
    return {
      status: 200,
      title: `Address ${getAddress(address)}`,
      facts: [
        ['Chain', `${chain.displayName} (${chain.chainId})`],
        ['Balance', `${formatUnits(balance, 18)} ${chain.nativeSymbol}`],
        ['Nonce', String(nonce)],
        ['Code', size > 0 ? `Contract (${size} bytes)` : 'None (an account)'],
      ],
    };
  }

  async function indexedMessage(id: Hex): Promise<IndexedMessage | undefined> {
    const response = await fetch(options.indexerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: MESSAGE_QUERY, variables: { id: `\\x${id.slice(2).toLowerCase()}` } }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { data?: { message_view?: IndexedMessage[] }; errors?: unknown };
    if (!response.ok || !body.data) throw new Error(`The devnet indexer answered ${response.status}`);
    return body.data.message_view?.[0];
  }

  /** Whether `chain`'s Mailbox processed the message: the chain's word, not the indexer's. */
  const deliveredOn = (chain: Chain, id: Hex) =>
    chain.client.readContract({
      address: chain.mailbox as Address,
      abi: mailboxAbi,
      functionName: 'delivered',
      args: [id],
    });

  async function messagePage(id: Hex): Promise<Page> {
    const title = `Message ${id}`;
    const message = await indexedMessage(id);
    if (!message) {
      // Not indexed yet: a Mailbox that processed it still says so.
      const delivered = await Promise.all(chains.map(async (c) => ((await deliveredOn(c, id)) ? c : undefined)));
      const on = delivered.find((c) => c !== undefined);
      return on
        ? {
            status: 200,
            title,
            facts: [
              ['Status', 'Delivered'],
              ['Destination', on.displayName],
            ],
          }
        : { status: 404, title, lead: 'Message not found.' };
    }
    const origin = chainWithId(message.origin_chain_id);
    const destination = chainWithId(message.destination_chain_id);
    const delivered = destination ? await deliveredOn(destination, id) : message.is_delivered;
    const name = (chain: Chain | undefined, chainId: number) => (chain ? chain.displayName : String(chainId));
    return {
      status: 200,
      title,
      facts: [
        ['Status', delivered ? 'Delivered' : 'Not delivered yet'],
        ['Origin', name(origin, message.origin_chain_id)],
        ['Origin transaction', txLink(origin, hexOf(message.origin_tx_hash))],
        ['Sender', addressLink(origin, addressOf(message.sender))],
        ['Destination', name(destination, message.destination_chain_id)],
        [
          'Delivery transaction',
          message.destination_tx_hash ? txLink(destination, hexOf(message.destination_tx_hash)) : '—',
        ],
        ['Recipient', addressLink(destination, addressOf(message.recipient))],
        ['Nonce', String(message.nonce)],
      ],
    };
  }

  async function route(path: string): Promise<Page> {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts.length === 0) {
      return {
        status: 200,
        title: 'Devnet Explorer',
        lead: 'Transactions and addresses of every devnet chain, and Hyperlane messages: /{chain}/tx/{hash}, /{chain}/address/{address}, /message/{id}.',
        links: chains.map((c) => ({ text: `${c.displayName} (${c.chainId})`, href: `/${c.slug}` })),
      };
    }
    const [first = '', kind, target = ''] = parts;
    if (parts.length === 2 && first === 'message' && kind && isHash(kind)) return messagePage(kind);
    const chain = chainNamed(first);
    if (chain && parts.length === 1) {
      return {
        status: 200,
        title: chain.displayName,
        facts: [
          ['Chain id', String(chain.chainId)],
          ['Latest block', (await chain.client.getBlockNumber()).toString()],
        ],
      };
    }
    if (chain && parts.length === 3 && kind === 'tx' && isHash(target)) return txPage(chain, target);
    if (chain && parts.length === 3 && kind === 'address' && isAddress(target, { strict: false })) {
      return addressPage(chain, getAddress(target));
    }
    return { status: 404, title: 'Not found', lead: `The devnet explorer has no page at ${path}.` };
  }

  const send = (response: ServerResponse, page: Page) => {
    response.writeHead(page.status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    response.end(renderPage(page));
  };

  const sendJson = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    response.end(JSON.stringify(body));
  };
  let logsApiDown = false;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const refusal = options.origins.refusal(request, options.port);
    if (refusal) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(refusal);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Only GET and HEAD');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://explorer');
    const [slug, api, ...rest] = url.pathname.split('/').filter(Boolean);
    const apiChain = api === 'api' && rest.length === 0 ? chainNamed(decodeURIComponent(slug ?? '')) : undefined;
    if (apiChain) {
      // Read by the app's pages from another origin: allowed ones only (`refusal` above), as the marketplace does.
      if (request.headers.origin) response.setHeader('access-control-allow-origin', request.headers.origin);
      response.setHeader('vary', 'origin');
      const answer: Promise<LogsAnswer> = logsApiDown
        ? Promise.resolve({ status: 503, body: { status: '0', message: 'Service Unavailable', result: null } })
        : answerGetLogs(apiChain.client, url.searchParams);
      answer.then(
        ({ status, body }) => sendJson(response, status, body),
        (error: unknown) =>
          sendJson(response, 502, { status: '0', message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    route(url.pathname).then(
      (page) => send(response, page),
      (error: unknown) =>
        send(response, {
          status: 502,
          title: 'The devnet could not be read',
          lead: error instanceof Error ? error.message : String(error),
        }),
    );
  });
  const listening = await listenOnLoopback(server, options.port, portName);
  return {
    ...listening,
    setLogsApiDown(down) {
      logsApiDown = down;
    },
  };
}
