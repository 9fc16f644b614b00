/**
 * Everything that needs thirdweb, in one chunk loaded after the first screen: its provider, the connect
 * button, and the sync of the connected wallet into the wallet store.
 */
import { useEffect, useMemo } from 'react';
import type { Chain } from 'thirdweb';
import { ThirdwebProvider, useActiveAccount, useActiveWalletChain, useSwitchActiveWalletChain } from 'thirdweb/react';
import { useAppServices } from '../../app/services';
import { thirdwebChain } from './chains';
import { thirdwebClient } from './client';
import WalletButton from './WalletButton';
import { setWalletState } from './wallet-store';

function WalletSync({ chains }: { chains: readonly Chain[] }) {
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
              const target = chains.find((c) => c.id === chainId);
              if (!target) throw new Error(`Chain ${chainId} is not a chain of this network`);
              await switchChain(target);
            },
          }
        : {},
    );
  }, [account, chain, chains, switchChain]);
  return null;
}

export default function WalletRuntime() {
  const { network } = useAppServices();
  const client = useMemo(() => thirdwebClient(network.name), [network.name]);
  const chains = useMemo(() => network.chains.map(thirdwebChain), [network.chains]);
  return (
    <ThirdwebProvider>
      <WalletButton client={client} chains={chains} />
      <WalletSync chains={chains} />
    </ThirdwebProvider>
  );
}
