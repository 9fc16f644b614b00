/**
 * The devnet's stand-in for Google Cloud Storage, where its validators publish their signed checkpoints
 * (docs/hyperlane-validators.md). It keeps the buckets in memory (the validators sign them again from the
 * chains at every start) and serves them read-only, publicly, as Google's JSON API serves a public bucket to
 * an anonymous reader; the shape is what Hyperlane's SDK asks for (typescript/sdk/src/gcp/storage.ts,
 * `GcpStorageWrapper`):
 *
 * - `GET /storage/v1/b/{bucket}/o/{object}`: the object's metadata, JSON (`updated` is what the SDK reads);
 * - `GET /storage/v1/b/{bucket}/o/{object}?alt=media`: the object's bytes;
 * - `GET /{bucket}/{object}`: the bytes too, the public URL form the SDK's `url()` gives
 *   (`https://storage.googleapis.com/{bucket}/{object}`).
 *
 * `{object}` is the object's name URL-encoded as one path segment (a folder's slash as %2F), as the SDK's
 * `encodeURIComponent` sends it. A missing object or bucket is a 404 (the SDK takes a 404 of the metadata as
 * "none"), with Google's error body. Every answer allows any page to read it (`Access-Control-Allow-Origin: *`),
 * so a browser can read checkpoints as the relayer does; like the RPC fault injector it answers only requests
 * addressed to 127.0.0.1 or localhost on its port (DNS rebinding). Unlike Google's default for public objects
 * (`Cache-Control: public, max-age=3600`), answers are `no-cache`: the latest index changes every message.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { hostRefusal } from '../origins';
import { assertPortFree, type LoopbackServer, listenOnLoopback } from '../ports';

export const VALIDATOR_STORAGE_PORT_ENV = 'DEVNET_VALIDATOR_STORAGE_PORT';
export const DEFAULT_VALIDATOR_STORAGE_PORT = 8555;

interface StoredObject {
  readonly body: Buffer;
  readonly generation: number;
  readonly created: Date;
  readonly updated: Date;
}

/** The buckets' objects, in memory; each put is a new generation of the object, as in Cloud Storage. */
export class Buckets {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private generation = Date.now() * 1000;

  /** Creates `bucket` if it is not there: an existing bucket with no object answers 404 for objects only. */
  create(bucket: string): void {
    if (!this.buckets.has(bucket)) this.buckets.set(bucket, new Map());
  }

  put(bucket: string, name: string, body: string): void {
    this.create(bucket);
    const objects = this.buckets.get(bucket) as Map<string, StoredObject>;
    const now = new Date();
    const created = objects.get(name)?.created ?? now;
    this.generation += 1;
    objects.set(name, { body: Buffer.from(body), generation: this.generation, created, updated: now });
  }

  delete(bucket: string, name: string): void {
    this.buckets.get(bucket)?.delete(name);
  }

