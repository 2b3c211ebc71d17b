/**
 * Resident documents (seed 000 §3 "Document", §5, §6 code 203, §7 "Documents"): upload/list/view/delete with real bytes,
 * the name rules, type and size limits, facility scoping, permissions, the document access token, and the storage.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DOCUMENT_MAX_BYTES } from 'shared-domain/documents';
import { sql } from 'kysely';
import { fileStorageOf, LocalFileStorage } from '../src/storage/index';
import {
  createDocumentToken,
  documentTokenKeys,
  signDocumentToken,
  DOCUMENT_TOKEN_TTL_SECONDS,
} from '../src/modules/documents/tokens';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
/** A resident with a residency at Bayside Gardens (1) and none at Carlton House (2), and one the other way round. */
let residentAt1: number;
let residentOnlyAt2: number;

before(async () => {
  t = await createTestContext();
  const db = t.handle.db;
  const at1 = await sql<{ resident_id: number }>`
    select resident_id from residencies r where facility_id = 1 and admission_date_utc is not null
       and not exists (select 1 from residencies o where o.resident_id = r.resident_id and o.facility_id <> 1)
     order by resident_id limit 1`.execute(db);
  const at2 = await sql<{ resident_id: number }>`
    select resident_id from residencies r where facility_id = 2
       and not exists (select 1 from residencies o where o.resident_id = r.resident_id and o.facility_id <> 2)
     order by resident_id limit 1`.execute(db);
  residentAt1 = at1.rows[0].resident_id;
  residentOnlyAt2 = at2.rows[0].resident_id;
});
after(async () => {
  await t?.close();
});

/** Bytes 0..255 repeated (and a PDF header): every byte value must survive the round trip. */
function sampleBytes(size = 70_000): Buffer {
  const buf = Buffer.alloc(size);
  for (let i = 0; i < size; i++) buf[i] = i % 256;
  Buffer.from('%PDF-1.7\n').copy(buf, 0);
  return buf;
}

function multipart(content: Buffer, filename = 'scan.pdf', contentType = 'application/pdf', field = 'file') {
  const boundary = '----rm-documents-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(opts: {
  who?: string;
  residentId?: number;
  facilityId?: number;
  name?: string | null;
  extension?: string;
  content?: Buffer;
  filename?: string;
}) {
  const { payload, contentType } = multipart(opts.content ?? sampleBytes(), opts.filename);
  const query: Record<string, string> = { facilityId: String(opts.facilityId ?? 1), extension: opts.extension ?? 'pdf' };
  if (opts.name !== null) query.name = opts.name ?? 'Care plan';
  return t.app.inject({
    method: 'POST',
    url: `/api/residents/${opts.residentId ?? residentAt1}/upload`,
    query,
    headers: { ...(await t.authFor(opts.who ?? 'carer@demo.local')), 'content-type': contentType },
    payload,
  });
}

async function list(residentId = residentAt1, who = 'carer@demo.local', facilityId = 1) {
  return t.app.inject({
    url: `/api/residents/${residentId}/documents`,
    query: { facilityId: String(facilityId) },
    headers: await t.authFor(who),
  });
}

async function tokenOf(id: number, who = 'carer@demo.local', facilityId = 1) {
  return t.app.inject({
    url: `/api/residents/document/${id}/token`,
    query: { facilityId: String(facilityId) },
    headers: await t.authFor(who),
  });
}

async function view(id: number, documentAccessToken?: string) {
  return t.app.inject({
    url: `/api/residents/document/${id}/view`,
    query: documentAccessToken === undefined ? {} : { documentAccessToken },
  });
}

