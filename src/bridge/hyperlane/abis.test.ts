import { parseAbi } from 'viem';
import { expect, it } from 'vitest';
import { mailboxAbi, sentTransferRemoteAbi, tokenRouterAbi, warpRouterAbi } from './abis';

/** The contracts' signatures as Solidity states them; the app ships their JSON (`abis.ts` says why). */
const SIGNATURES = {
  warpRouterAbi: [
    'function mailbox() view returns (address)',
    'function routers(uint32 domain) view returns (bytes32)',
    'function wrappedToken() view returns (address)',
    'function owner() view returns (address)',
    'function interchainSecurityModule() view returns (address)',
    'function hook() view returns (address)',
  ],
  tokenRouterAbi: [
    'function quoteGasPayment(uint32 destinationDomain) view returns (uint256)',
    'function transferRemote(uint32 destination, bytes32 recipient, uint256 amountOrId) payable returns (bytes32 messageId)',
  ],
  mailboxAbi: [
    'function delivered(bytes32 messageId) view returns (bool)',
    'event Dispatch(address indexed sender, uint32 indexed destination, bytes32 indexed recipient, bytes message)',
    'event DispatchId(bytes32 indexed messageId)',
    'event ProcessId(bytes32 indexed messageId)',
  ],
  sentTransferRemoteAbi: [
    'event SentTransferRemote(uint32 indexed destination, bytes32 indexed recipient, uint256 amountOrId)',
  ],
};

const SHIPPED = { warpRouterAbi, tokenRouterAbi, mailboxAbi, sentTransferRemoteAbi };

it.each(Object.keys(SIGNATURES) as (keyof typeof SIGNATURES)[])('%s is what its signatures parse to', (name) => {
  expect(SHIPPED[name]).toEqual(parseAbi(SIGNATURES[name]));
});
