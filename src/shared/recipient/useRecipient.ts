import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Address, isAddress, isAddressEqual } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { queryKeys } from '../../api/query-keys';
import type { NetworkChain } from '../../config/types';
import { type NameResolution, parseRecipientInput } from '../names/names';
import { useNameResolution } from '../names/useNameResolution';
import {
  isContractCode,
  type RecipientBlocker,
  type RecipientConfirmation,
  type RecipientRefusal,
  recipientBlocker,
  recipientConfirmation,
  recipientRefusal,
} from './recipient';

export interface RecipientCheck {
  /** The address the transfer goes to: the typed one or the one a typed name resolved to, else the connected one. */
  readonly recipient: Address | undefined;
  /** A name typed as the recipient, and where its lookup stands (docs/names.md). */
  readonly naming: NameResolution;
  readonly valid: boolean;
  readonly refusal: RecipientRefusal | undefined;
  /** What the user must confirm before sending, and the key a confirmation is given for. */
  readonly confirmation: RecipientConfirmation | undefined;
  readonly confirmationKey: string | undefined;
  /** The chains are still being asked. */
  readonly pending: boolean;
}

const ACCOUNT_CODE_STALE_MS = 5 * 60_000;
const RECIPIENT_STALE_MS = 60_000;

/** Whether `account` is a contract account on `chain`. */
function accountCodeQuery(chain: NetworkChain | undefined, account: Address | undefined) {
  return queryOptions({
    queryKey: chain && account ? queryKeys.accountCode(chain.chainId, account) : queryKeys.idle('account-code'),
    queryFn:
      chain && account
        ? async () => isContractCode(await publicClient(chain).getCode({ address: account }))
        : skipToken,
    staleTime: ACCOUNT_CODE_STALE_MS,
  });
}

/** What the user must confirm before sending to `recipient` on `chain`, or null when nothing. */
function recipientQuery(chain: NetworkChain | undefined, recipient: Address | undefined) {
  return queryOptions({
    queryKey: chain && recipient ? queryKeys.recipient(chain.chainId, recipient) : queryKeys.idle('recipient'),
    queryFn:
      chain && recipient
        ? async () => {
            const client = publicClient(chain);
            const [code, nonce, balance] = await Promise.all([
              client.getCode({ address: recipient }),
              client.getTransactionCount({ address: recipient }),
              client.getBalance({ address: recipient }),
            ]);
            return recipientConfirmation({ code, nonce, balance }) ?? null;
          }
        : skipToken,
    staleTime: RECIPIENT_STALE_MS,
  });
}

/**
 * Checks where a transfer would go. An address typed by hand, or the connected one when that is a contract
 * account on the origin chain (a Safe, a smart account, which may not exist at the same address on the
 * destination), is read on the destination chain; the route's own contracts and unusable addresses are
 * refused whoever typed them.
 */
export function useRecipientCheck(input: {
  readonly typed: string;
  readonly connected: Address | undefined;
  readonly origin: NetworkChain | undefined;
  readonly destination: NetworkChain | undefined;
  readonly routeContracts: readonly Address[];
}): RecipientCheck {
  const { connected, origin, destination } = input;
  const typed = parseRecipientInput(input.typed);
  const naming = useNameResolution(typed);
  // A name is only a name: the checks below apply to the address it resolved to.
  const recipient = (
    naming.status === 'resolved'
      ? naming.resolved.address
      : typed.kind === 'name' || typed.kind === 'refused-name'
        ? undefined
        : input.typed.trim() || connected
  ) as Address | undefined;
  const valid = recipient !== undefined && isAddress(recipient);
  const refusal = valid ? recipientRefusal(recipient, input.routeContracts) : undefined;
  const sender = useQuery(accountCodeQuery(origin, connected));
  const isConnected = valid && connected !== undefined && isAddressEqual(recipient, connected);
  const contractSender = sender.data === true;
  const checked = valid && !refusal && (!isConnected || contractSender) ? recipient : undefined;
  const state = useQuery(recipientQuery(destination, checked));
  const confirmation: RecipientConfirmation | undefined = !checked
    ? undefined
    : isConnected
      ? 'contract-sender'
      : state.isError
        ? 'unchecked'
        : (state.data ?? undefined);
  return {
    recipient: valid ? recipient : undefined,
    naming,
    valid,
    refusal,
    confirmation,
    confirmationKey: confirmation ? `${destination?.chainId}:${recipient}:${confirmation}` : undefined,
    pending: (Boolean(origin && connected) && sender.isPending) || (checked !== undefined && state.isPending),
  };
}

/**
 * The recipient field's state for a form: what was typed, what the user confirmed, the check, what still
 * blocks sending, and the props of `RecipientField`.
 */
export function useRecipient(input: {
  readonly connected: Address | undefined;
  readonly origin: NetworkChain | undefined;
  readonly destination: NetworkChain | undefined;
  readonly routeContracts: readonly Address[];
  readonly disabled?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const [confirmed, setConfirmed] = useState<string | undefined>();
  const check = useRecipientCheck({ ...input, typed });
  return {
    check,
    /**
     * The name the recipient was typed as, once it resolved: the review asks the user to confirm its address
     * (docs/names.md); undefined for an address typed or the connected account.
     */
    typedName: check.naming.status === 'resolved' ? check.naming.name : undefined,
    blocker: recipientBlocker({ ...check, naming: check.naming.status }, confirmed) satisfies
      | RecipientBlocker
      | undefined,
    field: {
      value: typed,
      onChange: setTyped,
      placeholder: input.connected ?? '0x…',
      check,
      destinationName: input.destination?.chainName,
      originName: input.origin?.chainName,
      confirmed,
      onConfirm: setConfirmed,
      disabled: input.disabled ?? false,
    },
  };
}
