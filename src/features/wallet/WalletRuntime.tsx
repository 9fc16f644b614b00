/**
 * Everything that needs thirdweb, loaded after the first screen: its provider, the connect button, and the
 * sync of the connected wallet into the wallet store. Until thirdweb's button is there, the app's own
 * stand-in shows and keeps a click (docs/wallet.md, "Before the wallet has loaded").
 */
import { lazy, useEffect, useMemo } from 'react';
import { type Chain, prepareTransaction, sendTransaction, type ThirdwebClient } from 'thirdweb';
import { ThirdwebProvider, useActiveAccount, useActiveWalletChain, useSwitchActiveWalletChain } from 'thirdweb/react';
import { useAppServices } from '../../api/services';
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

function WalletSync({ client, chains }: { client: ThirdwebClient; chains: readonly Chain[] }) {
  const account = useActiveAccount();
  const chain = useActiveWalletChain();
  const switchChain = useSwitchActiveWalletChain();
  useEffect(() => {
    setWalletState(
      account
        ? {
            address: account.address as `0x${string}`,
            chainId: chain?.id,
            switchChain: async (chainId) => {
              await switchChain(chainOf(chains, chainId));
            },
            sendTransaction: async ({ chainId, to, data, value }) => {
              const transaction = prepareTransaction({ client, chain: chainOf(chains, chainId), to, data, value });
              const { transactionHash } = await sendTransaction({ account, transaction });
              return transactionHash;
            },
            // Only some wallets can (thirdweb's injected ones); without it, no "Add to wallet" is offered.
            ...(account.watchAsset ? { watchAsset: account.watchAsset } : {}),
          }
        : {},
    );
  }, [account, chain, chains, client, switchChain]);
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
