import { useQuery } from '@tanstack/react-query';
import { resolveNameQuery } from '../../api/names-queries';
import { useAppServices } from '../../api/services';
import { useSettledValue } from '../../components/useSettledValue';
import { ensChainOf, type NameResolution, nameResolution, nameToLookUp, type RecipientInput } from './names';

/** How long typing must pause before a name is looked up: one lookup per name, not per key. */
const TYPING_PAUSE_MS = 400;

/**
 * Looks up a name typed as a recipient once typing pauses (docs/names.md); `none` for anything else. A
 * refused name, and an `.eth` name on a network without ENS, is never looked up.
 */
export function useNameResolution(input: RecipientInput): NameResolution {
  const { marketplace, network } = useAppServices();
  const ensChain = ensChainOf(network);
  const settled = useSettledValue(nameToLookUp(input, ensChain !== undefined), TYPING_PAUSE_MS);
  const lookup = useQuery(resolveNameQuery(marketplace, ensChain, settled));
  return nameResolution(input, settled, lookup, ensChain !== undefined);
}
