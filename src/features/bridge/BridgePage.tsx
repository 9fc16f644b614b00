import { BridgeForm } from './BridgeForm';
import { TransferList } from './TransferList';
import { useTransferTracker } from './useTransferTracker';

export function BridgePage() {
  useTransferTracker();
  return (
    <div className="bridge-page">
      <BridgeForm />
      <TransferList />
    </div>
  );
}
