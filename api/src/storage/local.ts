import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FileTooLargeError,
  InvalidStorageKeyError,
  assertStorageKey,
  type FileStorage,
  type PutOptions,
  type StoredObject,
  type StoredObjectInfo,
} from './types';

const TMP_DIR = '.tmp';
const META_SUFFIX = '.meta.json';

/**
 * Files in a local folder: `<root>/<key>` holds the bytes and `<root>/<key>.meta.json` the content type and size.
 * Writes stream into `<root>/.tmp/<uuid>` (fsync'd) and are renamed into place, so a reader never sees half a file and a
 * failed upload leaves nothing behind. Keys are checked (`assertStorageKey`) and the resolved path must stay under the
 * root, so no key can reach outside it.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  readonly root: string;

  constructor(
    root: string,
    private readonly options: { removeRootOnClose?: boolean } = {},
  ) {
    this.root = path.resolve(root);
  }

  /** The absolute path of a key, refused (InvalidStorageKeyError) unless it is strictly inside the root. */
  pathOf(key: string): string {
    assertStorageKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  async put(key: string, body: Readable | Buffer, contentType: string, options: PutOptions = {}): Promise<StoredObjectInfo> {
    const target = this.pathOf(key);
    const tmpDir = path.join(this.root, TMP_DIR);
    await fs.mkdir(tmpDir, { recursive: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    const id = randomUUID();
    const tmpData = path.join(tmpDir, id);
    const tmpMeta = path.join(tmpDir, `${id}${META_SUFFIX}`);
    let size = 0;
    const maxBytes = options.maxBytes;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (maxBytes !== undefined && size > maxBytes) done(new FileTooLargeError(maxBytes));
        else done(null, chunk);
      },
    });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await pipeline(source, counter, createWriteStream(tmpData, { flags: 'wx', mode: 0o600 }));
      // Durable before it becomes visible.
      const handle = await fs.open(tmpData, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      const info: StoredObjectInfo = { size, contentType };
      await fs.writeFile(tmpMeta, JSON.stringify(info), { mode: 0o600, flag: 'wx' });
      // Metadata first: a crash between the renames leaves a side file without data, which reads as "no object".
      await fs.rename(tmpMeta, `${target}${META_SUFFIX}`);
      await fs.rename(tmpData, target);
      return info;
    } catch (err) {
      await Promise.all([fs.rm(tmpData, { force: true }), fs.rm(tmpMeta, { force: true })]);
      // Drain what is left of a refused stream so the request (e.g. a multipart upload) can finish.
      if (!Buffer.isBuffer(body) && !body.destroyed) body.resume();
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const target = this.pathOf(key);
    let stat;
    try {
      stat = await fs.stat(target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    if (!stat.isFile()) return undefined;
    let contentType = 'application/octet-stream';
    try {
      const meta = JSON.parse(await fs.readFile(`${target}${META_SUFFIX}`, 'utf8')) as Partial<StoredObjectInfo>;
      if (typeof meta.contentType === 'string') contentType = meta.contentType;
    } catch {
      // Metadata missing or unreadable: serve as bytes.
    }
    return { size: stat.size, contentType, stream: createReadStream(target) };
  }

  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.rm(target, { force: true });
    await fs.rm(`${target}${META_SUFFIX}`, { force: true });
  }

  async close(): Promise<void> {
    if (this.options.removeRootOnClose) await fs.rm(this.root, { recursive: true, force: true });
  }
}
