import { useTranslation } from 'react-i18next';
import type { PlannedContract, PlannedRequest, Trust } from '../../../bridge';
import { ExplorerLink } from '../../../components/ExplorerLink';
import { chainOf } from '../../../config';
import { shortenAddress } from '../../../lib/address';
import { addressUrl } from '../../../lib/explorer-links';
import { type RequestContext, requestText } from './words';

function contractOf(request: PlannedRequest): PlannedContract | undefined {
  if (request.kind === 'switch') return undefined;
  return request.kind === 'send' ? request.contract : request.spender;
}

/** Why a contract is trusted: the root that vouches for it (docs/routes.md). */
function TrustLabel({ trust }: { trust: Trust }) {
  const { t } = useTranslation();
  if (typeof trust === 'string') {
    return (
      <span className="review-verified" data-trust={trust}>
        {t(`review.trust.${trust}`)}
      </span>
    );
  }
  const { owner } = trust;
  return (
    <span className="review-verified" data-trust="owner" title={owner.address}>
      {t('review.trust.owner', { owner: owner.name, address: shortenAddress(owner.address) })}
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

/** The wallet requests of a send, in order, each contract named and marked verified. */
export function RequestList({ requests, ctx }: { requests: readonly PlannedRequest[]; ctx: RequestContext }) {
  const { t } = useTranslation();
  return (
    <ol className="review-requests" data-testid="review-requests">
      {requests.map((request, index) => {
        const contract = contractOf(request);
        return (
          // The list is the plan: fixed once shown.
          // biome-ignore lint/suspicious/noArrayIndexKey: requests have no identity beyond their place
          <li key={index} data-kind={request.kind} data-contract={contract?.address}>
            <span>{requestText(t, ctx, request)}</span>
            {contract ? <ContractLine contract={contract} ctx={ctx} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
