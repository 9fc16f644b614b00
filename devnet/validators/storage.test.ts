import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../ports';
import { redirectGoogleStorage } from './redirect';
import { Buckets, routeOf, startValidatorStorage } from './storage';

const BUCKET = 'treasure-devnet-validator-0';
const KEY = 'arbitrum/checkpoint_0_with_id.json';
let buckets: Buckets;
let server: { url: string; stop(): Promise<void> };
let port: number;

beforeEach(async () => {
  buckets = new Buckets();
  buckets.create(BUCKET);
  buckets.put(BUCKET, KEY, '{"value":1}');
  port = await freePort();
  server = await startValidatorStorage(buckets, port);
});

afterEach(async () => {
  await server.stop();
});

/** The two requests the SDK's GcpStorageWrapper makes for an object (sdk dist/gcp/storage.js). */
const metadataUrl = (bucket: string, name: string) =>
  `${server.url}/storage/v1/b/${bucket}/o/${encodeURIComponent(name)}`;

describe('the validator storage stand-in', () => {
  it("answers an object's metadata and bytes at the JSON API's paths, readable by any page", async () => {
    const metadata = await fetch(metadataUrl(BUCKET, KEY), { headers: { origin: 'https://example.org' } });
    expect(metadata.status).toBe(200);
    expect(metadata.headers.get('access-control-allow-origin')).toBe('*');
    const resource = (await metadata.json()) as Record<string, string>;
    expect(resource).toMatchObject({ kind: 'storage#object', bucket: BUCKET, name: KEY, size: '11' });
    expect(new Date(resource.updated as string).getTime()).toBeGreaterThan(0);

    const media = await fetch(`${metadataUrl(BUCKET, KEY)}?alt=media`);
    expect(media.status).toBe(200);
    expect(media.headers.get('access-control-allow-origin')).toBe('*');
    expect(await media.text()).toBe('{"value":1}');
    // The metadata's mediaLink and the public URL form answer the bytes too.
    expect(await (await fetch(resource.mediaLink as string)).text()).toBe('{"value":1}');
    expect(await (await fetch(`${server.url}/${BUCKET}/${KEY}`)).text()).toBe('{"value":1}');
  });

  it('answers 404 for a missing object or bucket, with CORS, as Cloud Storage does', async () => {
    const missing = await fetch(metadataUrl(BUCKET, 'arbitrum/checkpoint_1_with_id.json'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await missing.json()) as { error: { code: number } }).error.code).toBe(404);
    const media = await fetch(`${metadataUrl(BUCKET, 'arbitrum/checkpoint_1_with_id.json')}?alt=media`);
    expect(media.status).toBe(404);
    expect(await media.text()).toBe(`No such object: ${BUCKET}/arbitrum/checkpoint_1_with_id.json`);
    expect((await fetch(metadataUrl('another-bucket', KEY))).status).toBe(404);
    expect((await fetch(`${server.url}/storage/v1/b/${BUCKET}`)).status).toBe(404);
  });

  it('takes a slash in an object name only encoded, as the SDK sends it', () => {
    expect(routeOf(`/storage/v1/b/${BUCKET}/o/arbitrum%2FgcsLatestIndexKey?alt=media`)).toEqual({
      kind: 'media',
      bucket: BUCKET,
      name: 'arbitrum/gcsLatestIndexKey',
    });
    expect(routeOf(`/storage/v1/b/${BUCKET}/o/arbitrum/gcsLatestIndexKey`)).toEqual({ kind: 'unknown' });
    expect(routeOf(`/storage/v1/b/${BUCKET}/o/%E0%A4%A`)).toBeUndefined();
  });

  it('answers a preflight, HEAD, refuses writes and other hosts', async () => {
    const preflight = await fetch(metadataUrl(BUCKET, KEY), { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const head = await fetch(metadataUrl(BUCKET, KEY), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect((await fetch(metadataUrl(BUCKET, KEY), { method: 'DELETE' })).status).toBe(405);
    const rebound = await fetch(metadataUrl(BUCKET, KEY).replace('127.0.0.1', 'localhost'));
    expect(rebound.status).toBe(200);
    const { request } = await import('node:http');
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(metadataUrl(BUCKET, KEY), { headers: { host: `attacker.example:${port}` } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(403);
  });

  it('serves a new generation when an object is written again, and forgets a deleted one', async () => {
    const first = (await (await fetch(metadataUrl(BUCKET, KEY))).json()) as { generation: string };
    buckets.put(BUCKET, KEY, '{"value":2}');
    const second = (await (await fetch(metadataUrl(BUCKET, KEY))).json()) as { generation: string };
    expect(BigInt(second.generation)).toBeGreaterThan(BigInt(first.generation));
    expect(await (await fetch(`${metadataUrl(BUCKET, KEY)}?alt=media`)).text()).toBe('{"value":2}');
    buckets.delete(BUCKET, KEY);
    expect((await fetch(metadataUrl(BUCKET, KEY))).status).toBe(404);
  });

  it('fails a busy port with the variable to change', async () => {
    await expect(startValidatorStorage(buckets, port)).rejects.toThrow(/DEVNET_VALIDATOR_STORAGE_PORT/);
  });
});

describe("the relayer's redirect of Google Cloud Storage", () => {
  it('sends exactly https://storage.googleapis.com to the devnet storage, path and query kept', async () => {
    const seen: string[] = [];
    const recording = (async (input: string | URL | Request) => {
      seen.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return new Response('ok');
    }) as typeof fetch;
    const redirected = redirectGoogleStorage(recording, 'http://127.0.0.1:8555/');
    await redirected(`https://storage.googleapis.com/storage/v1/b/${BUCKET}/o/a%2Fb?alt=media`);
    await redirected(new URL('https://storage.googleapis.com/storage/v1/b/x/o/y'));
    await redirected(new Request('https://storage.googleapis.com/x/y'));
    await redirected('https://storage.googleapis.com.example.org/x');
    await redirected('http://127.0.0.1:8545/');
    expect(seen).toEqual([
      `http://127.0.0.1:8555/storage/v1/b/${BUCKET}/o/a%2Fb?alt=media`,
      'http://127.0.0.1:8555/storage/v1/b/x/o/y',
      'http://127.0.0.1:8555/x/y',
      'https://storage.googleapis.com.example.org/x',
      'http://127.0.0.1:8545/',
    ]);
  });
});
