import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { traitsQuery } from '../../api/marketplace-queries';
import { useAppServices } from '../../api/services';
import { routeRefusalMessage } from '../../i18n/messages';
import { shortenAddress } from '../../lib/address';
import { TransactionError } from '../../lib/errors';
import { formatTokenAmount } from '../../lib/format';
import { destinationsFrom, findRoute, isCollateralEnd, tokenKey } from '../../lib/routes';
import { orderTraitValues } from '../../lib/traits';
import { invalidateAfterTransfer, nftInventoryKeys } from '../transfers/after-transfer';
import { RECIPIENT_BLOCKER_KEYS, RecipientField } from '../transfers/RecipientField';
import { sendWithToast } from '../transfers/send-with-toast';
import { transferStore } from '../transfers/transfer-store';
import { useBalance } from '../transfers/useBalance';
import { useInterchainGas } from '../transfers/useInterchainGas';
import { useRecipient } from '../transfers/useRecipient';
import { useRoutes } from '../transfers/useRoutes';
import { useWalletState } from '../transfers/wallet-state';
import {
  collectionRoute,
  groupByChain,
  matchesTraits,
  type NftItem,
  nftKey,
  type TraitFilter,
  toggleSelection,
} from './inventory';
import { NftApprovals } from './NftApprovals';
import type { NftSendStep } from './send-nfts';
import { useNftInventory } from './useNftInventory';