  has(bucket: string): boolean {
    return this.buckets.has(bucket);
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  /** The object's text, for tests and the control endpoint. */
  text(bucket: string, name: string): string | undefined {
    return this.get(bucket, name)?.body.toString();
  }
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-expose-headers': 'content-length, content-type, etag, x-goog-generation',
  'cache-control': 'no-cache',
} as const;

/** The JSON API's object resource (https://cloud.google.com/storage/docs/json_api/v1/objects#resource). */
function objectResource(base: string, bucket: string, name: string, object: StoredObject): Record<string, unknown> {
  const encoded = encodeURIComponent(name);
  return {
    kind: 'storage#object',
    id: `${bucket}/${name}/${object.generation}`,
    selfLink: `${base}/storage/v1/b/${bucket}/o/${encoded}`,
    mediaLink: `${base}/download/storage/v1/b/${bucket}/o/${encoded}?generation=${object.generation}&alt=media`,
    name,
    bucket,
    generation: String(object.generation),
    metageneration: '1',
    contentType: 'application/json',
    storageClass: 'STANDARD',
    size: String(object.body.length),
    md5Hash: createHash('md5').update(object.body).digest('base64'),
    etag: etagOf(object),
    timeCreated: object.created.toISOString(),
    updated: object.updated.toISOString(),
    timeStorageClassUpdated: object.created.toISOString(),
  };
}

function etagOf(object: StoredObject): string {
  return Buffer.from(String(object.generation)).toString('base64');
}

/** Google's error body for a JSON API request that fails. */
function jsonError(code: number, message: string, reason: string): string {
  return JSON.stringify({ error: { code, message, errors: [{ message, domain: 'global', reason }] } });
}

type Route =
  | { readonly kind: 'metadata' | 'media'; readonly bucket: string; readonly name: string }
  | { readonly kind: 'unknown' };

/** What a request path asks for; undefined for a name that does not decode. */
export function routeOf(url: string): Route | undefined {
  const parsed = new URL(url, 'http://storage');
  const api = /^(\/download)?\/storage\/v1\/b\/([^/]+)\/o\/([^/]+)$/.exec(parsed.pathname);
  const publicUrl = /^\/([^/]+)\/(.+)$/.exec(parsed.pathname);
  try {
    if (api) {
      const [, download, bucket, name] = api as unknown as [string, string | undefined, string, string];
      // The metadata's mediaLink (/download/…) always answers the bytes.
      const media = download !== undefined || parsed.searchParams.get('alt') === 'media';
      return { kind: media ? 'media' : 'metadata', bucket: decodeURIComponent(bucket), name: decodeURIComponent(name) };
    }
    if (publicUrl && publicUrl[1] !== 'storage' && publicUrl[1] !== 'download') {
      const [, bucket, name] = publicUrl as unknown as [string, string, string];
      return { kind: 'media', bucket: decodeURIComponent(bucket), name: decodeURIComponent(name) };
    }
  } catch {
    return undefined;
  }
  return { kind: 'unknown' };
}

interface Reply {
  readonly status: number;
  readonly type?: string;
  readonly body?: string | Buffer;
  readonly headers?: Record<string, string>;
}

const text = (status: number, body: string): Reply => ({ status, type: 'text/plain; charset=utf-8', body });
const json = (status: number, body: string): Reply => ({ status, type: 'application/json; charset=UTF-8', body });

/** What the stand-in answers `request`, as Cloud Storage's JSON API answers an anonymous reader. */
function reply(buckets: Buckets, request: IncomingMessage, port: number): Reply {
  const wrongHost = hostRefusal(request, port);
  if (wrongHost) return text(403, wrongHost);
  if (request.method === 'OPTIONS') return { status: 204 };
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return json(405, jsonError(405, 'The devnet storage is read-only', 'methodNotAllowed'));
  const route = routeOf(request.url ?? '/');
  if (!route) return json(400, jsonError(400, 'The object name does not decode', 'invalid'));
  if (route.kind === 'unknown') return json(404, jsonError(404, 'Not Found', 'notFound'));
  if (!buckets.has(route.bucket)) return json(404, jsonError(404, 'The specified bucket does not exist.', 'notFound'));
  const object = buckets.get(route.bucket, route.name);
  if (!object) {
    const message = `No such object: ${route.bucket}/${route.name}`;
    return route.kind === 'media' ? text(404, message) : json(404, jsonError(404, message, 'notFound'));
  }
  const headers = { etag: etagOf(object), 'x-goog-generation': String(object.generation) };
  if (route.kind === 'media') return { status: 200, type: 'application/json', body: object.body, headers };
  const base = `http://${request.headers.host}`;
  return { ...json(200, JSON.stringify(objectResource(base, route.bucket, route.name, object))), headers };
}

function answer(buckets: Buckets, request: IncomingMessage, response: ServerResponse, port: number): void {
  const { status, type, body, headers } = reply(buckets, request, port);
  response.writeHead(status, { ...CORS_HEADERS, ...(type ? { 'content-type': type } : {}), ...headers });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Serves `buckets` on 127.0.0.1:`port`; a busy port fails with the variable to change. */
export async function startValidatorStorage(buckets: Buckets, port: number): Promise<LoopbackServer> {
  const portName = { what: 'devnet validator storage', envVar: VALIDATOR_STORAGE_PORT_ENV };
  await assertPortFree(port, portName.what, portName.envVar);
  const server = createServer((request, response) => answer(buckets, request, response, port));
  return listenOnLoopback(server, port, portName);
}
