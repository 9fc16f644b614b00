import type { ReactNode } from 'react';

/**
 * A link to an explorer page, in a new tab with no opener: `label` is its accessible name, saying what it
 * opens ("View the origin transaction on Arbiscan"); `title` shows the full hash or address on hover.
 */
export function ExplorerLink({
  href,
  label,
  title,
  children,
}: {
  href: string;
  label: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <a href={href} aria-label={label} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
