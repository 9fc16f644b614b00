import { useEffect, useState } from 'react';
import type { NetworkChain } from '../../config/types';
import { parseAmount } from '../../lib/amount';
import type { BridgeRoute } from '../../lib/routes';
import {
  hasLinkValues,
  type IgnoredParam,
  type LinkedForm,
  readLinkValues,
  resolveLink,
  writeLinkSearch,
} from './link-params';

/** The token form's state, as the URL carries it. */
interface FormState {
  readonly token: string;
  readonly fromChainId: number | undefined;
  readonly toChainId: number | undefined;
  readonly amountText: string;
  readonly decimals: number;
  readonly locale: string;
  readonly recipient: string;
}

/**
 * The form's link (docs/links.md): the page's URL is read once, and what it names fills the form through
 * `apply` (never more: nothing is sent or asked of the wallet because of a link); then the URL follows the
 * form as the user edits it, replaced in place so that the Back button is not filled with every keystroke.
 * A link that names a route the marketplace may still add waits for its routes to settle before it is read.
 */
export function useFormLink(input: {
  readonly routes: readonly BridgeRoute[];
  readonly routesPending: boolean;
  readonly chains: readonly NetworkChain[];
  readonly opening: { readonly token: string } | undefined;
  readonly state: FormState;
  readonly apply: (linked: LinkedForm) => void;
}): { readonly ignored: readonly IgnoredParam[] } {
  const { routes, routesPending, chains, opening, state, apply } = input;
  const [values] = useState(() => readLinkValues(window.location.search));
  const [read, setRead] = useState(() => !hasLinkValues(values));
  const [ignored, setIgnored] = useState<readonly IgnoredParam[]>([]);

  useEffect(() => {
    if (read) return;
    const linked = resolveLink(values, { routes, chains, opening });
    if (linked.ignored.length > 0 && routesPending) return;
    apply(linked);
    setIgnored(linked.ignored);
    setRead(true);
  }, [read, values, routes, routesPending, chains, opening, apply]);

  const slugOf = (chainId: number | undefined) => chains.find((c) => c.chainId === chainId)?.chainSlug;
  const amount = parseAmount(state.amountText, state.decimals, state.locale);
  const search = read
    ? writeLinkSearch(window.location.search, {
        token: state.token,
        fromSlug: slugOf(state.fromChainId),
        toSlug: slugOf(state.toChainId),
        amount: amount.ok ? { value: amount.value, decimals: state.decimals } : undefined,
        recipient: state.recipient,
      })
    : undefined;
  useEffect(() => {
    if (search === undefined || search === window.location.search) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }, [search]);

  return { ignored };
}
