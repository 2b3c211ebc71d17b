import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { acceptedEncodings } from '../src/http/static';
import { createTestContext, type TestContext } from './helpers';

// What a browser receives: the build's brotli and gzip copies by content negotiation, hashed files cached for a year,
// the files that name them revalidated with a strong ETag.
let t: TestContext;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-delivery-'));
const shell = path.join(root, 'shell', 'dist');
const residents = path.join(root, 'mfe-residents', 'dist');
const MAIN = 'const greeting = "hello";'.repeat(40);
const ENTRY = 'var remoteEntry = 1;'.repeat(20);

/** A built file with the .br and .gz copies the build writes beside it. */
function writeBuilt(file: string, content: string, { br = true, gz = true } = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (br) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  if (gz) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

before(async () => {
  writeBuilt(path.join(shell, 'index.html'), '<!doctype html><title>Shell</title>');
  writeBuilt(path.join(shell, 'main.3f9a1c2b.js'), MAIN);
  writeBuilt(path.join(shell, 'only-gzip.a1b2c3d4.js'), MAIN, { br: false });
  writeBuilt(path.join(residents, 'remoteEntry.js'), ENTRY);
  writeBuilt(path.join(residents, 'mf-manifest.json'), '{"id":"mfe_residents"}');
  fs.writeFileSync(path.join(shell, 'logo.1234abcd.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(root, 'secret.txt'), 'do not serve');
  t = await createTestContext({ demo: false, env: { FRONTEND_ROOT: root } });
});
after(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('content negotiation', () => {
  test('brotli is preferred when the browser accepts it, with its own length and Vary', async () => {
    const res = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.match(String(res.headers['content-type']), /javascript/);
    const sent = fs.readFileSync(path.join(shell, 'main.3f9a1c2b.js.br'));
    assert.equal(Number(res.headers['content-length']), sent.length);
    assert.ok(sent.length < MAIN.length);
    assert.equal(zlib.brotliDecompressSync(res.rawPayload).toString(), MAIN);
  });

  test('gzip when brotli is not accepted, or refused with q=0, or its copy is missing', async () => {
    for (const [url, accept] of [
      ['/main.3f9a1c2b.js', 'gzip, deflate'],
      ['/main.3f9a1c2b.js', 'br;q=0, gzip;q=0.5'],
      ['/only-gzip.a1b2c3d4.js', 'br, gzip'],
    ]) {
      const res = await get(url, { 'accept-encoding': accept });
      assert.equal(res.headers['content-encoding'], 'gzip', `${url} with ${accept}`);
      assert.equal(zlib.gunzipSync(res.rawPayload).toString(), MAIN);
      assert.equal(Number(res.headers['content-length']), res.rawPayload.length);
    }
  });

  test('the identity file when nothing it has is accepted, still with Vary', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/main.3f9a1c2b.js', accept ? { 'accept-encoding': accept } : {});
      assert.equal(res.headers['content-encoding'], undefined, String(accept));
      assert.equal(res.headers.vary, 'Accept-Encoding');
      assert.equal(res.body, MAIN);
      assert.equal(Number(res.headers['content-length']), Buffer.byteLength(MAIN));
    }
  });

  test('remotes and the SPA page are negotiated too; files the build does not compress are sent as they are', async () => {
    const entry = await get('/mfe/mfe-residents/remoteEntry.js', { 'accept-encoding': 'br' });
    assert.equal(entry.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(entry.rawPayload).toString(), ENTRY);
    const page = await get('/viewResident/12/details', { 'accept-encoding': 'gzip' });
    assert.equal(page.headers['content-encoding'], 'gzip');
    assert.match(zlib.gunzipSync(page.rawPayload).toString(), /<title>Shell<\/title>/);
    const png = await get('/logo.1234abcd.png', { 'accept-encoding': 'br, gzip' });
    assert.equal(png.headers['content-encoding'], undefined);
    assert.equal(png.headers.vary, undefined);
  });

  test('Accept-Encoding parsing: q-values, * and refusals', () => {
    assert.deepEqual([...acceptedEncodings('gzip, br;q=0.8')].sort(), ['br', 'gzip']);
    assert.deepEqual([...acceptedEncodings('*')].sort(), ['*', 'br', 'gzip']);
    assert.deepEqual([...acceptedEncodings('*, br;q=0')].sort(), ['*', 'gzip']);
    assert.deepEqual([...acceptedEncodings('gzip;q=0.000')], []);
    assert.deepEqual([...acceptedEncodings(undefined)], []);
  });
});

test('/config.json: brotli or gzip as the browser accepts, identity otherwise', async () => {
  const identity = await get('/config.json', { 'accept-encoding': 'identity' });
  assert.equal(identity.headers['content-encoding'], undefined);
  const config = identity.json();
  const br = await get('/config.json', { 'accept-encoding': 'gzip, br' });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers.vary, 'Accept-Encoding');
  assert.deepEqual(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()), config);
  const gzip = await get('/config.json', { 'accept-encoding': 'gzip' });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.deepEqual(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()), config);
});

