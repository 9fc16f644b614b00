import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { BrandMark } from './BrandMark';

/** An SVG's drawing: its elements and their attributes, in order, without the title and the root's own. */
const drawing = (svg: string) =>
  [...svg.matchAll(/<(rect|path|circle|text)\b([^>]*?)\/?>/g)].map(([, tag, attributes]) => [
    tag,
    Object.fromEntries(
      [...(attributes ?? '').matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    ),
  ]);

it('draws what the favicon draws', () => {
  const favicon = readFileSync(path.resolve(__dirname, '../../../public/favicon.svg'), 'utf8');
  expect(drawing(favicon).length).toBeGreaterThan(0);
  expect(drawing(renderToStaticMarkup(<BrandMark size={28} />))).toEqual(drawing(favicon));
});
