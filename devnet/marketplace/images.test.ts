import { describe, expect, it } from 'vitest';
import { devnetDomains } from './domains';
import { imageAt } from './images';
import { smolBrain } from './nfts';

describe('the devnet marketplace’s images', () => {
  it('names each Smol Brain’s image on the marketplace’s own origin, never as a data: URL', () => {
    const brain = smolBrain(42161, '0x0000000000000000000000000000000000000001', 7, 'http://127.0.0.1:8551');
    expect(brain.image).toBe('http://127.0.0.1:8551/images/smol-brains/7.svg');
  });

  it('names each devnet name’s avatar on the marketplace’s own origin, and serves it', () => {
    const domain = devnetDomains('http://127.0.0.1:8551').domainOf('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(domain.smol?.pfp).toBe('http://127.0.0.1:8551/images/avatars/1.svg');
    expect(imageAt('/images/avatars/1.svg')).toContain('fill="#7c3aed"');
    expect(imageAt('/images/avatars/4.svg')).toBeUndefined();
    expect(imageAt('/images/avatars/0.svg')).toBeUndefined();
  });

  it('serves the SVG portrait of a minted id, and nothing else', () => {
    expect(imageAt('/images/smol-brains/7.svg')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*#7<\/text><\/svg>$/,
    );
    for (const path of ['/images/smol-brains/21.svg', '/images/smol-brains/x.svg', '/images/../server.ts', '/images/'])
      expect(imageAt(path), path).toBeUndefined();
  });
});
