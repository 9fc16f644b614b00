/**
 * Everything that needs thirdweb, loaded after the first screen: its provider, the connect button, and the
 * sync of the connected wallet into the wallet store. Until thirdweb's button is there, the app's own
 * stand-in shows and keeps a click (docs/wallet.md, "Before the wallet has loaded").
 */
import { lazy, useEffect, useMemo, useState } from 'react';
import { type Chain, prepareTransaction, sendTransaction, type ThirdwebClient } from 'thirdweb';
import {
  ThirdwebProvider,
  useActiveAccount,
  useActiveWallet,
  useActiveWalletChain,
  useSwitchActiveWalletChain,
} from 'thirdweb/react';
import { type Account, injectedProvider, type Wallet } from 'thirdweb/wallets';
import { useAppServices } from '../../api/services';
import {
  atomicChainsThroughProvider,
  callsStatusThroughProvider,
  sendCallsThroughProvider,
  sendThroughProvider,
  type WalletBatch,
  type WalletTransaction,
} from '../../bridge/wallet';
import { appError } from '../../lib/errors';
import { setWalletState } from '../../shared/wallet/wallet-state';
import { thirdwebChain } from './chains';
import { thirdwebClient } from './client';

// Fetched with this module, not when first rendered. While it loads, the runtime suspends to the App's
// boundary, whose stand-in stays in place (one button, its focus and click kept).
const walletButton = import('./WalletButton');
// Failing, it is shown by the header's error boundary when rendered, not reported as unhandled before.
walletButton.catch(() => {});
const WalletButton = lazy(() => walletButton);

function chainOf(chains: readonly Chain[], chainId: number): Chain {
  const chain = chains.find((c) => c.id === chainId);
  if (!chain) throw new Error(`Chain ${chainId} is not a chain of this network`);
  return chain;
}

/** The EIP-1193 provider of an injected (EIP-6963) wallet, asked directly (docs/wallet.md, "Sending"). */
function injectedOf(wallet: Wallet | undefined) {
  return wallet && wallet.id !== 'com.coinbase.wallet' ? injectedProvider(wallet.id) : undefined;
}

/**
 * Sends `transaction` on its chain (docs/wallet.md, "Sending"). thirdweb's injected and Coinbase accounts leave
 * the chain out of `eth_sendTransaction`, so an injected wallet is asked directly, with its `chainId`; a
 * WalletConnect request is scoped to its chain, and the in-app wallet signs with the chain's id itself. Any
 * other wallet is checked to be on the chain right before it is asked.
 */
async function send(
  client: ThirdwebClient,
  chains: readonly Chain[],
  wallet: Wallet | undefined,
  account: Account,
  transaction: WalletTransaction,
): Promise<`0x${string}`> {
  const injected = injectedOf(wallet);
  if (injected) return sendThroughProvider(injected, account.address as `0x${string}`, transaction);
  if (wallet?.getChain()?.id !== transaction.chainId) {
    throw appError('wallet-chain-changed', 'The wallet is on another chain');
  }
  const { chainId, to, data, value } = transaction;
  const prepared = prepareTransaction({ client, chain: chainOf(chains, chainId), to, data, value });
  const { transactionHash } = await sendTransaction({ account, transaction: prepared });
  return transactionHash;
}

/**
 * The atomic batches (EIP-5792) of an injected wallet's account, once it said on which of the network's chains
 * it has them (docs/wallet.md, "One signature"); none for another wallet, which is asked request by request.
 */
function useWalletBatch(
  wallet: Wallet | undefined,
  address: `0x${string}` | undefined,
  chains: readonly Chain[],
): WalletBatch | undefined {
  const provider = injectedOf(wallet);
  const [found, setFound] = useState<{ provider: unknown; address: string; chainIds: readonly number[] }>();
  useEffect(() => {
    if (!provider || !address) return;
    let current = true;
    void atomicChainsThroughProvider(
      provider,
      address,
      chains.map((chain) => chain.id),
    ).then((chainIds) => {
      if (current) setFound({ provider, address, chainIds });
    });
    return () => {
      current = false;
    };
  }, [provider, address, chains]);
  return useMemo(() => {
    if (!provider || !address || found?.provider !== provider || found.address !== address) return undefined;
    if (found.chainIds.length === 0) return undefined;
    return {
      atomicChainIds: found.chainIds,
      sendCalls: (chainId, calls) => sendCallsThroughProvider(provider, address, chainId, calls),
      callsStatus: (id) => callsStatusThroughProvider(provider, id),
    };
  }, [provider, address, found]);
}

function WalletSync({ client, chains }: { client: ThirdwebClient; chains: readonly Chain[] }) {
  const wallet = useActiveWallet();
  const account = useActiveAccount();
  const chain = useActiveWalletChain();
  const switchChain = useSwitchActiveWalletChain();
  const batch = useWalletBatch(wallet, account?.address as `0x${string}` | undefined, chains);
  useEffect(() => {
    setWalletState(
      account
        ? {
            address: account.address as `0x${string}`,
            chainId: chain?.id,
            switchChain: async (chainId) => {
              await switchChain(chainOf(chains, chainId));
            },
            sendTransaction: (transaction) => send(client, chains, wallet, account, transaction),
            // Only some wallets can (thirdweb's injected ones); without it, no "Add to wallet" is offered.
            ...(account.watchAsset ? { watchAsset: account.watchAsset } : {}),
            ...(batch ? { batch } : {}),
          }
        : {},
    );
  }, [account, batch, chain, chains, client, switchChain, wallet]);
  return null;
}

export default function WalletRuntime() {
  const { network } = useAppServices();
  const client = useMemo(() => thirdwebClient(network.name), [network.name]);
  const chains = useMemo(() => network.chains.map(thirdwebChain), [network.chains]);
  return (
    <ThirdwebProvider>
      <WalletButton client={client} chains={chains} />
      <WalletSync client={client} chains={chains} />
    </ThirdwebProvider>
  );
}
