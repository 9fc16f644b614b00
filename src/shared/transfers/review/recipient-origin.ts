import { type Address, isAddressEqual } from 'viem';

/**
 * Where a recipient under review came from, when the review must have the user confirm its address before
 * Confirm (docs/names.md, "Showing a recipient for approval"; docs/links.md): typed as a name, or filled in
 * by a link (an address, or a name the link gave). A recipient with no origin needs no confirmation.
 */
export type RecipientOrigin =
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'link'; readonly name?: string };

/**
 * The origin the review is told of. A link's recipient is the link's until the user edits the field, and
 * needs no confirmation when it is the connected account (any case); a name needs one wherever it came from,
 * as typing it would. Undefined: an address the user typed, or their own account.
 */
export function recipientOrigin(input: {
  /** The name the recipient was typed as, once it resolved (`useRecipient`'s `typedName`). */
  readonly typedName: string | undefined;
  /** A link filled the recipient field in and the user has not edited it since. */
  readonly fromLink?: boolean;
  /** Where the send goes, and the connected account. */
  readonly recipient?: Address | undefined;
  readonly connected?: Address | undefined;
}): RecipientOrigin | undefined {
  const { typedName, recipient, connected } = input;
  const own = recipient !== undefined && connected !== undefined && isAddressEqual(recipient, connected);
  if (input.fromLink === true && !own)
    return typedName === undefined ? { kind: 'link' } : { kind: 'link', name: typedName };
  return typedName === undefined ? undefined : { kind: 'name', name: typedName };
}

/** Whether the review may be confirmed as far as its recipient goes: no origin to confirm, or ticked. */
export function recipientConfirmed(origin: RecipientOrigin | undefined, checked: boolean): boolean {
  return origin === undefined || checked;
}

/** The text of the review's "I checked this address" box for a recipient of `origin`, and its name. */
export function addressCheckText(origin: RecipientOrigin): {
  readonly key: 'review.checkAddress' | 'review.checkLinkAddress' | 'review.checkLinkName';
  readonly name: string | undefined;
} {
  if (origin.kind === 'name') return { key: 'review.checkAddress', name: origin.name };
  return origin.name === undefined
    ? { key: 'review.checkLinkAddress', name: undefined }
    : { key: 'review.checkLinkName', name: origin.name };
}
