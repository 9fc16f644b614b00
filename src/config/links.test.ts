import { describe, expect, it } from 'vitest';
import { FOOTER_GROUPS, isPortalLink, NAV_LINKS, SOCIAL_LINKS } from './links';

describe('links', () => {
  it('tells portal links from other sites', () => {
    expect(isPortalLink(NAV_LINKS.about.href)).toBe(true);
    expect(isPortalLink('https://treasure.lol/games')).toBe(true);
    expect(isPortalLink(NAV_LINKS.marketplace.href)).toBe(false);
    expect(isPortalLink('https://treasure.lol.evil.example/')).toBe(false);
    expect(isPortalLink('not a url')).toBe(false);
  });

  it('has the footer groups Build, Play and About, and X and Discord', () => {
    expect(FOOTER_GROUPS.map((g) => g.titleKey)).toEqual(['footer.build', 'footer.play', 'footer.aboutGroup']);
    expect(Object.keys(SOCIAL_LINKS)).toEqual(['x', 'discord']);
    for (const link of [
      ...Object.values(NAV_LINKS),
      ...FOOTER_GROUPS.flatMap((g) => g.links),
      ...Object.values(SOCIAL_LINKS),
    ]) {
      expect(new URL(link.href).protocol).toBe('https:');
    }
  });
});
