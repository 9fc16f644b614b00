import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTrust } from '../../bridge';
import { shortenAddress } from '../../lib/address';
import type { BridgeRoute } from '../../lib/routes';
import { trustText } from '../../shared/transfers/review/words';
import { endOn, routeId } from './collection-routes';
import './route-choice.css';

/** A route in words: its token's name, its router on the origin chain, and the root that vouches for it. */
function RouteText({ route, fromChainId }: { route: BridgeRoute; fromChainId: number }) {
  const { t, i18n } = useTranslation();
  const end = endOn(route, fromChainId);
  const router = end.router ?? end.address;
  const trust = routeTrust(route);
  return (
    <span title={router}>
      {t('nfts.route.describe', {
        token: route.token.tokenName,
        router: router ? shortenAddress(router) : '—',
        root: trust ? trustText(t, trust, i18n.language) : '—',
      })}
    </span>
  );
}

/**
 * The route the send goes over (docs/nfts.md, "Which route"): a line when one route carries the selection
 * to its destination, else a choice among them, so the user always sees which one is used.
 */
export function NftRouteChoice(props: {
  fromChainId: number;
  chainName: string;
  choices: readonly BridgeRoute[];
  chosen: BridgeRoute | undefined;
  onChoose: (routeId: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  const { choices, chosen, fromChainId } = props;
  const only = choices.length === 1 ? choices[0] : undefined;
  if (only)
    return (
      <p className="nft-route" data-testid="nft-route">
        <span className="nft-route-label">{t('nfts.route.one')}</span>{' '}
        <RouteText route={only} fromChainId={fromChainId} />
      </p>
    );
  if (choices.length === 0) return null;
  const chosenId = chosen ? routeId(chosen) : undefined;
  return (
    <fieldset className="nft-routes" data-testid="nft-route" disabled={props.disabled}>
      <legend>{t('nfts.route.choose', { chain: props.chainName })}</legend>
      {choices.map((route) => {
        const id = routeId(route);
        return (
          <label key={id}>
            <input type="radio" name={name} value={id} checked={id === chosenId} onChange={() => props.onChoose(id)} />
            <RouteText route={route} fromChainId={fromChainId} />
          </label>
        );
      })}
    </fieldset>
  );
}
