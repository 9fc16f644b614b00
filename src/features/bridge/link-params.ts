/**
 * The token form's state in the page's URL (docs/links.md): read once from a link into the bridge, and
 * written back as the user edits. A link only fills the form: whatever it names is checked here as if
 * typed, and what does not hold is dropped with a reason, keeping the rest.
 */
import { formatUnits } from 'viem';
import type { NetworkChain } from '../../config/types';
import { type AmountError, parseAmount } from '../../lib/amount';
import { type BridgeRoute, destinationsFrom, findRoute, sourcesOf, tokenKey } from '../../lib/routes';
import { parseRecipientInput } from '../../shared/names/names';
import { type RecipientRefusal, recipientRefusal, routeContractsOf } from '../../shared/recipient/recipient';

/** The query parameters of a link, in the order they are written. */
export const LINK_PARAMS = ['token', 'from', 'to', 'amount', 'recipient'] as const;
export type LinkParam = (typeof LINK_PARAMS)[number];

/** Why a link's parameter was dropped. */
export type LinkRefusal =
  /** Given more than once: which one the link meant is not guessed. */
  | 'repeated'
  | 'unknown-token'
  | 'unknown-chain'
  /** The chain is known, but the token has no open route from (or to) it. */
  | 'no-route'
  | Exclude<AmountError, 'empty' | 'over-balance'>
  /** Neither an address nor a name. */
  | 'invalid-recipient'
  /** A name that could read as another (docs/names.md). */
  | 'refused-name'
  | `recipient-${RecipientRefusal}`;

export interface IgnoredParam {
  readonly param: LinkParam;
  readonly reason: LinkRefusal;
}

/** What a link fills the form with: each part only when it holds. */
export interface LinkedForm {
  readonly token: string | undefined;
  readonly fromChainId: number | undefined;
  readonly toChainId: number | undefined;
  /** In base units of the route's token; the form writes it its locale's way. */
  readonly amount: bigint | undefined;
  /** The decimals of the route's token the amount was read with. */
  readonly decimals: number;
  readonly recipient: string | undefined;
  readonly ignored: readonly IgnoredParam[];
}

/** Each of the link's parameters as given (a repeated one as `null`), or absent. */
export type LinkValues = Partial<Record<LinkParam, string | null>>;

/** The link's parameters in `search`; empty values count as absent. */
export function readLinkValues(search: string): LinkValues {
  const params = new URLSearchParams(search);
  const values: LinkValues = {};
  for (const param of LINK_PARAMS) {
    const given = params.getAll(param).filter((v) => v.trim() !== '');
    if (given.length > 1) values[param] = null;
    else if (given[0] !== undefined) values[param] = given[0].trim();
  }
  return values;
}

export function hasLinkValues(values: LinkValues): boolean {
  return Object.keys(values).length > 0;
}

interface LinkContext {
  readonly routes: readonly BridgeRoute[];
  readonly chains: readonly Pick<NetworkChain, 'chainId' | 'chainSlug'>[];
  /** Where the form opens without a link. */
  readonly opening: { readonly token: string } | undefined;
}

/**
 * Checks a link's values against the routes as the form would: a token no route carries, a chain the
 * network does not have or the token cannot leave from or reach, an amount the form would refuse (read
 * as a plain decimal with a point, whatever the page's language), or a recipient the recipient rules
 * refuse on the route the form ends on, is dropped with its reason.
 */