async function remove(id: number, who = 'manager@demo.local', facilityId = 1) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/residents/document/${id}/delete`,
    query: { facilityId: String(facilityId) },
    headers: await t.authFor(who),
  });
}

async function deleteAllDocuments() {
  await sql`update documents set deleted_at = now() where deleted_at is null`.execute(t.handle.db);
}

describe('round trip', () => {
  test('upload, list, token, view (no bearer), delete with real bytes', async () => {
    const bytes = sampleBytes();
    const up = await upload({ name: '  Care plan 2026  ', content: bytes });
    assert.equal(up.statusCode, 201, up.body);
    const created = up.json();
    assert.equal(typeof created.id, 'number');
    assert.equal(created.documentName, 'Care plan 2026');
    assert.equal(created.addedBy, 'Carlos Reyes');
    assert.ok(Math.abs(Date.parse(created.dateAdded) - Date.now()) < 60_000);

    const listed = await list();
    assert.equal(listed.statusCode, 200);
    const row = listed.json().find((d: { id: number }) => d.id === created.id);
    assert.deepEqual(row, {
      documentName: 'Care plan 2026',
      id: created.id,
      addedBy: 'Carlos Reyes',
      dateAdded: created.dateAdded,
    });

    const tok = await tokenOf(created.id);
    assert.equal(tok.statusCode, 200);
    assert.equal(tok.json().expiresInSeconds, 60);
    const viewed = await view(created.id, tok.json().documentAccessToken);
    assert.equal(viewed.statusCode, 200, viewed.body);
    assert.equal(viewed.headers['content-type'], 'application/pdf');
    assert.equal(
      viewed.headers['content-disposition'],
      `inline; filename="Care plan 2026.pdf"; filename*=UTF-8''Care%20plan%202026.pdf`,
    );
    assert.equal(viewed.headers['x-content-type-options'], 'nosniff');
    assert.match(String(viewed.headers['cache-control']), /no-store/);
    assert.equal(Number(viewed.headers['content-length']), bytes.length);
    assert.ok(viewed.rawPayload.equals(bytes), 'the bytes come back unchanged');
    // The token can be used again within its lifetime (a reload of the tab).
    assert.equal((await view(created.id, tok.json().documentAccessToken)).statusCode, 200);

    // Stored under a key the API chose, inside the storage root.
    const stored = (await t.handle.db
      .selectFrom('documents' as any)
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow()) as any;
    assert.match(stored.storage_key, /^documents\/1\/[0-9a-f-]{36}$/);
    assert.equal(Number(stored.size), bytes.length);
    assert.equal(stored.residency_id !== null, true);
    const storage = fileStorageOf(t.ctx) as LocalFileStorage;
    const file = storage.pathOf(stored.storage_key);
    assert.ok(fs.readFileSync(file).equals(bytes));

    const audits = await t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id'])
      .where('entity', '=', 'residentDocument')
      .execute();
    assert.ok(audits.some((a) => a.action === 'upload' && a.entity_id === String(created.id)));

    const del = await remove(created.id);
    assert.equal(del.statusCode, 204, del.body);
    assert.ok(!(await list()).json().some((d: { id: number }) => d.id === created.id));
    assert.equal(fs.existsSync(file), false, 'the file is removed from the storage');
    // A token issued before the delete no longer opens it; a new token cannot be had; a second delete is a 404.
    assert.equal((await view(created.id, tok.json().documentAccessToken)).statusCode, 404);
    assert.equal((await tokenOf(created.id)).statusCode, 404);
    assert.equal((await remove(created.id)).statusCode, 404);
    const deletedRow = (await t.handle.db
      .selectFrom('documents' as any)
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow()) as any;
    assert.ok(deletedRow.deleted_at instanceof Date, 'the row stays (timeline) with deleted_at');
    const audits2 = await t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'residentDocument')
      .execute();
    assert.ok(audits2.some((a) => a.action === 'delete' && a.entity_id === String(created.id)));
  });

  test('the list is newest first and only shows live documents of this resident', async () => {
    await deleteAllDocuments();
    const a = (await upload({ name: 'First' })).json();
    const b = (await upload({ name: 'Second', extension: 'txt', content: Buffer.from('hello\n') })).json();
    const rows = (await list()).json();
    assert.deepEqual(
      rows.map((r: { id: number }) => r.id),
      [b.id, a.id],
    );
    const txt = await view(b.id, (await tokenOf(b.id)).json().documentAccessToken);
    assert.equal(txt.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(txt.body, 'hello\n');
    // Office files are downloaded, not shown.
    const docx = (
      await upload({ name: 'Contract', extension: 'docx', content: Buffer.from('PK\u0003\u0004 not really a docx') })
    ).json();
    const dl = await view(docx.id, (await tokenOf(docx.id)).json().documentAccessToken);
    assert.match(String(dl.headers['content-disposition']), /^attachment; filename="Contract.docx"/);
    assert.equal(dl.headers['content-type'], 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  test('the extension falls back to the file name; the served type comes from the extension, not the browser', async () => {
    await deleteAllDocuments();
    const { payload, contentType } = multipart(Buffer.from('\x89PNG\r\n\x1a\nfake'), 'photo.PNG', 'text/html');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/residents/${residentAt1}/upload`,
      query: { facilityId: '1', name: 'Photo' },
      headers: { ...(await t.authFor('carer@demo.local')), 'content-type': contentType },
      payload,
    });
    assert.equal(res.statusCode, 201, res.body);
    const v = await view(res.json().id, (await tokenOf(res.json().id)).json().documentAccessToken);
    assert.equal(v.headers['content-type'], 'image/png');
    assert.match(String(v.headers['content-security-policy']), /sandbox/);
  });
});

