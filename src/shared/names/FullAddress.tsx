import type { Address } from 'viem';
import { addressGroups } from './name-rules';

/**
 * An address in full, checksummed, in groups of four hex digits (docs/names.md, "Showing a recipient for
 * approval"). The groups are spaced by style, not by characters: the text read aloud, selected or copied
 * is the address itself.
 */
export function FullAddress({ address }: { readonly address: Address }) {
  return (
    <code className="full-address" translate="no" data-testid="full-address">
      {addressGroups(address).map((group, index) => (
        // The groups are the address's fixed slices.
        // biome-ignore lint/suspicious/noArrayIndexKey: a group's place is its identity
        <span key={index}>{group}</span>
      ))}
    </code>
  );
}