/** The user's NFTs on every chain, filtered by traits; several picked and sent in one flow. */
export default function NftGallery() {
  const { t, i18n } = useTranslation();
  const { network, marketplace } = useAppServices();
  const wallet = useWalletState();
  const queryClient = useQueryClient();
  const { routes } = useRoutes();
  const nftRoutes = useMemo(() => routes.filter((r) => r.token.isNft), [routes]);
  const inventory = useNftInventory(wallet.address, nftRoutes);
  const slug = nftRoutes.find((r) => r.token.collectionSlug)?.token.collectionSlug;
  const traits = useQuery(traitsQuery(marketplace, slug));
  const [filter, setFilter] = useState<TraitFilter>({});
  const [picked, setPicked] = useState<NftItem[]>([]);
  const [to, setTo] = useState<number | undefined>();
  const [step, setStep] = useState<{ step: NftSendStep; done?: number } | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [preferApproveAll, setPreferApproveAll] = useState(false);

  const items = inventory.data?.items ?? [];
  // A token that left the wallet drops out of the selection; the others stay.
  const selected = inventory.data ? picked.filter((p) => items.some((i) => nftKey(i) === nftKey(p))) : picked;
  const shown = items.filter((item) => matchesTraits(item, filter));
  const chainName = (chainId: number | undefined) =>
    network.chains.find((c) => c.chainId === chainId)?.chainName ?? String(chainId);
  const groups = groupByChain(
    shown,
    network.chains.map((c) => c.chainId),
  );

  const first = selected[0];
  const route = first ? collectionRoute(nftRoutes, first.chainId, first.collection) : undefined;
  const token = route ? tokenKey(route.token) : undefined;
  const destinations = first && token ? destinationsFrom(nftRoutes, token, first.chainId) : [];
  const toChainId = to !== undefined && destinations.includes(to) ? to : destinations[0];
  const answer =
    first && token && toChainId !== undefined
      ? findRoute(nftRoutes, { token, fromChainId: first.chainId, toChainId })
      : undefined;
  const open = answer?.ok ? answer : undefined;
  const gas = useInterchainGas(answer);
  const transactions = open?.route.nftBatchSignature ? 1 : selected.length;
  // The quote is paid once per NFT, batch or not: a batch record does not say how its messages are split,
  // and a delivery without gas would strand the tokens.
  const fee = gas.data === undefined ? undefined : gas.data * BigInt(selected.length);
  const collateral = open ? isCollateralEnd(open.from) : false;
  const origin = network.chains.find((c) => c.chainId === first?.chainId);
  const native = useBalance(first?.chainId, undefined, wallet.address);
  const destination = network.chains.find((c) => c.chainId === toChainId);
  const recipientState = useRecipient({
    connected: wallet.address,
    disabled: step !== undefined,
    origin,
    destination,
    routeContracts: open
      ? [open.from.router, open.from.address, open.to.router, open.to.address].filter(
          (a): a is Address => a !== undefined,
        )
      : [],
  });

  const blocker = (() => {
    if (!first) return t('nfts.selectFirst');
    if (!route || !answer) return t('nfts.noRoute', { chain: chainName(first.chainId) });
    if (!answer.ok) return routeRefusalMessage(t, answer.reason);
    if (recipientState.blocker) return t(RECIPIENT_BLOCKER_KEYS[recipientState.blocker]);
    if (fee === undefined) return t('bridge.quoting');
    if (native.data && native.data.native < fee)
      return t('bridge.insufficientGas', { symbol: origin?.nativeCurrency.symbol ?? 'ETH' });
    return undefined;
  })();

  const onSend = async () => {
    const recipient = recipientState.check.recipient;
    if (!open || !wallet.address || !origin?.mailbox || !destination || gas.data === undefined || !recipient) return;
    const originMailbox = origin.mailbox;
    const owner = wallet.address;
    setError(undefined);
    const outcome = await sendWithToast(
      t,
      t('nfts.steps.checking'),
      async (showStep) => {
        const { sendNfts } = await import('./send-nfts');
        const transfers = await sendNfts(
          {
            answer: open,
            items: selected,
            recipient,
            sender: owner,
            destinationDomain: destination.domainId,
            interchainGas: gas.data,
            origin: publicClient(origin),
            originName: origin.chainName,
            originMailbox,
            preferApproveAll,
          },
          wallet,
          {
            onStep: (next, done) => {
              setStep({ step: next, ...(done !== undefined ? { done } : {}) });
              showStep(t(`nfts.steps.${next}`, { current: (done ?? 0) + 1, count: transactions }));
            },
            onSent: (saved) => transferStore.save(saved),
            onConfirmed: (hash, confirmed) => transferStore.update(hash, confirmed),
          },
        );
        // Only a reverted receipt is a failure once there is a hash; the history shows it.
        const failed = transfers.find((transfer) => transfer.status === 'failed');
        if (failed) throw new TransactionError(failed.error ?? 'Transaction failed');
      },
      () => t('nfts.sent', { count: selected.length }),
    );
    setStep(undefined);
    if (outcome.ok) {
      setPicked([]);
      void invalidateAfterTransfer(queryClient);
    } else {
      setError(outcome.message);
      // A token that left the wallet drops out of the gallery, and so out of the selection.
      void queryClient.invalidateQueries({ queryKey: nftInventoryKeys.all });
    }
  };

  const traitEntries = Object.entries(traits.data ?? {}).sort(([a], [b]) => a.localeCompare(b));

  return (
    <section className="panel nfts" aria-labelledby="nfts-title">
      <h2 id="nfts-title">{t('nfts.title')}</h2>
      {!wallet.address ? (
        <p className="hint">{t('nfts.connect')}</p>
      ) : inventory.isLoading ? (
        <p className="hint">{t('nfts.loading')}</p>
      ) : inventory.isError ? (
        <p className="form-error" role="alert">
          {t('nfts.unavailable')}
        </p>
      ) : (
        <>
          {inventory.data?.source === 'chain' ? <p className="hint">{t('nfts.fromChains')}</p> : null}
          <NftApprovals routes={nftRoutes} />
          {traitEntries.length > 0 && items.length > 0 ? (
            <fieldset className="trait-filters">
              <legend>{t('nfts.filter')}</legend>
              {traitEntries.map(([trait, info]) => (
                <label key={trait}>
                  <span>{trait}</span>
                  <select
                    value={filter[trait] ?? ''}
                    onChange={(e) => {
                      const { [trait]: _, ...rest } = filter;
                      setFilter(e.target.value ? { ...rest, [trait]: e.target.value } : rest);
                    }}
                  >
                    <option value="">{t('nfts.any')}</option>
                    {orderTraitValues(info).map((v) => (
                      <option key={v.value} value={v.value}>
                        {`${v.value} (${v.valueCount})`}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              {Object.keys(filter).length > 0 ? (
                <button type="button" className="button" onClick={() => setFilter({})}>
                  {t('nfts.clearFilters')}
                </button>
              ) : null}
            </fieldset>
          ) : null}
          {items.length === 0 ? (
            <p className="hint">{t('nfts.none')}</p>
          ) : groups.length === 0 ? (
            <p className="hint">{t('nfts.noMatch')}</p>
          ) : (
            groups.map((group) => (
              <div key={group.chainId} className="nft-group" data-chain={group.chainId}>
                <h3>
                  {chainName(group.chainId)} <span className="muted">({group.items.length})</span>
                </h3>
                <ul className="nft-grid">
                  {group.items.map((item) => {
                    const isSelected = selected.some((s) => nftKey(s) === nftKey(item));
                    return (
                      <li key={nftKey(item)}>
                        <label className={`nft-card${isSelected ? ' selected' : ''}`} data-token-id={item.tokenId}>
                          <input
                            type="checkbox"
                            checked={isSelected}
                            disabled={step !== undefined}
                            onChange={() => {
                              setError(undefined);
                              setPicked(toggleSelection(selected, item));
                            }}
                          />
                          {item.image ? (
                            <img src={item.image} alt="" width={96} height={96} loading="lazy" />
                          ) : (
                            <span className="nft-placeholder" aria-hidden="true">
                              #{item.tokenId}
                            </span>
                          )}
                          <span className="nft-name">{item.name}</span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))
          )}
          {first ? (
            <div className="nft-send" data-testid="nft-send">
              <p>
                <strong>{t('nfts.selected', { count: selected.length, chain: chainName(first.chainId) })}</strong>{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setPicked([])}
                  disabled={step !== undefined}
                >
                  {t('nfts.clearSelection')}
                </button>
              </p>
              {destinations.length > 0 ? (
                <label className="field">
                  <span>{t('bridge.to')}</span>
                  <select value={toChainId} onChange={(e) => setTo(Number(e.target.value))}>
                    {destinations.map((chainId) => (
                      <option key={chainId} value={chainId}>
                        {chainName(chainId)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              {open ? <RecipientField {...recipientState.field} /> : null}
              {open ? (
                <dl className="quote">
                  <dt>{t('nfts.interchainGas', { count: selected.length })}</dt>
                  <dd data-testid="nft-gas">
                    {fee !== undefined && origin
                      ? `${formatTokenAmount(fee, origin.nativeCurrency.decimals, i18n.language)} ${origin.nativeCurrency.symbol}`
                      : '…'}
                  </dd>
                  <dt>{t('nfts.signatures')}</dt>
                  <dd>
                    {open.route.nftBatchSignature
                      ? t('nfts.oneTransaction')
                      : t('nfts.perToken', { count: selected.length })}
                  </dd>
                  <dt>{t('bridge.time')}</dt>
                  <dd>{t('bridge.minutes', { count: Math.round(open.estimatedTime / 60) })}</dd>
                </dl>
              ) : null}
              {open && collateral ? (
                <>
                  <p className="hint">{t('nfts.approvalEach', { count: selected.length })}</p>
                  {selected.length > 1 && open.from.router ? (
                    <label className="confirm">
                      <input
                        type="checkbox"
                        checked={preferApproveAll}
                        disabled={step !== undefined}
                        onChange={(e) => setPreferApproveAll(e.target.checked)}
                      />
                      {t('nfts.approveAllChoice', {
                        collection: open.route.token.tokenName,
                        router: shortenAddress(open.from.router),
                        chain: chainName(open.from.chainId),
                        count: selected.length,
                      })}
                    </label>
                  ) : null}
                </>
              ) : null}
              {error ? (
                <p className="form-error" role="alert">
                  {error}
                </p>
              ) : null}
              <button
                type="button"
                className="button primary"
                disabled={blocker !== undefined || step !== undefined}
                onClick={() => void onSend()}
              >
                {step
                  ? t(`nfts.steps.${step.step}`, { current: (step.done ?? 0) + 1, count: transactions })
                  : (blocker ?? t('nfts.send', { count: selected.length, chain: chainName(toChainId) }))}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
