/**
 * Everything that needs thirdweb, in one chunk loaded after the first screen: its provider, the connect
 * button, and the sync of the connected wallet into the wallet store.
 */
import { useEffect, useMemo } from 'react';
import { type Chain, prepareTransaction, sendTransaction, type ThirdwebClient } from 'thirdweb';
import { ThirdwebProvider, useActiveAccount, useActiveWalletChain, useSwitchActiveWalletChain } from 'thirdweb/react';
import { useAppServices } from '../../api/services';
import { setWalletState } from '../transfers/wallet-state';
import { thirdwebChain } from './chains';
import { thirdwebClient } from './client';
import WalletButton from './WalletButton';

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
  return (
    <ThirdwebProvider>
      <WalletButton client={client} chains={chains} />
      <WalletSync client={client} chains={chains} />
    </ThirdwebProvider>
  );
}
