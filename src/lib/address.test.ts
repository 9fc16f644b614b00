import { describe, expect, it } from 'vitest';
import { parseAddress, shortenAddress } from './address';
import { InvalidAddressError } from './errors';

const CHECKSUMMED = '0x539bdE0d7Dbd336b79148AA742883198BBF60342';

describe('addresses', () => {
  it('shortens to the first 6 and last 4 characters', () => {
    expect(shortenAddress(CHECKSUMMED)).toBe('0x539b...0342');
    expect(shortenAddress(CHECKSUMMED.toLowerCase())).toBe('0x539b...0342');
  });

  it('checksums all-lowercase input', () => {
    expect(parseAddress(` ${CHECKSUMMED.toLowerCase()} `)).toBe(CHECKSUMMED);
  });

  it("refuses what can't be parsed with the spec's message", () => {
    const badChecksum = CHECKSUMMED.replace('bdE', 'bde');
    for (const input of [badChecksum, '0x123', 'hello', '', `${CHECKSUMMED}00`]) {
      expect(() => shortenAddress(input), input).toThrow(InvalidAddressError);
      expect(() => shortenAddress(input), input).toThrow("Invalid input, address can't be parsed");
    }
  });
});
