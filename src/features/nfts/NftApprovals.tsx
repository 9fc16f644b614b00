import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { queryKeys } from '../../api/query-keys';
import { useAppServices } from '../../api/services';
import { allMethods, planRequests, routeTrust, type Trust } from '../../bridge';
import { chainOf, type NetworkConfig } from '../../config';
import { erc721Abi } from '../../lib/abis';
import { shortenAddress } from '../../lib/address';
import { appError } from '../../lib/errors';
import { type BridgeRoute, isCollateralEnd } from '../../lib/routes';
import { sendWithToast } from '../../shared/transfers/send-with-toast';
import { runPlan } from '../../shared/transfers/useRunPlan';
import { useWalletState } from '../../shared/wallet/wallet-state';

interface CollectionApproval {
  readonly chainId: number;
  readonly collection: Address;
  readonly router: Address;
  readonly name: string;
  readonly trust: Trust;
}

/** Every collateral router of the NFT routes, once: the only contracts this app asks to approve. */
function approvableRouters(routes: readonly BridgeRoute[]): CollectionApproval[] {
  const found = new Map<string, CollectionApproval>();
  for (const route of routes) {
    for (const end of [route.l1, route.l2]) {
      const trust = routeTrust(route);
      if (!isCollateralEnd(end) || !end.router || !end.address || !trust) continue;
      found.set(`${end.chainId}:${end.router}`, {
        chainId: end.chainId,
        collection: end.address,
        router: end.router,
        name: route.token.tokenName,
        trust,
      });
    }
  }
  return [...found.values()];
}

/** Which of `routers` the owner has approved for all of its collection. */
function nftApprovalsQuery(network: NetworkConfig, owner: Address | undefined, routers: readonly CollectionApproval[]) {
  return queryOptions({
    queryKey: queryKeys.nftApprovals.of(
      network.name,
      owner ?? '0x',
      routers.map((r) => `${r.chainId}:${r.router}`),
    ),
    queryFn:
      owner && routers.length > 0
        ? async () => {
            const granted = await Promise.all(
              routers.map(async (approval) => {
                const chain = chainOf(network, approval.chainId);
                if (!chain) return false;
                return publicClient(chain).readContract({
                  address: approval.collection,
                  abi: erc721Abi,
                  functionName: 'isApprovedForAll',
                  args: [owner, approval.router],
                });
              }),
            );
            return routers.filter((_, i) => granted[i]);
          }
        : skipToken,
  });
}

/**
 * The collection-wide approvals (`setApprovalForAll`) the owner has given the bridge's routers, each with
 * a way to take it back. Approvals of single tokens end by themselves when the token moves.
 */
export function NftApprovals({ routes }: { routes: readonly BridgeRoute[] }) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const wallet = useWalletState();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const routers = useMemo(() => approvableRouters(routes.filter((r) => r.token.isNft)), [routes]);
  const owner = wallet.address;
  const approvals = useQuery(nftApprovalsQuery(network, owner, routers));
  const granted = approvals.data ?? [];
  if (!owner || granted.length === 0) return null;

  const revoke = async (approval: CollectionApproval) => {
    const chain = chainOf(network, approval.chainId);
    if (!chain) return;
    const key = `${approval.chainId}:${approval.router}`;
    setRevoking(key);
    setError(undefined);
    const outcome = await sendWithToast(
      t,
      t('nfts.revoking'),
      async () => {
        // The approval was given to an NFT route's router: the method that moves NFTs takes it back.
        const method = allMethods().find((each) => each.planNftRevoke);
        const plan = method?.planNftRevoke?.({ owner, ...approval });
        if (!method || !plan) throw appError('route-unsendable', 'This route cannot be sent from here');
        await runPlan(network, { method, plan, requests: planRequests(plan, wallet.chainId) }, () => {});
      },
      () => t('nfts.revoked'),
    );
    setRevoking(undefined);
    if (!outcome.ok) setError(outcome.message);
    void queryClient.invalidateQueries({ queryKey: queryKeys.nftApprovals.all });
  };

  return (
    <div className="nft-approvals" data-testid="nft-approvals">
      <h3>{t('nfts.approvalsTitle')}</h3>
      <ul>
        {granted.map((approval) => {
          const key = `${approval.chainId}:${approval.router}`;
          return (
            <li key={key}>
              {t('nfts.approvalGranted', {
                collection: approval.name,
                router: shortenAddress(approval.router),
                chain: chainOf(network, approval.chainId)?.chainName,
              })}{' '}
              <button
                type="button"
                className="button"
                disabled={revoking !== undefined}
                onClick={() => void revoke(approval)}
              >
                {t('nfts.revoke')}
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
