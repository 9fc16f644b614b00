/**
 * The Hyperlane contracts the hyperlane method calls and reads (docs/routes.md, "Methods"): the warp routers,
 * the Mailbox, and the events a transfer leaves; the devnet and the tests import them too (Node-free). Written as
 * JSON, not with `parseAbi`, as `lib/abis.ts` is, for the same reason; `abis.test.ts` checks each against the
 * human-readable signatures.
 */

/** The Mailbox's `Dispatch`: the message, which hashes to its id (one definition, for the Mailbox and the late diagnosis). */
export const dispatchEvent = {
  name: 'Dispatch',
  type: 'event',
  inputs: [
    { type: 'address', name: 'sender', indexed: true },
    { type: 'uint32', name: 'destination', indexed: true },
    { type: 'bytes32', name: 'recipient', indexed: true },
    { type: 'bytes', name: 'message' },
  ],
} as const;

/** What a route's verification asks a Hyperlane warp router (docs/routes.md). */
export const warpRouterAbi = [
  { name: 'mailbox', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  {
    name: 'routers',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'uint32', name: 'domain' }],
    outputs: [{ type: 'bytes32' }],
  },
  { name: 'wrappedToken', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { name: 'owner', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  {
    name: 'interchainSecurityModule',
    type: 'function',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'address' }],
  },
  { name: 'hook', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
] as const;

export const tokenRouterAbi = [
  {
    name: 'quoteGasPayment',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'uint32', name: 'destinationDomain' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    name: 'transferRemote',
    type: 'function',
    stateMutability: 'payable',
    inputs: [
      { type: 'uint32', name: 'destination' },
      { type: 'bytes32', name: 'recipient' },
      { type: 'uint256', name: 'amountOrId' },
    ],
    outputs: [{ type: 'bytes32', name: 'messageId' }],
  },
] as const;

export const mailboxAbi = [
  {
    name: 'delivered',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'bytes32', name: 'messageId' }],
    outputs: [{ type: 'bool' }],
  },
  dispatchEvent,
  { name: 'DispatchId', type: 'event', inputs: [{ type: 'bytes32', name: 'messageId', indexed: true }] },
  { name: 'ProcessId', type: 'event', inputs: [{ type: 'bytes32', name: 'messageId', indexed: true }] },
] as const;

export const sentTransferRemoteAbi = [
  {
    name: 'SentTransferRemote',
    type: 'event',
    inputs: [
      { type: 'uint32', name: 'destination', indexed: true },
      { type: 'bytes32', name: 'recipient', indexed: true },
      { type: 'uint256', name: 'amountOrId' },
    ],
  },
] as const;
