/**
 * Talks to a running devnet the way the app will: viem clients built from the manifest.
 * Used by the integration tests and the benchmark.
 */
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  pad,
  parseEventLogs,
  type TransactionReceipt,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { mailboxAbi, tokenRouterAbi } from '../src/bridge/hyperlane/abis';
import type { DevnetManifest, ManifestChain } from '../src/config/devnet-manifest';
import { erc20Abi, erc721Abi } from '../src/lib/abis';

export class DevnetChains {
  private readonly publicClients = new Map<number, PublicClient>();

  constructor(readonly manifest: DevnetManifest) {}

  chain(name: string): ManifestChain {
    const found = this.manifest.chains.find((c) => c.name === name);
    if (!found) throw new Error(`The devnet has no chain ${name}`);
    return found;
  }

  viemChain(name: string): Chain {
    const c = this.chain(name);
    return defineChain({
      id: c.chainId,
      name: c.displayName,
      nativeCurrency: { name: c.nativeSymbol, symbol: c.nativeSymbol, decimals: 18 },
      rpcUrls: { default: { http: [c.rpcUrl] } },
    });
  }

  client(name: string): PublicClient {
    const chain = this.viemChain(name);
    let client = this.publicClients.get(chain.id);
    if (!client) {
      client = createPublicClient({ chain, transport: http(), pollingInterval: 50 }) as PublicClient;
      this.publicClients.set(chain.id, client);
    }
    return client;
  }

  wallet(name: string, accountIndex: number) {
    const account = this.manifest.accounts[accountIndex];
    if (!account) throw new Error(`The devnet has no account ${accountIndex}`);
    return createWalletClient({
      account: privateKeyToAccount(account.privateKey as Hex),
      chain: this.viemChain(name),
      transport: http(),
    });
  }

  /** The router (and underlying token) of `symbol` on chain `name`. */
  token(symbol: string, name: string) {
    const { chainId } = this.chain(name);
    const found = this.manifest.tokens.find((t) => t.symbol === symbol && t.chainId === chainId);
    if (!found) throw new Error(`The devnet has no ${symbol} route on ${name}`);
    return { ...found, router: found.router as Address, token: found.token as Address };
  }

  /** Sets `address`'s native balance on chain `name`, as anvil lets a test do. */
  async setBalance(name: string, address: Address, wei: bigint): Promise<void> {
    await this.client(name).request({ method: 'anvil_setBalance' as never, params: [address, toHex(wei)] as never });
  }

  /** Sets account `accountIndex`'s allowance of `symbol` for its router on chain `name`, mined at once. */
  async setRouterAllowance(symbol: string, name: string, accountIndex: number, amount: bigint): Promise<void> {
    const { token, router } = this.token(symbol, name);
    const hash = await this.wallet(name, accountIndex).writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, amount],
    });
    await this.client(name).waitForTransactionReceipt({ hash });
  }

  async isDelivered(name: string, messageId: Hex): Promise<boolean> {
    return this.client(name).readContract({
      address: this.chain(name).mailbox as Address,
      abi: mailboxAbi,
      functionName: 'delivered',
      args: [messageId],
    });
  }

  async waitForDelivery(name: string, messageId: Hex, timeoutMs = 30_000): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (await this.isDelivered(name, messageId)) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`Message ${messageId} was not delivered on ${name} within ${timeoutMs} ms`);
  }

  /**
   * Sends `amountOrId` of `symbol` from `from` to `to` through the warp route, for the devnet account
   * `accountIndex`, approving the router first on collateral routes. Resolves with the dispatch receipt
   * and the message id.
   */
  async transferRemote(params: {
    symbol: string;
    from: string;
    to: string;
    accountIndex: number;
    amountOrId: bigint;
    recipient?: Address;
  }): Promise<{ receipt: TransactionReceipt; messageId: Hex }> {
    const { symbol, from, to, accountIndex, amountOrId } = params;
    const origin = this.token(symbol, from);
    const wallet = this.wallet(from, accountIndex);
    const client = this.client(from);
    const recipient = params.recipient ?? wallet.account.address;
    if (origin.standard === 'collateral' || origin.standard === 'erc721-collateral') {
      const approval = await wallet.writeContract({
        address: origin.token,
        abi: origin.standard === 'collateral' ? erc20Abi : erc721Abi,
        functionName: 'approve',
        args: [origin.router, amountOrId],
      });
      await client.waitForTransactionReceipt({ hash: approval });
    }
    const destinationDomain = this.chain(to).domainId;
    const value = await client.readContract({
      address: origin.router,
      abi: tokenRouterAbi,
      functionName: 'quoteGasPayment',
      args: [destinationDomain],
    });
    const hash = await wallet.writeContract({
      address: origin.router,
      abi: tokenRouterAbi,
      functionName: 'transferRemote',
      args: [destinationDomain, pad(recipient), amountOrId],
      value,
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`transferRemote reverted: ${hash}`);
    const [dispatch] = parseEventLogs({ abi: mailboxAbi, eventName: 'DispatchId', logs: receipt.logs });
    if (!dispatch) throw new Error(`No DispatchId event in ${hash}`);
    return { receipt, messageId: dispatch.args.messageId };
  }

  async erc20Balance(symbol: string, chain: string, owner: Address): Promise<bigint> {
    return this.client(chain).readContract({
      address: this.token(symbol, chain).token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });
  }

  async nftOwner(symbol: string, chain: string, id: bigint): Promise<Address | undefined> {
    try {
      return await this.client(chain).readContract({
        address: this.token(symbol, chain).token,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [id],
      });
    } catch {
      // ownerOf reverts for an id that does not exist on this chain (burnt or never minted).
      return undefined;
    }
  }
}
