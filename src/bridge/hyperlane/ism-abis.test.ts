import { parseAbi } from 'viem';
import { expect, it } from 'vitest';
import { deliveryMailboxAbi, ismAbi, merkleTreeHookAbi, validatorAnnounceAbi } from './ism-abis';

/** As hyperlane-monorepo's contracts state them (Mailbox.sol, IInterchainSecurityModule.sol, IMultisigIsm.sol,
 * IRoutingIsm.sol, IAggregationIsm.sol, ValidatorAnnounce.sol, MerkleTreeHook.sol). */
const SIGNATURES = {
  deliveryMailboxAbi: [
    'function recipientIsm(address recipient) view returns (address)',
    'function process(bytes metadata, bytes message) payable',
  ],
  ismAbi: [
    'function moduleType() view returns (uint8)',
    'function validatorsAndThreshold(bytes message) view returns (address[], uint8)',
    'function modulesAndThreshold(bytes message) view returns (address[], uint8)',
    'function route(bytes message) view returns (address)',
  ],
  validatorAnnounceAbi: ['function getAnnouncedStorageLocations(address[] validators) view returns (string[][])'],
  merkleTreeHookAbi: ['event InsertedIntoTree(bytes32 messageId, uint32 index)'],
};

const SHIPPED = { deliveryMailboxAbi, ismAbi, validatorAnnounceAbi, merkleTreeHookAbi };

it.each(Object.keys(SIGNATURES) as (keyof typeof SIGNATURES)[])('%s is what its signatures parse to', (name) => {
  expect(SHIPPED[name]).toEqual(parseAbi(SIGNATURES[name]));
});
