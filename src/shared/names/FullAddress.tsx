import { Fragment } from 'react';
import type { Address } from 'viem';
import { addressGroups } from './name-rules';

/**
 * An address in full, checksummed, in groups of four hex digits (docs/names.md, "Showing a recipient for
 * approval"). The groups are inline and spaced by style, not by characters: the text read aloud, selected
 * or copied is the address itself, as one word.
 */
export function FullAddress({ address }: { readonly address: Address }) {
  return (
    <code className="full-address" translate="no" data-testid="full-address">
      {addressGroups(address).map((group, index) => (
        // The groups are the address's fixed slices; `wbr` lets a narrow screen wrap between them.
        // biome-ignore lint/suspicious/noArrayIndexKey: a group's place is its identity
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span>{group}</span>
        </Fragment>
      ))}
    </code>
  );
}
