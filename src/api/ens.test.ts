import { describe, expect, it } from 'vitest';
import { avatarRecordUrl } from './ens';

describe('an ENS avatar record', () => {
  it('gives an http(s) URL as it is, for the image gate to judge', () => {
    expect(avatarRecordUrl('https://images.treasure.lol/a.png')).toBe('https://images.treasure.lol/a.png');
    expect(avatarRecordUrl(' https://evil.example/track.png ')).toBe('https://evil.example/track.png');
  });

  it('reads an ipfs:// record through the ipfs.io gateway', () => {
    expect(avatarRecordUrl('ipfs://bafyabc/1.png')).toBe('https://ipfs.io/ipfs/bafyabc/1.png');
    expect(avatarRecordUrl('ipfs://ipfs/bafyabc')).toBe('https://ipfs.io/ipfs/bafyabc');
  });

  it('gives nothing for an NFT reference, whose metadata lives on a host its owner chose, or anything else', () => {
    expect(avatarRecordUrl('eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1')).toBeUndefined();
    expect(avatarRecordUrl('data:image/svg+xml,<svg/>')).toBeUndefined();
    expect(avatarRecordUrl('javascript:alert(1)')).toBeUndefined();
    expect(avatarRecordUrl('')).toBeUndefined();
    expect(avatarRecordUrl(null)).toBeUndefined();
  });
});
