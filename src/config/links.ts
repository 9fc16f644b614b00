/**
 * Every URL the shell links to (docs/shell-and-locales.md). Links on the product portal open in the same
 * tab; every other external link opens in a new tab with no opener.
 */
export const PORTAL_ORIGIN = 'https://treasure.lol';

import type { ParseKeys } from 'i18next';
import { appEnv } from './env';

export interface Link {
  /** Translation key of the link's text. */
  readonly labelKey: ParseKeys;
  readonly href: string;
}

export const NAV_LINKS = {
  marketplace: { labelKey: 'nav.marketplace', href: 'https://app.treasure.lol' },
  swap: { labelKey: 'nav.swap', href: 'https://magicswap.lol' },
  about: { labelKey: 'nav.about', href: `${PORTAL_ORIGIN}/about` },
  source: {
    labelKey: 'nav.source',
    // Read when shown, not when this module loads: the build's variables are validated on first use.
    get href() {
      return appEnv().VITE_SOURCE_URL ?? 'https://github.com/TreasureProject';
    },
  },
} as const satisfies Record<string, Link>;

export const FOOTER_GROUPS: readonly { readonly titleKey: ParseKeys; readonly links: readonly Link[] }[] = [
  {
    titleKey: 'footer.build',
    links: [
      { labelKey: 'footer.docs', href: 'https://docs.treasure.lol' },
      { labelKey: 'footer.developerKit', href: 'https://docs.treasure.lol/tdk' },
      NAV_LINKS.source,
    ],
  },
  {
    titleKey: 'footer.play',
    links: [
      { labelKey: 'footer.games', href: `${PORTAL_ORIGIN}/games` },
      { labelKey: 'nav.marketplace', href: NAV_LINKS.marketplace.href },
      { labelKey: 'nav.swap', href: NAV_LINKS.swap.href },
    ],
  },
  {
    titleKey: 'footer.aboutGroup',
    links: [
      { labelKey: 'nav.about', href: NAV_LINKS.about.href },
      { labelKey: 'footer.blog', href: 'https://blog.treasure.lol' },
      { labelKey: 'footer.careers', href: `${PORTAL_ORIGIN}/careers` },
    ],
  },
];

export const SOCIAL_LINKS = {
  x: { labelKey: 'footer.x', href: 'https://x.com/Treasure_DAO' },
  discord: { labelKey: 'footer.discord', href: 'https://discord.gg/treasuredao' },
} as const satisfies Record<string, Link>;

/** Whether `href` is on the product portal (same tab) rather than another site (new tab, no opener). */
export function isPortalLink(href: string): boolean {
  try {
    return new URL(href).origin === PORTAL_ORIGIN;
  } catch {
    return false;
  }
}
