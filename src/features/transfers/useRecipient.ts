import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Address, isAddress, isAddressEqual } from 'viem';
import { publicClient } from '../../api/chain-clients';
import type { NetworkChain } from '../../config/types';
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
  /** The address the transfer goes to: the typed one, else the connected one. */
  readonly recipient: Address | undefined;
  readonly valid: boolean;
  readonly refusal: RecipientRefusal | undefined;
  /** What the user must confirm before sending, and the key a confirmation is given for. */
  readonly confirmation: RecipientConfirmation | undefined;
  readonly confirmationKey: string | undefined;
  /** The chains are still being asked. */
  readonly pending: boolean;
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
  const recipient = (input.typed.trim() || connected) as Address | undefined;
  const valid = recipient !== undefined && isAddress(recipient);
  const refusal = valid ? recipientRefusal(recipient, input.routeContracts) : undefined;
  const sender = useQuery({
    queryKey: ['account-code', origin?.chainId, connected],
    enabled: Boolean(origin && connected),
    staleTime: 5 * 60_000,
    queryFn: async () =>
      isContractCode(await publicClient(origin as NetworkChain).getCode({ address: connected as Address })),
  });
  const isConnected = valid && connected !== undefined && isAddressEqual(recipient, connected);
  const contractSender = sender.data === true;
  const checked = valid && !refusal && (!isConnected || contractSender) ? recipient : undefined;
  const state = useQuery({
    queryKey: ['recipient', destination?.chainId, checked],
    enabled: Boolean(destination && checked),
    staleTime: 60_000,
    queryFn: async () => {
      const client = publicClient(destination as NetworkChain);
      const address = checked as Address;
      const [code, nonce, balance] = await Promise.all([
        client.getCode({ address }),
        client.getTransactionCount({ address }),
        client.getBalance({ address }),
      ]);
      return recipientConfirmation({ code, nonce, balance }) ?? null;
    },
  });
  const confirmation: RecipientConfirmation | undefined = !checked
    ? undefined
    : isConnected
      ? 'contract-sender'
      : state.isError
        ? 'unchecked'
        : (state.data ?? undefined);
  return {
    recipient: valid ? recipient : undefined,
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
    blocker: recipientBlocker(check, confirmed) satisfies RecipientBlocker | undefined,
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
