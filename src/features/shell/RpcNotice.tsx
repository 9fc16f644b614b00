import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { rpcRefusals, subscribeRpcRefusals } from '../../api/rpc-refusals';
import { errorMessage } from '../../i18n/messages';

/**
 * Says which RPC a deployer set (`VITE_RPC_URL_<chainId>`) answers for another chain, and is not used
 * (docs/rpc.md, "Checks on a node"). A refused public RPC is only a console line: the reader can do nothing
 * about it, and the chain's other RPCs answer.
 */
export function RpcNotice() {
  const { t } = useTranslation();
  const refusals = useSyncExternalStore(subscribeRpcRefusals, rpcRefusals).filter(
    (refusal) => 'variable' in refusal.data,
  );
  if (refusals.length === 0) return null;
  return (
    <div className="notice notice-warning" role="alert" data-testid="rpc-notice">
      {refusals.map((refusal) => (
        <p key={refusal.shortMessage}>{errorMessage(t, refusal)}</p>
      ))}
    </div>
  );
}
