import { useTranslation } from 'react-i18next';
import { oneBatch, type Plan, type PlannedContract, type PlannedRequest, type Trust } from '../../../bridge';
import { ExplorerLink } from '../../../components/ExplorerLink';
import { chainOf } from '../../../config';
import { shortenAddress } from '../../../lib/address';
import { addressUrl } from '../../../lib/explorer-links';
import { useWalletState } from '../../wallet/wallet-state';
import { type RequestContext, requestText, trustText } from './words';

function contractOf(request: PlannedRequest): PlannedContract | undefined {
  if (request.kind === 'switch') return undefined;
  return request.kind === 'send' ? request.contract : request.spender;
}

/** Why a contract is trusted: the root the build ships that vouches for it (docs/routes.md). */
function TrustLabel({ trust }: { trust: Trust }) {
  const { t, i18n } = useTranslation();
  const signer = typeof trust === 'string' ? undefined : trust.signedList.signer;
  return (
    <span className="review-verified" data-trust={signer ? 'signed-list' : trust} title={signer}>
      {trustText(t, trust, i18n.language)}
    </span>
  );
}

/** A contract's address, linked to its explorer page, and why it is trusted. */
function ContractLine({ contract, ctx }: { contract: PlannedContract; ctx: RequestContext }) {
  const { t } = useTranslation();
  const chain = chainOf(ctx.network, contract.chainId);
  const href = chain ? addressUrl(chain, contract.address) : undefined;
  const short = shortenAddress(contract.address);
  return (
    <span className="review-contract">
      {href ? (
        <ExplorerLink href={href} label={t('review.viewContract', { address: short })} title={contract.address}>
          {short}
        </ExplorerLink>
      ) : (
        <span title={contract.address}>{short}</span>
      )}{' '}
      <TrustLabel trust={contract.trust} />
    </span>
  );
}

/** One wallet request: what it asks, and the contract it calls or approves. */
function RequestItem({ request, ctx }: { request: PlannedRequest; ctx: RequestContext }) {
  const { t } = useTranslation();
  const contract = contractOf(request);
  return (
    <li data-kind={request.kind} data-contract={contract?.address}>
      <span>{requestText(t, ctx, request)}</span>
      {contract ? <ContractLine contract={contract} ctx={ctx} /> : null}
    </li>
  );
}

/**
 * The wallet requests of a send, in order, each contract named and marked verified. When the wallet batches
 * atomically on the plan's chain, the signed ones are listed inside one item, "One signature", as the executor
 * sends them (docs/transfers.md, "One signature").
 */
export function RequestList({
  plan,
  requests,
  ctx,
}: {
  plan: Pick<Plan, 'simulate'>;
  requests: readonly PlannedRequest[];
  ctx: RequestContext;
}) {
  const { t } = useTranslation();
  const { batch } = useWalletState();
  const batched = oneBatch(plan, requests, batch?.atomicChainIds);
  const items = (listed: readonly PlannedRequest[]) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: requests have no identity beyond their place
    listed.map((request, index) => <RequestItem key={index} request={request} ctx={ctx} />);
  if (batched.length === 0) {
    return (
      <ol className="review-requests" data-testid="review-requests">
        {items(requests)}
      </ol>
    );
  }
  return (
    <ol className="review-requests" data-testid="review-requests">
      {items(requests.filter((request) => request.kind === 'switch'))}
      <li data-kind="batch" className="review-batch">
        <strong>{t('review.batch.title')}</strong>
        <span className="review-batch-note">{t('review.batch.note')}</span>
        <ol className="review-batch-calls" data-testid="review-batch-calls">
          {items(batched)}
        </ol>
      </li>
    </ol>
  );
}

/**
 * The note of a plan made with the contracts a root chain names where a chain's node named others
 * (`Plan.nodeDisagrees`): nothing to do, but said, with the details in the browser's console.
 */
export function NodeNote({ plan, ctx }: { plan: Pick<Plan, 'nodeDisagrees'>; ctx: RequestContext }) {
  const { t } = useTranslation();
  if (!plan.nodeDisagrees) return null;
  const { chainId, rootChainId } = plan.nodeDisagrees;
  return (
    <p className="hint" role="note" data-testid="review-node-note">
      {t('review.nodeDisagrees', {
        chain: chainOf(ctx.network, chainId)?.chainName,
        root: chainOf(ctx.network, rootChainId)?.chainName,
      })}
    </p>
  );
}
