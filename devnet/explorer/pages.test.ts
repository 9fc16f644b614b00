import { describe, expect, it } from 'vitest';
import { escapeHtml, renderPage } from './pages';

describe('devnet explorer pages', () => {
  it('escape every value, so a page never runs what a chain or a URL put in it', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      '&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;',
    );
    const html = renderPage({
      status: 404,
      title: 'Not found <b>',
      lead: 'No page at /"><img src=x>',
      facts: [['From', { text: '0xabc', href: '/arb/address/0xabc"onmouseover="x' }]],
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<a href="/arb/address/0xabc&quot;onmouseover=&quot;x">0xabc</a>');
  });

  it('are whole documents in English with a title, a heading and the facts as a list, loading nothing', () => {
    const html = renderPage({
      status: 200,
      title: 'Transaction 0x12',
      facts: [
        ['Status', 'Success'],
        ['To', { text: '0xdef', href: '/base/address/0xdef' }],
      ],
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Transaction 0x12 · Devnet Explorer</title>');
    expect(html).toContain('<h1>Transaction 0x12</h1>');
    expect(html).toContain(
      '<dt>Status</dt><dd>Success</dd><dt>To</dt><dd><a href="/base/address/0xdef">0xdef</a></dd>',
    );
    expect(html).not.toMatch(/\b(src|href)="https?:/);
  });
});
