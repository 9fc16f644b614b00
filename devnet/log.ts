import type { RelayerEventLine } from './relayer';

export const log = (message: string) => console.log(`[devnet] ${message}`);

export function logRelayerEvent(event: RelayerEventLine): void {
  const id = `${String(event.messageId).slice(0, 10)}…`;
  if (event.type === 'messageRelayed') log(`relayed ${id} ${event.from} -> ${event.to} in ${event.ms} ms`);
  else if (event.type === 'messageFailed') log(`relay of ${id} ${event.from} -> ${event.to} failed: ${event.error}`);
  else if (event.type === 'backfilled') log(`queued ${id}, sent while the relayer was stopped`);
}
