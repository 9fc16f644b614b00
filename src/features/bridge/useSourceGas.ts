import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../api/services';
import { idleQuery, methodModule, type SourceGas, type SourceGasRequest } from '../transfers/methods';

/** The origin chain's own gas for the send `request` describes, as the route's method estimates it. */
export function useSourceGas(request: SourceGasRequest | undefined) {
  const { network } = useAppServices();
  const module = request ? methodModule(request.route.method) : undefined;
  return useQuery(module ? module.sourceGasQuery(network, request) : idleQuery<SourceGas>('source-gas'));
}
