/**
 * The devnet marketplace's images, served from its own origin as the real marketplace serves them from its
 * CDN (docs/nfts.md, "Images"): the app loads avatars and NFT images only from the origins its network config
 * names, which on the devnet is the marketplace's. Each image is drawn here; none is a `data:` URL.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { avatarSvg } from './domains';
import { smolBrainSvg } from './nfts';

/** The highest Smol Brain id the devnet mints and prices (`brainIds` in `server.ts`). */
const HIGHEST_BRAIN_ID = 20;

const SMOL_BRAIN_IMAGE = /^\/images\/smol-brains\/(\d{1,3})\.svg$/;
const AVATAR_IMAGE = /^\/images\/avatars\/(\d{1,2})\.svg$/;

/** The SVG at `pathname`: a Smol Brain's portrait or a devnet name's avatar; undefined when there is none. */
export function imageAt(pathname: string): string | undefined {
  const brain = SMOL_BRAIN_IMAGE.exec(pathname);
  if (brain) {
    const id = Number(brain[1]);
    return id <= HIGHEST_BRAIN_ID ? smolBrainSvg(id) : undefined;
  }
  const avatar = AVATAR_IMAGE.exec(pathname);
  return avatar ? avatarSvg(Number(avatar[1])) : undefined;
}

/**
 * Answers a GET or HEAD of an image (`true`), without the API key an `<img>` cannot send; leaves any other
 * request to the API (`false`). An SVG is served with a policy of its own, so opened alone it runs nothing.
 */
export function serveImage(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
  if (!url.pathname.startsWith('/images/')) return false;
  const svg = request.method === 'GET' || request.method === 'HEAD' ? imageAt(url.pathname) : undefined;
  if (!svg) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('No such image');
    return true;
  }
  response.writeHead(200, {
    'content-type': 'image/svg+xml',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=3600',
  });
  response.end(request.method === 'HEAD' ? undefined : svg);
  return true;
}
