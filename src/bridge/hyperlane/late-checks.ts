/**
 * The checks of a late Hyperlane transfer, in the order a user reads them (docs/transfers.md, "Late
 * transfers"): apart from `late.ts` so that the method's words need not load its reads.
 */
export const LATE_CHECKS = ['dispatched', 'gas', 'delivered', 'router', 'validators'] as const;

export type LateCheckKey = (typeof LATE_CHECKS)[number];