describe('name rules (seed 000 §5)', () => {
  test('required: missing, empty or blank => Please enter file name', async () => {
    for (const name of [null, '', '    ']) {
      const res = await upload({ name });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { modelState: { name: ['Please enter file name'] } });
    }
  });

  test('at most 60 characters', async () => {
    await deleteAllDocuments();
    assert.equal((await upload({ name: 'x'.repeat(60) })).statusCode, 201);
    const res = await upload({ name: 'y'.repeat(61) });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().modelState.name, ['The document name must be at most 60 characters.']);
  });

  test("unique among the resident's documents (case-insensitive) => This document name already exists", async () => {
    await deleteAllDocuments();
    const first = await upload({ name: 'Advance care directive' });
    assert.equal(first.statusCode, 201);
    for (const name of ['Advance care directive', ' advance CARE directive ']) {
      const res = await upload({ name });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { modelState: { name: ['This document name already exists'] } });
    }
    // Another resident may use the same name; after a delete the name is free again.
    const other = await sql<{
      resident_id: number;
    }>`select resident_id from residencies where facility_id = 1 and resident_id <> ${residentAt1} order by resident_id limit 1`.execute(
      t.handle.db,
    );
    assert.equal((await upload({ name: 'Advance care directive', residentId: other.rows[0].resident_id })).statusCode, 201);
    assert.equal((await remove(first.json().id)).statusCode, 204);
    assert.equal((await upload({ name: 'Advance care directive' })).statusCode, 201);
  });

  test('a refused upload stores nothing', async () => {
    await deleteAllDocuments();
    const storage = fileStorageOf(t.ctx) as LocalFileStorage;
    const count = () => {
      const dir = path.join(storage.root, 'documents', '1');
      return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    };
    const before = count();
    assert.equal((await upload({ name: '' })).statusCode, 400);
    assert.equal((await upload({ name: 'Bad type', extension: 'html', filename: 'x.html' })).statusCode, 400);
    assert.equal((await upload({ name: 'Empty', content: Buffer.alloc(0) })).statusCode, 400);
    assert.equal(count(), before);
    const tmp = path.join(storage.root, '.tmp');
    assert.deepEqual(fs.existsSync(tmp) ? fs.readdirSync(tmp) : [], []);
  });
});

describe('file type and size', () => {
  test('types outside the list are refused (HTML, SVG, scripts, executables)', async () => {
    for (const [extension, filename] of [
      ['html', 'a.html'],
      ['svg', 'a.svg'],
      ['js', 'a.js'],
      ['exe', 'a.exe'],
      ['', 'noextension'],
    ]) {
      const res = await upload({ name: `Refused ${extension}`, extension, filename });
      assert.equal(res.statusCode, 400, `${extension} ${res.body}`);
      assert.match(res.json().modelState.file[0], /^This file type is not supported/);
    }
  });

  test('an empty file is refused; no file part is refused; a JSON body is refused', async () => {
    const empty = await upload({ name: 'Empty', content: Buffer.alloc(0) });
    assert.deepEqual(empty.json().modelState, { file: ['The file is empty.'] });
    const boundary = 'x';
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/residents/${residentAt1}/upload`,
      query: { facilityId: '1', name: 'No file', extension: 'pdf' },
      headers: { ...(await t.authFor('carer@demo.local')), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    assert.equal(noFile.statusCode, 400);
    assert.deepEqual(noFile.json().modelState, { file: ['Please choose a file to upload.'] });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/residents/${residentAt1}/upload`,
      query: { facilityId: '1', name: 'Json', extension: 'pdf' },
      headers: { ...(await t.authFor('carer@demo.local')), 'content-type': 'application/json' },
      payload: '{}',
    });
    assert.equal(json.statusCode, 400);
    assert.deepEqual(json.json().modelState, { file: ['Please choose a file to upload.'] });
  });

  test('at most 20 MB: one byte more is refused with a clear message and nothing is kept', async () => {
    await deleteAllDocuments();
    assert.equal((await upload({ name: 'Exactly 20 MB', content: Buffer.alloc(DOCUMENT_MAX_BYTES, 1) })).statusCode, 201);
    const res = await upload({ name: 'Too big', content: Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 1) });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().modelState, { file: ['The file is too large. The maximum size is 20 MB.'] });
    const rows = (await list()).json();
    assert.deepEqual(
      rows.map((r: { documentName: string }) => r.documentName),
      ['Exactly 20 MB'],
    );
    const storage = fileStorageOf(t.ctx) as LocalFileStorage;
    assert.deepEqual(fs.readdirSync(path.join(storage.root, '.tmp')), []);
  });
});

