import { TransferList } from './TransferList';
import { useTransferTracker } from './useTransferTracker';

/** The transfer history, and the tracking that moves each transfer to delivered. */
export default function Transfers() {
  useTransferTracker();
  return <TransferList />;
}
