import { describe, expect, it } from 'vitest';
import { allowedImageUrl } from './image-url';

const ORIGINS = ['https://djmahssgw62sw.cloudfront.net', 'http://127.0.0.1:8553'];

describe('allowedImageUrl', () => {
  it('lets an image load from an origin the network names', () => {
    expect(allowedImageUrl('https://djmahssgw62sw.cloudfront.net/general/0xb8e0.png', ORIGINS)).toBe(
      'https://djmahssgw62sw.cloudfront.net/general/0xb8e0.png',
    );
    expect(allowedImageUrl('http://127.0.0.1:8553/images/smol-brains/1.svg', ORIGINS)).toBe(
      'http://127.0.0.1:8553/images/smol-brains/1.svg',
    );
    // The same origin however a server spells it.
    expect(allowedImageUrl('HTTPS://DJMAHSSGW62SW.CLOUDFRONT.NET:443/a.png', ORIGINS)).toBe(
      'https://djmahssgw62sw.cloudfront.net/a.png',
    );
  });

  it('refuses an attacker’s host, however close to a named one', () => {
    for (const url of [
      'https://evil.example/x.png',
      'https://djmahssgw62sw.cloudfront.net.evil.example/x.png',
      'https://evil.example/https://djmahssgw62sw.cloudfront.net/x.png',
      'https://evil.cloudfront.net/x.png',
      'http://djmahssgw62sw.cloudfront.net/x.png',
      'https://djmahssgw62sw.cloudfront.net:8443/x.png',
      'http://127.0.0.1:9999/x.png',
      'http://localhost:8553/x.png',
      'https://user:pass@djmahssgw62sw.cloudfront.net/x.png',
      'https://djmahssgw62sw.cloudfront.net@evil.example/x.png',
    ])
      expect(allowedImageUrl(url, ORIGINS), url).toBeUndefined();
  });

  it('refuses data:, javascript:, blob: and relative URLs, and nothing at all', () => {
    for (const url of [
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"><text>Verified</text></svg>',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'blob:https://djmahssgw62sw.cloudfront.net/1234',
      '//evil.example/x.png',
      '/images/x.png',
      'x.png',
      'ipfs://QmHash',
      '',
      null,
      undefined,
    ])
      expect(allowedImageUrl(url, ORIGINS), String(url)).toBeUndefined();
  });

  it('refuses everything when the network names no origin', () => {
    expect(allowedImageUrl('https://djmahssgw62sw.cloudfront.net/a.png', [])).toBeUndefined();
  });
});
