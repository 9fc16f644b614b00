import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { traitsQuery } from '../../api/marketplace-queries';
import { useAppServices } from '../../api/services';
import { chainOf } from '../../config';
import { useRoutes } from '../../shared/routes/useRoutes';
import { useWalletState } from '../../shared/wallet/wallet-state';
import { groupByChain, matchesTraits, type NftItem, nftKey, type TraitFilter, toggleSelection } from './inventory';
import { NftApprovals } from './NftApprovals';
import { NftGrid } from './NftGrid';
import { NftSendBar, type NftStep } from './NftSendBar';
import { TraitFilters } from './TraitFilters';
import { useNftInventory } from './useNftInventory';

/** The user's NFTs on every chain, filtered by traits; several picked and sent in one flow. */
export default function NftGallery() {
  const { t } = useTranslation();
  const { network, marketplace } = useAppServices();
  const wallet = useWalletState();
  const { routes, serverUnavailable, pending } = useRoutes();
  const nftRoutes = useMemo(() => routes.filter((r) => r.token.isNft), [routes]);
  const inventory = useNftInventory(wallet.address, nftRoutes);
  const slug = nftRoutes.find((r) => r.token.collectionSlug)?.token.collectionSlug;
  const traits = useQuery(traitsQuery(marketplace, slug));
  const [filter, setFilter] = useState<TraitFilter>({});
  const [picked, setPicked] = useState<NftItem[]>([]);
  const [step, setStep] = useState<NftStep | undefined>();
  const [error, setError] = useState<string | undefined>();

  const items = inventory.data?.items ?? [];
  // A token that left the wallet drops out of the selection; the others stay.
  const selected = inventory.data ? picked.filter((p) => items.some((i) => nftKey(i) === nftKey(p))) : picked;
  const chainName = (chainId: number | undefined) => chainOf(network, chainId)?.chainName ?? String(chainId);
  const groups = groupByChain(
    items.filter((item) => matchesTraits(item, filter)),
    network.chains.map((c) => c.chainId),
  );
  const hasTraits = Object.keys(traits.data ?? {}).length > 0;

  return (
    <section className="panel nfts" aria-labelledby="nfts-title">
      <h2 id="nfts-title">{t('nfts.title')}</h2>
      {nftRoutes.length === 0 && !pending ? (
        // Why none (docs/nfts.md, "Which collections"): NFTs move only over routes the build vouches for, and
        // neither the Hyperlane registry nor a signed route list names one here; or the marketplace is down.
        <p className="hint">{t(serverUnavailable ? 'nfts.noCollectionsOffline' : 'nfts.noCollections')}</p>
      ) : !wallet.address ? (
        <p className="hint">{t('nfts.connect')}</p>
      ) : inventory.isLoading || nftRoutes.length === 0 ? (
        <p className="hint">{t('nfts.loading')}</p>
      ) : inventory.isError ? (
        <p className="form-error" role="alert">
          {t('nfts.unavailable')}
        </p>
      ) : (
        <>
          {inventory.data?.source === 'chain' ? <p className="hint">{t('nfts.fromChains')}</p> : null}
          <NftApprovals routes={nftRoutes} />
          {traits.data && hasTraits && items.length > 0 ? (
            <TraitFilters traits={traits.data} filter={filter} onChange={setFilter} />
          ) : null}
          {items.length === 0 ? (
            <p className="hint">{t('nfts.none')}</p>
          ) : groups.length === 0 ? (
            <p className="hint">{t('nfts.noMatch')}</p>
          ) : (
            <NftGrid
              groups={groups}
              selected={selected}
              disabled={step !== undefined}
              chainName={chainName}
              chainIcon={(chainId) => chainOf(network, chainId)?.icon}
              onToggle={(item) => {
                setError(undefined);
                setPicked(toggleSelection(selected, item));
              }}
            />
          )}
          <NftSendBar
            selected={selected}
            routes={nftRoutes}
            step={step}
            onStep={setStep}
            error={error}
            onError={setError}
            onClear={() => setPicked([])}
            chainName={chainName}
          />
        </>
      )}
    </section>
  );
}
