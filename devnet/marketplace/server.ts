/**
 * A stand-in for the marketplace backend on the devnet: the calls the app makes, with the real one's
 * shapes and error format (`{ errorMessage }`), its API key and auth token checks, and CORS for the app's
 * origin only (see `origins.ts`).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { LoginPayload } from 'thirdweb/auth';
import { type Address, getAddress, isAddress } from 'viem';
import type { PublicDevnetManifest } from '../../src/config/devnet-manifest';
import { DEPLOYER } from '../accounts';
import type { AllowedOrigins } from '../origins';
import { assertPortFree, listenOnLoopback } from '../ports';
import { type DevnetDomain, devnetDomains } from './domains';
import { serveImage } from './images';
import { COLLECTION_SLUG, collectionTraits, NftReader, smolBrain } from './nfts';
import { createOnramp, type Onramp } from './onramp';
import { type BridgeTokenRecord, bridgeTokenRecords } from './records';
import { createRouteListSigner, type ListOverride } from './route-list';

export const MARKETPLACE_PORT_ENV = 'DEVNET_MARKETPLACE_PORT';
/** The devnet's API key. It guards nothing real: it is here so the app's key handling is exercised. */
export const DEVNET_API_KEY = 'devnet-api-key';
/** How long a sign-in payload, and so its nonce, stays usable: thirdweb's default. */
const PAYLOAD_LIFETIME_S = 600;

/** Prices the devnet quotes (the price service, docs/numbers-and-prices.md): base -> quote -> price. */
const PRICES: Record<string, Record<string, string>> = {
  MAGIC: { USD: '0.25', ETH: '0.0000833' },
  ETH: { USD: '3000' },
  WETH: { USD: '3000' },
};