describe('facility scoping and permissions', () => {
  test("another facility's resident or document => 404", async () => {
    await deleteAllDocuments();
    // Resident with no residency at facility 1.
    assert.equal((await list(residentOnlyAt2, 'manager@demo.local', 1)).statusCode, 404);
    assert.equal((await upload({ who: 'manager@demo.local', residentId: residentOnlyAt2, facilityId: 1 })).statusCode, 404);
    assert.equal((await list(999999, 'manager@demo.local', 1)).statusCode, 404);
    // A document of facility 2, reached through facility 1.
    const up = await upload({ who: 'manager@demo.local', residentId: residentOnlyAt2, facilityId: 2, name: 'Facility 2 file' });
    assert.equal(up.statusCode, 201, up.body);
    const id = up.json().id;
    assert.equal((await tokenOf(id, 'manager@demo.local', 1)).statusCode, 404);
    assert.equal((await remove(id, 'manager@demo.local', 1)).statusCode, 404);
    // A facility the user does not belong to (facility.manager is at Bayside Gardens only) => 404 from the guard.
    assert.equal((await list(residentOnlyAt2, 'facility.manager@demo.local', 2)).statusCode, 404);
    assert.equal((await tokenOf(id, 'facility.manager@demo.local', 2)).statusCode, 404);
    // Through its own facility it works.
    assert.equal((await tokenOf(id, 'manager@demo.local', 2)).statusCode, 200);
    assert.equal((await list(residentOnlyAt2, 'manager@demo.local', 2)).json().length, 1);
  });

  test('missing permission => 403 (delete needs residentsRemoveDocuments canRemove, upload residentsDetails canModify, list residentsDetails canView)', async () => {
    await deleteAllDocuments();
    const id = (await upload({ name: 'Keep me' })).json().id;
    // Care staff: details view + modify, no remove-documents.
    const carerDelete = await remove(id, 'carer@demo.local');
    assert.equal(carerDelete.statusCode, 403);
    assert.deepEqual(Object.keys(carerDelete.json()), ['message']);
    // Finance: details view only.
    assert.equal((await upload({ who: 'finance@demo.local', name: 'Finance upload' })).statusCode, 403);
    assert.equal((await list(residentAt1, 'finance@demo.local')).statusCode, 200);
    // Administrator: no resident details at all.
    assert.equal((await list(residentAt1, 'admin@demo.local')).statusCode, 403);
    assert.equal((await tokenOf(id, 'admin@demo.local')).statusCode, 403);
    // Still there.
    assert.equal((await list()).json().length, 1);
    assert.equal((await remove(id, 'facility.manager@demo.local')).statusCode, 204);
  });

  test('no bearer token on the guarded calls => 401', async () => {
    assert.equal((await t.app.inject({ url: `/api/residents/${residentAt1}/documents?facilityId=1` })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/residents/document/1/token?facilityId=1' })).statusCode, 401);
    assert.equal(
      (await t.app.inject({ method: 'DELETE', url: '/api/residents/document/1/delete?facilityId=1' })).statusCode,
      401,
    );
  });
});

describe('document access token', () => {
  let docA: number;
  let docB: number;
  before(async () => {
    await deleteAllDocuments();
    docA = (await upload({ name: 'Token A', content: Buffer.from('%PDF-A') })).json().id;
    docB = (await upload({ name: 'Token B', content: Buffer.from('%PDF-B') })).json().id;
  });

  test('missing, garbage and bearer-only requests are refused', async () => {
    assert.equal((await view(docA)).statusCode, 404);
    for (const junk of ['', 'abc', 'v1.x.y', 'v1..', `v1.${'a'.repeat(2000)}.b`]) {
      assert.equal((await view(docA, junk)).statusCode, junk.length > 1024 ? 400 : 404, junk.slice(0, 10));
    }
    // A bearer token is not a document token.
    const bearer = await t.tokenFor('manager@demo.local');
    assert.equal((await view(docA, bearer)).statusCode, 404);
    const withHeader = await t.app.inject({
      url: `/api/residents/document/${docA}/view`,
      headers: { authorization: `Bearer ${bearer}` },
    });
    assert.equal(withHeader.statusCode, 404);
  });

  test("another document's token is refused", async () => {
    const tokenA = (await tokenOf(docA)).json().documentAccessToken;
    assert.equal((await view(docA, tokenA)).statusCode, 200);
    assert.equal((await view(docB, tokenA)).statusCode, 404);
  });

  test('an expired token is refused; tokens live 60 seconds', async () => {
    const [key] = await documentTokenKeys(t.handle.db);
    const user = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'carer@demo.local')
      .executeTakeFirstOrThrow();
    const issuedLongAgo = createDocumentToken(
      key,
      { documentId: docA, userId: user.id, facilityId: 1, controller: 'residents' },
      Date.now() - 61_000,
    );
    assert.equal(DOCUMENT_TOKEN_TTL_SECONDS, 60);
    assert.equal((await view(docA, issuedLongAgo.token)).statusCode, 404);
    const issuedNow = createDocumentToken(key, { documentId: docA, userId: user.id, facilityId: 1, controller: 'residents' });
    assert.equal((await view(docA, issuedNow.token)).statusCode, 200);
    // An authentic token claiming a far expiry is refused too.
    const far = signDocumentToken(key, { d: docA, u: user.id, f: 1, c: 'residents', exp: Math.floor(Date.now() / 1000) + 3600 });
    assert.equal((await view(docA, far)).statusCode, 404);
  });

  test('forged tokens are refused: changed payload, another key, changed signature', async () => {
    const real = (await tokenOf(docA)).json().documentAccessToken as string;
    const [v, payload, mac] = real.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const retargeted = Buffer.from(JSON.stringify({ ...claims, d: docB })).toString('base64url');
    assert.equal((await view(docB, `${v}.${retargeted}.${mac}`)).statusCode, 404);
    const otherKey = Buffer.alloc(32, 7);
    const forged = signDocumentToken(otherKey, {
      d: docA,
      u: claims.u,
      f: 1,
      c: 'residents',
      exp: Math.floor(Date.now() / 1000) + 30,
    });
    assert.equal((await view(docA, forged)).statusCode, 404);
    const flipped = `${v}.${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'AB' : 'AA'}`;
    assert.equal((await view(docA, flipped)).statusCode, 404);
    // Tokens are unguessable: two tokens for the same document and user differ.
    const again = (await tokenOf(docA)).json().documentAccessToken as string;
    assert.notEqual(again, real);
  });

  test('the token is bound to its user: deactivated user or one without the permission any more => refused', async () => {
    const db = t.handle.db;
    const tok = (await tokenOf(docA)).json().documentAccessToken;
    await db.updateTable('users').set({ is_active: false }).where('email', '=', 'carer@demo.local').execute();
    try {
      assert.equal((await view(docA, tok)).statusCode, 404);
    } finally {
      await db.updateTable('users').set({ is_active: true }).where('email', '=', 'carer@demo.local').execute();
    }
    assert.equal((await view(docA, tok)).statusCode, 200);
    // A token for a facility the user is not at (crafted with the real key) is refused.
    const [key] = await documentTokenKeys(db);
    const fm = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'facility.manager@demo.local')
      .executeTakeFirstOrThrow();
    const crafted = createDocumentToken(key, { documentId: docA, userId: fm.id, facilityId: 2, controller: 'residents' });
    assert.equal((await view(docA, crafted.token)).statusCode, 404);
    // A token of another controller is refused.
    const leads = createDocumentToken(key, { documentId: docA, userId: fm.id, facilityId: 1, controller: 'leads' });
    assert.equal((await view(docA, leads.token)).statusCode, 404);
  });
});

