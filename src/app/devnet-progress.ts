/**
 * The devnet's progress as the dev server reports it (`/__devnet/ready`, scripts/vite-devnet-manifest.ts):
 * whether the manifest is there, and each part of the devnet starting or ready (devnet/progress.ts).
 */

/** The parts the page names, in its order; a part it does not know is left out. */
const DEVNET_SERVICES = ['chains', 'zk', 'marketplace', 'explorer', 'indexer', 'relayer'] as const;
export type DevnetService = (typeof DEVNET_SERVICES)[number];

export interface ServiceProgress {
  readonly service: DevnetService;
  readonly ready: boolean;
}

export interface DevnetStatus {
  /** The manifest is there: the app can load. */
  readonly ready: boolean;
  /** Empty when the devnet reports no progress (one started by an older checkout). */
  readonly services: readonly ServiceProgress[];
}

/** Reads the dev server's answer; anything malformed reads as "not ready, nothing known". */
export function parseDevnetStatus(value: unknown): DevnetStatus {
  if (!value || typeof value !== 'object') return { ready: false, services: [] };
  const { ready, services } = value as { ready?: unknown; services?: unknown };
  const states = services && typeof services === 'object' ? (services as Record<string, unknown>) : {};
  return {
    ready: ready === true,
    services: DEVNET_SERVICES.filter((service) => states[service] === 'ready' || states[service] === 'starting').map(
      (service) => ({ service, ready: states[service] === 'ready' }),
    ),
  };
}

/** Whether some part of the devnet is still starting, so the page keeps asking. */
export function stillStarting(status: DevnetStatus): boolean {
  return status.services.some((s) => !s.ready);
}
