/**
 * What delivering a message yourself reads and calls (docs/self-delivery.md): the destination Mailbox's
 * `recipientIsm` and `process`, an ISM's type and (for the types the app builds metadata for) its validators or
 * its route, the origin's `ValidatorAnnounce`, and the origin Merkle tree hook's insertion event. JSON, as
 * `abis.ts` is, checked against the Solidity signatures by `ism-abis.test.ts`; loaded with the late diagnosis.
 */

export const deliveryMailboxAbi = [
  {
    name: 'recipientIsm',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'address', name: 'recipient' }],
    outputs: [{ type: 'address' }],
  },
  {
    name: 'process',
    type: 'function',
    stateMutability: 'payable',
    inputs: [
      { type: 'bytes', name: 'metadata' },
      { type: 'bytes', name: 'message' },
    ],
    outputs: [],
  },
] as const;

export const ismAbi = [
  { name: 'moduleType', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint8' }] },
  {
    name: 'validatorsAndThreshold',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'bytes', name: 'message' }],
    outputs: [{ type: 'address[]' }, { type: 'uint8' }],
  },
  {
    name: 'modulesAndThreshold',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'bytes', name: 'message' }],
    outputs: [{ type: 'address[]' }, { type: 'uint8' }],
  },
  {
    name: 'route',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'bytes', name: 'message' }],
    outputs: [{ type: 'address' }],
  },
] as const;

export const validatorAnnounceAbi = [
  {
    name: 'getAnnouncedStorageLocations',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'address[]', name: 'validators' }],
    outputs: [{ type: 'string[][]' }],
  },
] as const;

export const merkleTreeHookAbi = [
  {
    name: 'InsertedIntoTree',
    type: 'event',
    inputs: [
      { type: 'bytes32', name: 'messageId' },
      { type: 'uint32', name: 'index' },
    ],
  },
] as const;