export interface Marketplace {
  readonly url: string;
  readonly apiKey: string;
  /** The purchase page and key for the manifest; test-only, the signing overrides (see `Onramp`). */
  readonly onramp: Pick<Onramp, 'url' | 'publicKey' | 'setSigningOverrides'>;
  /**
   * Test-only: records served by `/bridging-tokens` beside the devnet's own (for their token type), so
   * tests can play a backend that lists malicious routes. Set through the control endpoint.
   */
  setExtraRecords(records: readonly BridgeTokenRecord[]): void;
  /**
   * Test-only: domains served beside the devnet's own (`devnetDomains`), so tests can play a backend that
   * names addresses as an attacker would. Set through the control endpoint.
   */
  setExtraDomains(domains: readonly DevnetDomain[]): void;
  /** The address the route list is signed by (docs/routes.md, "The signed route list"), for the manifest. */
  readonly routeListSigner: Address;
  /** Test-only: the route list served in place of the devnet's own; undefined takes it back. */
  setRouteListOverride(override: ListOverride | undefined): void;
  /** Loads sign-in's libraries now, rather than at the first sign-in: resolves once they are loaded. */
  prepareSignIn(): Promise<void>;
  stop(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  throw new HttpError(400, 'The request body must be a JSON object');
}

function addressParam(value: unknown, name: string): Address {
  if (typeof value !== 'string' || !isAddress(value)) throw new HttpError(400, `${name} must be an address`);
  return getAddress(value);
}

/**
 * thirdweb's client, auth and account for signing in. Importing thirdweb takes seconds of this process's
 * CPU: loaded on demand, it no longer holds the devnet's start back (docs/performance.md, "Starting the
 * devnet").
 */
async function loadSignIn() {
  const [{ createThirdwebClient }, { createAuth }, { privateKeyToAccount }] = await Promise.all([
    import('thirdweb'),
    import('thirdweb/auth'),
    import('thirdweb/wallets'),
  ]);
  const client = createThirdwebClient({ clientId: 'devnet-marketplace' });
  const adminAccount = privateKeyToAccount({ client, privateKey: DEPLOYER.privateKey });
  return { createAuth, client, adminAccount };
}

type ThirdwebAuth = ReturnType<Awaited<ReturnType<typeof loadSignIn>>['createAuth']>;

export async function startMarketplace(options: {
  port: number;
  manifest: Pick<PublicDevnetManifest, 'chains' | 'tokens'>;
  origins: AllowedOrigins;
}): Promise<Marketplace> {
  const portName = { what: 'devnet marketplace service', envVar: MARKETPLACE_PORT_ENV };
  await assertPortFree(options.port, portName.what, portName.envVar);
  const { manifest, origins } = options;
  let extraRecords: readonly BridgeTokenRecord[] = [];
  const routeList = createRouteListSigner(manifest.tokens);
  // Its images are on its own origin, which the devnet config names as the app's image origin.
  const ownOrigin = `http://127.0.0.1:${options.port}`;
  const domains = devnetDomains(ownOrigin);
  let signIn: ReturnType<typeof loadSignIn> | undefined;
  const signInLibraries = () => {
    signIn ??= loadSignIn();
    return signIn;
  };
  // Nonces issued by /auth and not yet used, with their expiry: each signs in once.
  const nonces = new Map<string, number>();
  const nonce = {
    generate: () => {
      const now = Date.now();
      for (const [n, expires] of nonces) if (expires < now) nonces.delete(n);
      const fresh = randomBytes(16).toString('hex');
      nonces.set(fresh, now + PAYLOAD_LIFETIME_S * 1000);
      return fresh;
    },
    validate: (n: string) => {
      const expires = nonces.get(n);
      nonces.delete(n);
      return expires !== undefined && expires >= Date.now();
    },
  };
  // One thirdweb auth per app origin: a payload names the page it signs in to (SIWE's domain and uri).
  const auths = new Map<string, ThirdwebAuth>();
  const authFor = async (request: IncomingMessage) => {
    // The origin is allowed, or the request was refused before it got here.
    const origin = request.headers.origin ?? origins.defaultApp;
    if (!origin) throw new HttpError(400, 'No app origin is configured to sign in to');
    let auth = auths.get(origin);
    if (!auth) {
      const { createAuth, client, adminAccount } = await signInLibraries();
      auth = createAuth({
        domain: new URL(origin).host,
        client,
        adminAccount,
        login: { uri: origin, nonce, payloadExpirationTimeSeconds: PAYLOAD_LIFETIME_S },
      });
      auths.set(origin, auth);
    }
    return auth;
  };
  const sessions = new Map<string, Address>();
  const nfts = new NftReader(manifest, ownOrigin);
  const brainIds = Array.from({ length: 21 }, (_, i) => i);
  const onramp = createOnramp({ baseUrl: `http://127.0.0.1:${options.port}`, manifest, origins });

  const signedIn = (request: IncomingMessage): Address => {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    const address = token ? sessions.get(token) : undefined;
    if (!address) throw new HttpError(401, 'Sign in to continue');
    return address;
  };

  async function route(request: IncomingMessage, url: URL): Promise<unknown> {
    const { pathname, searchParams } = url;
    const method = request.method ?? 'GET';
    const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);

    if (method === 'GET' && pathname === '/bridging-tokens') {
      const network = searchParams.get('network');
      const tokenType = searchParams.get('tokenType') ?? '';
      if (network !== 'mainnet' && network !== 'testnet')
        throw new HttpError(400, 'network must be mainnet or testnet');
      // The devnet carries mainnet's chain ids: it answers for mainnet, and has nothing on testnet.
      if (network === 'testnet') return { tokens: [] };
      const extra = extraRecords.filter(
        (r) => (r.isNft ? (r.nftStandard?.toLowerCase() ?? 'erc721') : 'erc20') === tokenType,
      );
      return { tokens: [...bridgeTokenRecords(manifest.tokens, tokenType), ...extra] };
    }
    if (method === 'GET' && pathname === '/bridging-route-list') {
      const served = await routeList.served(searchParams.get('network') ?? '');
      if (served === undefined) throw new HttpError(404, 'No route list for this network');
      return served;
    }
    if (method === 'GET' && pathname === '/price') {
      const base = searchParams.get('baseCurrency')?.toUpperCase() ?? '';
      const quote = searchParams.get('quoteCurrency')?.toUpperCase() ?? '';
      const price = PRICES[base]?.[quote];
      if (!price) throw new HttpError(404, `No price for ${base} in ${quote}`);
      return { price };
    }
    if (method === 'POST' && pathname === '/auth') {
      const body = await readJson(request);
      const account = addressParam(body.account, 'account');
      const chainId = typeof body.chainId === 'number' ? body.chainId : undefined;
      const payload = await (await authFor(request)).generatePayload({
        address: account,
        ...(chainId ? { chainId } : {}),
      });
      return { payload };
    }
    if (method === 'POST' && pathname === '/session') {
      const body = await readJson(request);
      const verified = await (await authFor(request)).verifyPayload({
        payload: body.payload as LoginPayload,
        signature: String(body.signature ?? '') as `0x${string}`,
      });
      if (!verified.valid) throw new HttpError(401, `Sign-in refused: ${verified.error}`);
      const token = randomBytes(24).toString('hex');
      sessions.set(token, getAddress(verified.payload.address));
      return { token, address: verified.payload.address };
    }
    if (method === 'GET' && pathname === '/account/settings') {
      const address = signedIn(request);
      return {
        address,
        displayName: `${address.slice(0, 6)}...${address.slice(-4)}`,
        email: null,
        emailVerified: false,
      };
    }
    if (method === 'GET' && pathname === '/tokens-for-user') {
      const owner = addressParam(searchParams.get('userAddress'), 'userAddress');
      const chainId = searchParams.get('chainId');
      return { tokens: await nfts.tokensOf(owner, chainId ? Number(chainId) : undefined) };
    }
    if (method === 'GET' && segments[0] === 'collection' && segments[1] === 'any' && segments[2] === COLLECTION_SLUG) {
      if (segments.length === 3) return { urlSlug: COLLECTION_SLUG, name: 'Smol Brains', tokenStandard: 'ERC721' };
      if (segments.length === 4 && segments[3] === 'traits') return collectionTraits(brainIds);
    }
    if (method === 'GET' && segments[0] === 'collection' && segments.length === 4) {
      const collection = manifest.tokens.find(
        (t) =>
          t.standard.startsWith('erc721') &&
          String(t.chainId) === segments[1] &&
          t.token.toLowerCase() === segments[2]?.toLowerCase(),
      );
      const id = Number(segments[3]);
      if (collection && Number.isInteger(id) && brainIds.includes(id))
        return smolBrain(collection.chainId, collection.token, id, ownOrigin);
      throw new HttpError(404, 'Token not found');
    }
    if (method === 'GET' && pathname === '/moonpay/sign-url') {
      signedIn(request);
      return onramp.signUrl(searchParams.get('moonpayUrl'), (reason) => new HttpError(400, reason));
    }
    if (method === 'GET' && pathname === '/search/domains') {
      return domains.search(searchParams.get('query') ?? '');
    }
    if (method === 'GET' && segments[0] === 'domain' && segments.length === 2) {
      return domains.domainOf(addressParam(segments[1], 'address'));
    }
    if (method === 'POST' && pathname === '/batch-domains') {
      const body = await readJson(request);
      if (!Array.isArray(body.addresses)) throw new HttpError(400, 'addresses must be a list');
      return body.addresses.map((a) => domains.domainOf(addressParam(a, 'addresses')));
    }
    throw new HttpError(501, `The devnet marketplace does not serve ${method} ${pathname}`);
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    response.setHeader('vary', 'origin');
    const refusal = origins.refusal(request, options.port);
    if (refusal) {
      send(403, { errorMessage: refusal });
      return;
    }
    // The purchase page is opened by a person, not called with the API key.
    if (onramp.handle(request, response, new URL(request.url ?? '/', 'http://localhost'))) return;
    // Images are loaded by `<img>`, which sends no API key.
    if (serveImage(request, response, new URL(request.url ?? '/', 'http://localhost'))) return;
    if (request.headers.origin) {
      response.setHeader('access-control-allow-origin', request.headers.origin);
      response.setHeader('access-control-allow-headers', 'content-type, authorization, x-api-key');
      response.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204);
      response.end();
      return;
    }
    if (request.headers['x-api-key'] !== DEVNET_API_KEY) {
      send(401, { errorMessage: 'Missing or invalid API key' });
      return;
    }
    route(request, new URL(request.url ?? '/', 'http://localhost')).then(
      (body) => send(200, body),
      (error: unknown) => {
        if (error instanceof HttpError) send(error.status, { errorMessage: error.message });
        else send(500, { errorMessage: error instanceof Error ? error.message : String(error) });
      },
    );
  });
  const listening = await listenOnLoopback(server, options.port, portName);
  return {
    ...listening,
    apiKey: DEVNET_API_KEY,
    onramp,
    setExtraRecords(records) {
      extraRecords = records;
    },
    setExtraDomains: domains.setExtra,
    routeListSigner: routeList.address,
    setRouteListOverride: routeList.setOverride,
    async prepareSignIn() {
      await signInLibraries();
    },
  };
}
