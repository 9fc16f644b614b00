import { useState } from 'react';
import { useActiveWallet, useActiveWalletChain, useSwitchActiveWalletChain } from 'thirdweb/react';
import { useAppServices } from '../../app/services';

export interface ChainSwitch {
  /** The connected wallet's chain, when a wallet is connected. */
  readonly walletChainId: number | undefined;
  readonly switching: boolean;
  readonly error: unknown;
  /**
   * Asks the wallet to switch to `chainId`; a wallet that does not know the chain is asked to add it,
   * with the network's own RPC and explorer (thirdweb does this when the switch is refused).
   */
  switchTo(chainId: number): Promise<void>;
}

export function useChainSwitch(): ChainSwitch {
  const { chains } = useAppServices();
  const wallet = useActiveWallet();
  const activeChain = useActiveWalletChain();
  const switchChain = useSwitchActiveWalletChain();
  const [switching, setSwitching] = useState(false);
  const [error, setError] = useState<unknown>(undefined);

  return {
    walletChainId: wallet ? activeChain?.id : undefined,
    switching,
    error,
    async switchTo(chainId) {
      const chain = chains.find((c) => c.id === chainId);
      if (!chain) throw new Error(`Chain ${chainId} is not a chain of this network`);
      setSwitching(true);
      setError(undefined);
      try {
        await switchChain(chain);
      } catch (failure) {
        setError(failure);
      } finally {
        setSwitching(false);
      }
    },
  };
}
