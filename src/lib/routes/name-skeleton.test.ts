import { describe, expect, it } from 'vitest';
import { nameSkeleton } from './name-skeleton';

describe('name skeletons', () => {
  it('fold case, spaces, accents and look-alike letters', () => {
    expect(nameSkeleton('Smol Brains')).toBe(nameSkeleton('SMOLBRAINS'));
    expect(nameSkeleton('\u0405MOL')).toBe(nameSkeleton('SMOL'));
    expect(nameSkeleton('MAGIC')).not.toBe(nameSkeleton('MAGE'));
  });
});