describe('caching', () => {
  test('hashed files are cached for a year and immutable, without a validator', async () => {
    const res = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'br' });
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers.etag, undefined);
    const remote = await get('/mfe/mfe-residents/remoteEntry.js');
    assert.equal(remote.headers['cache-control'], 'no-cache');
  });

  for (const url of [
    '/',
    '/index.html',
    '/mfe/mfe-residents/mf-manifest.json',
    '/mfe/mfe-residents/remoteEntry.js',
    '/config.json',
  ]) {
    test(`${url}: no-cache with a strong ETag; 304 when it has not changed`, async () => {
      const first = await get(url, { 'accept-encoding': 'br' });
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['cache-control'], 'no-cache');
      const etag = String(first.headers.etag);
      assert.match(etag, /^"[A-Za-z0-9_-]{20,}(-br)?"$/, 'strong, not W/');
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      assert.equal(again.headers['cache-control'], 'no-cache');
      const stale = await get(url, { 'accept-encoding': 'br', 'if-none-match': '"something-else"' });
      assert.equal(stale.statusCode, 200);
      assert.ok(stale.rawPayload.length > 0);
    });
  }

  test('the ETag follows the identity content: the same for every encoding, new when the file changes', async () => {
    const url = '/mfe/mfe-residents/remoteEntry.js';
    const tagOf = async (accept: string) => String((await get(url, { 'accept-encoding': accept })).headers.etag);
    const identity = await tagOf('identity');
    assert.equal(await tagOf('br'), identity.replace(/"$/, '-br"'));
    assert.equal(await tagOf('gzip'), identity.replace(/"$/, '-gzip"'));
    // A browser that revalidates with the tag of another encoding is told the content has not changed.
    assert.equal((await get(url, { 'accept-encoding': 'gzip', 'if-none-match': identity })).statusCode, 304);

    const file = path.join(residents, 'remoteEntry.js');
    writeBuilt(file, `${ENTRY}// rebuilt`);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    assert.notEqual(await tagOf('identity'), identity);
    const res = await get(url, { 'accept-encoding': 'br', 'if-none-match': identity });
    assert.equal(res.statusCode, 200);
    assert.match(zlib.brotliDecompressSync(res.rawPayload).toString(), /rebuilt$/);
  });
});

describe('the rules that stay', () => {
  test('traversal is still refused, with or without an encoding', async () => {
    for (const url of [
      '/mfe/mfe-residents/../../secret.txt',
      '/mfe/mfe-residents/%2e%2e/%2e%2e/secret.txt',
      '/..%2f..%2fsecret.txt',
    ]) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      assert.notEqual(res.body, 'do not serve', url);
      assert.ok(
        res.statusCode === 404 || /<title>Shell<\/title>/.test(zlib.brotliDecompressSync(res.rawPayload).toString()),
        url,
      );
    }
    assert.equal((await get('/mfe/mfe-residents/%2e%2e/%2e%2e/secret.txt')).statusCode, 404);
  });

  test('a missing asset is a 404 and a missing remote file too, whatever the encoding', async () => {
    assert.equal((await get('/missing.12345678.js', { 'accept-encoding': 'br' })).statusCode, 404);
    assert.equal((await get('/mfe/mfe-residents/missing.js', { 'accept-encoding': 'br' })).statusCode, 404);
    assert.equal((await get('/mfe/mfe-leads/remoteEntry.js', { 'accept-encoding': 'br' })).statusCode, 404);
  });
});
