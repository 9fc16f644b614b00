/**
 * What the validators' signatures tell of a late message (docs/self-delivery.md), pure: the check the user
 * reads ("signed k of n, threshold t", and so whether the validators or the relayer are missing), and whether
 * the user can deliver it from their own wallet, or why not.
 */
import type { LateCheck, SelfDeliveryState } from '../method';
import type { Signatures } from './signatures';

type Read<T> = PromiseSettledResult<T>;

const counts = (signatures: Extract<Signatures, { kind: 'counted' }>) => ({
  signed: signatures.signed.length,
  total: signatures.validators.length,
  threshold: signatures.threshold,
});

/**
 * `yes`: enough signed, the relayer is missing; `no`: the validators are; `unknown`: not read, not a multisig,
 * or below the threshold only because stores could not be read (who is missing is then not known).
 */
export function validatorsCheck(signatures: Read<Signatures> | undefined): LateCheck {
  if (signatures?.status !== 'fulfilled' || signatures.value.kind !== 'counted') {
    return { key: 'validators', finding: 'unknown' };
  }
  const values = counts(signatures.value);
  if (values.signed >= values.threshold) return { key: 'validators', finding: 'yes', values };
  if (values.signed + signatures.value.unreadable >= values.threshold) return { key: 'validators', finding: 'unknown' };
  return { key: 'validators', finding: 'no', values };
}

/** Whether the metadata can be built now; the reason it cannot otherwise, in the numbers that word it. */
export function validatorsDelivery(signatures: Read<Signatures> | undefined): SelfDeliveryState {
  if (signatures?.status !== 'fulfilled') return { ready: false, reason: 'unreadable' };
  const read = signatures.value;
  if (read.kind === 'unsupported')
    return { ready: false, reason: 'unsupported-ism', values: { type: read.moduleType } };
  const values = counts(read);
  if (values.signed >= values.threshold) return { ready: true };
  // Enough validators could not be read to have made the threshold: say so rather than "not enough yet".
  const reason = values.signed + read.unreadable >= values.threshold ? 'storage-unreadable' : 'below-threshold';
  return { ready: false, reason, values };
}
