/**
 * Everything that needs thirdweb, loaded after the first screen: its provider, the connect button, and the
 * sync of the connected wallet into the wallet store. thirdweb's own button follows in a second chunk,
 * fetched next; until it is there a quick button opens the same modal (docs/performance.md).
 */
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { type Chain, prepareTransaction, sendTransaction, type ThirdwebClient } from 'thirdweb';
import { ThirdwebProvider, useActiveAccount, useActiveWalletChain, useSwitchActiveWalletChain } from 'thirdweb/react';
import { useAppServices } from '../../api/services';
import { setWalletState } from '../transfers/wallet-state';
import { thirdwebChain } from './chains';
import { thirdwebClient } from './client';
import { QuickConnectButton } from './QuickConnectButton';
import { useReconnecting } from './WalletStandIn';

/**
 * thirdweb's own button (its account-details screens, WalletConnect's client) is fetched once the quick
 * button has nothing more urgent to do: run any earlier, it would slow the modal's opening on a busy CPU
 * (docs/performance.md).
 */
let loadWalletButton: () => void = () => {};
const walletButtonWanted = new Promise<void>((resolve) => {
  loadWalletButton = resolve;
});
const WalletButton = lazy(() => walletButtonWanted.then(() => import('./WalletButton')));

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
  const reconnecting = useReconnecting();
  // A remembered wallet is reconnected by thirdweb's button: it is needed at once.
  useEffect(() => {
    if (reconnecting) loadWalletButton();
  }, [reconnecting]);
  return (
    <ThirdwebProvider>
      <Suspense
        fallback={
          <QuickConnectButton client={client} chains={chains} reconnecting={reconnecting} onIdle={loadWalletButton} />
        }
      >
        <WalletButton client={client} chains={chains} />
      </Suspense>
      <WalletSync client={client} chains={chains} />
    </ThirdwebProvider>
  );
}
