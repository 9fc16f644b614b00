import type { Address, Log } from 'viem';
import { describe, expect, it } from 'vitest';
import { DISPATCH_USER, dispatchTo, sentToUser } from './dispatch.fixture';
import { transferMessageId } from './dispatches';

const MAILBOX: Address = '0x979Ca5202784112f4738403dBec5D0F3B9daabB9';
const SOMEONE: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const toUser = (amountOrId: bigint, recipient?: Address, destination?: number) =>
  dispatchTo(MAILBOX, amountOrId, recipient, destination);

describe('the dispatched message id', () => {
  it("comes only from the origin Mailbox's Dispatch, whoever else emits one", () => {
    const mine = toUser(1n);
    const fake = { ...toUser(2n).log, address: '0xdddddddddddddddddddddddddddddddddddddddd' } as Log;
    expect(transferMessageId([fake, mine.log], MAILBOX, sentToUser())).toBe(mine.id);
    expect(transferMessageId([fake], MAILBOX, sentToUser())).toBeUndefined();
  });

  it('is, of several sends in one transaction, the one in its place among those to its recipient', () => {
    // A bundler's transaction: someone else's transfer first, then this user's two.
    const theirs = toUser(7n, SOMEONE);
    const [first, second] = [toUser(1n), toUser(2n)];
    const logs = [theirs.log, first.log, second.log];
    expect(transferMessageId(logs, MAILBOX, sentToUser())).toBe(first.id);
    expect(transferMessageId(logs, MAILBOX, sentToUser(0))).toBe(first.id);
    expect(transferMessageId(logs, MAILBOX, sentToUser(1))).toBe(second.id);
    expect(transferMessageId(logs, MAILBOX, sentToUser(2))).toBeUndefined();
    // Another destination is another send's.
    expect(transferMessageId([toUser(1n, DISPATCH_USER, 8453).log, first.log], MAILBOX, sentToUser())).toBe(first.id);
  });

  it('is, when no message names the recipient (another message shape), the one in its place among all', () => {
    const other = toUser(3n, SOMEONE);
    expect(transferMessageId([other.log], MAILBOX, sentToUser())).toBe(other.id);
  });
});
