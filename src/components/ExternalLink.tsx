import type { ReactNode } from 'react';
import { isPortalLink } from '../config/links';

/** A link off the app: portal links in the same tab, others in a new tab with no opener. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  if (isPortalLink(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
