/**
 * The devnet explorer's pages (docs/explorer.md): plain HTML, no script and nothing loaded from elsewhere,
 * every value escaped. A page is a title and a list of facts; the facts that name a transaction, an
 * address or a message link to its own page.
 */

/** A fact's value: text, or text that links to another explorer page. */
export type FactValue = string | { readonly text: string; readonly href: string };

export interface Page {
  readonly status: number;
  readonly title: string;
  /** A sentence under the title, e.g. why nothing is shown. */
  readonly lead?: string;
  readonly facts?: readonly (readonly [string, FactValue])[];
  readonly links?: readonly { readonly text: string; readonly href: string }[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function value(fact: FactValue): string {
  return typeof fact === 'string'
    ? escapeHtml(fact)
    : `<a href="${escapeHtml(fact.href)}">${escapeHtml(fact.text)}</a>`;
}

/** The header every page sends: nothing but its own inline style may load. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
  header, main { max-width: 960px; margin: 0 auto; padding: 16px; }
  header { border-bottom: 1px solid #ccc; }
  header a { font-weight: 600; color: #1a1a1a; }
  h1 { font-size: 1.5rem; word-break: break-all; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; }
  dt { font-weight: 600; }
  dd { margin: 0; word-break: break-all; font-family: ui-monospace, monospace; }
  a { color: #0645ad; }
  @media (max-width: 600px) { dl { grid-template-columns: 1fr; } dd { margin-bottom: 8px; } }
`;

export function renderPage(page: Page): string {
  const facts = page.facts?.length
    ? `<dl>${page.facts.map(([name, fact]) => `<dt>${escapeHtml(name)}</dt><dd>${value(fact)}</dd>`).join('')}</dl>`
    : '';
  const links = page.links?.length ? `<ul>${page.links.map((link) => `<li>${value(link)}</li>`).join('')}</ul>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · Devnet Explorer</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">Devnet Explorer</a></header>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.lead ? `<p>${escapeHtml(page.lead)}</p>` : ''}
${facts}
${links}
</main>
</body>
</html>
`;
}