describe('storage and path traversal', () => {
  test('document names never reach the storage: a traversal-looking name is only a label', async () => {
    await deleteAllDocuments();
    const name = '../../../etc/passwd "quoted"\\';
    const up = await upload({ name });
    assert.equal(up.statusCode, 201, up.body);
    const row = (await t.handle.db
      .selectFrom('documents' as any)
      .select(['storage_key'])
      .where('id', '=', up.json().id)
      .executeTakeFirstOrThrow()) as any;
    assert.match(row.storage_key, /^documents\/1\/[0-9a-f-]{36}$/);
    const v = await view(up.json().id, (await tokenOf(up.json().id)).json().documentAccessToken);
    assert.equal(v.statusCode, 200);
    const cd = String(v.headers['content-disposition']);
    assert.ok(cd.startsWith('inline; filename="../../../etc/passwd _quoted__.pdf"; filename*=UTF-8\'\''), cd);
  });

  test('the local storage refuses keys that could leave its folder', async () => {
    const root = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'rm-storage-test-'));
    const storage = new LocalFileStorage(path.join(root, 'files'));
    try {
      for (const key of [
        '../escape',
        'a/../../escape',
        '/etc/passwd',
        'a\\..\\b',
        'a/./b',
        '',
        'a//b',
        '..',
        '.',
        'a/',
        '%2e%2e/x',
        'a\u0000b',
        'x.meta',
        'C:/x',
      ]) {
        await assert.rejects(storage.put(key, Buffer.from('x'), 'text/plain'), /Invalid storage key/, JSON.stringify(key));
        await assert.rejects(storage.get(key), /Invalid storage key/);
        await assert.rejects(storage.delete(key), /Invalid storage key/);
      }
      assert.equal(fs.existsSync(path.join(root, 'escape')), false);
      assert.deepEqual(fs.readdirSync(root).sort(), fs.existsSync(path.join(root, 'files')) ? ['files'] : []);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('put/get/delete: streaming, metadata, atomic replacement, failed writes leave nothing', async () => {
    const root = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'rm-storage-test-'));
    const storage = new LocalFileStorage(root);
    try {
      const { Readable } = await import('node:stream');
      const bytes = sampleBytes(300_000);
      const info = await storage.put(
        'documents/1/abc',
        Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
        'application/pdf',
      );
      assert.deepEqual(info, { size: bytes.length, contentType: 'application/pdf' });
      const got = await storage.get('documents/1/abc');
      assert.ok(got);
      assert.equal(got.contentType, 'application/pdf');
      assert.equal(got.size, bytes.length);
      const chunks: Buffer[] = [];
      for await (const c of got.stream) chunks.push(c as Buffer);
      assert.ok(Buffer.concat(chunks).equals(bytes));
      // Replacing keeps the old object readable until the new one is complete.
      await storage.put('documents/1/abc', Buffer.from('v2'), 'text/plain; charset=utf-8');
      const v2 = await storage.get('documents/1/abc');
      assert.equal(v2?.size, 2);
      v2?.stream.destroy();
      // A source that fails half-way: nothing new is stored, the old object is intact, no temporary file remains.
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1000, 1));
          this.destroy(new Error('connection reset'));
        },
      });
      await assert.rejects(storage.put('documents/1/abc', failing, 'application/pdf'), /connection reset/);
      await assert.rejects(
        storage.put('documents/1/new', Readable.from([Buffer.alloc(5000)]), 'application/pdf', { maxBytes: 4096 }),
        /larger than 4096/,
      );
      assert.equal(await storage.get('documents/1/new'), undefined);
      const v2again = await storage.get('documents/1/abc');
      assert.equal(v2again?.size, 2);
      v2again?.stream.destroy();
      assert.deepEqual(fs.readdirSync(path.join(root, '.tmp')), []);
      await storage.delete('documents/1/abc');
      await storage.delete('documents/1/abc'); // idempotent
      assert.equal(await storage.get('documents/1/abc'), undefined);
      assert.equal(await storage.get('documents/2/never'), undefined);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