export function resolveLink(values: LinkValues, context: LinkContext): LinkedForm {
  const { routes, chains } = context;
  const ignored: IgnoredParam[] = [];
  const ignore = (param: LinkParam, reason: LinkRefusal) => {
    ignored.push({ param, reason });
    return undefined;
  };
  const given = (param: LinkParam) => {
    const value = values[param];
    return value === null ? ignore(param, 'repeated') : value;
  };
  const tokens = new Set(routes.filter((r) => !r.token.isNft).map((r) => tokenKey(r.token)));

  const tokenText = given('token');
  const token =
    tokenText === undefined
      ? undefined
      : tokens.has(tokenText.toUpperCase())
        ? tokenText.toUpperCase()
        : ignore('token', 'unknown-token');
  const formToken = token ?? context.opening?.token ?? [...tokens][0] ?? '';

  const chainOf = (param: 'from' | 'to') => {
    const slug = given(param);
    if (slug === undefined) return undefined;
    const chain = chains.find((c) => c.chainSlug === slug.toLowerCase());
    return chain ? chain.chainId : ignore(param, 'unknown-chain');
  };
  const sources = sourcesOf(routes, formToken);
  let fromChainId = chainOf('from');
  if (fromChainId !== undefined && !sources.includes(fromChainId)) fromChainId = ignore('from', 'no-route');
  let toChainId = chainOf('to');
  if (toChainId !== undefined) {
    const reaches = (from: number) => destinationsFrom(routes, formToken, from).includes(toChainId as number);
    if (fromChainId !== undefined) {
      if (!reaches(fromChainId)) toChainId = ignore('to', 'no-route');
    } else {
      // Only the destination holds: the form leaves from the first chain that reaches it.
      const from = sources.find(reaches);
      if (from === undefined) toChainId = ignore('to', 'no-route');
      else fromChainId = from;
    }
  }

  // The route the form ends on, as it fills the chains the link left out.
  const formFrom = fromChainId ?? sources[0];
  const formTo = toChainId ?? (formFrom === undefined ? undefined : destinationsFrom(routes, formToken, formFrom)[0]);
  const answer =
    formFrom !== undefined && formTo !== undefined
      ? findRoute(routes, { token: formToken, fromChainId: formFrom, toChainId: formTo })
      : undefined;
  const route = answer?.ok ? answer : undefined;

  // As the form counts them while it has no route.
  const decimals = route?.route.token.decimals ?? 18;
  const amountText = given('amount');
  let amount: bigint | undefined;
  if (amountText !== undefined) {
    const parsed = parseAmount(amountText, decimals, 'en_US');
    if (parsed.ok) amount = parsed.value;
    else if (parsed.error !== 'empty' && parsed.error !== 'over-balance') ignore('amount', parsed.error);
  }

  const recipientText = given('recipient');
  let recipient: string | undefined;
  if (recipientText !== undefined) {
    const input = parseRecipientInput(recipientText);
    if (input.kind === 'address') {
      const refusal = recipientRefusal(input.address, routeContractsOf(route));
      if (refusal) ignore('recipient', `recipient-${refusal}`);
      else recipient = input.address;
    } else if (input.kind === 'name') recipient = input.name;
    else ignore('recipient', input.kind === 'refused-name' ? 'refused-name' : 'invalid-recipient');
  }

  return { token, fromChainId, toChainId, amount, decimals, recipient, ignored };
}

/** The form's state as a link writes it. */
export interface FormLinkState {
  readonly token: string;
  readonly fromSlug: string | undefined;
  readonly toSlug: string | undefined;
  /** The amount typed, once it reads as one (in base units). */
  readonly amount: { readonly value: bigint; readonly decimals: number } | undefined;
  readonly recipient: string;
}

/**
 * `search` with the form's parameters set to `state` (others the page had are kept): the amount as a
 * plain decimal with a point, a recipient only when it reads as an address or a name.
 */
export function writeLinkSearch(search: string, state: FormLinkState): string {
  const params = new URLSearchParams(search);
  for (const param of LINK_PARAMS) params.delete(param);
  const recipient = parseRecipientInput(state.recipient);
  const written: Record<LinkParam, string | undefined> = {
    token: state.token || undefined,
    from: state.fromSlug,
    to: state.toSlug,
    amount: state.amount && formatUnits(state.amount.value, state.amount.decimals),
    recipient: recipient.kind === 'address' || recipient.kind === 'name' ? state.recipient.trim() : undefined,
  };
  for (const param of LINK_PARAMS) {
    const value = written[param];
    if (value !== undefined) params.set(param, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
