import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import type { Config } from '../config';
import { LocalFileStorage } from './local';
import type { FileStorage } from './types';

export * from './types';
export { LocalFileStorage } from './local';

/**
 * The file storage of a configuration. Today: the local folder `${dataDir}/files` (an in-memory configuration, as the
 * tests use, gets a private temporary folder removed on close). An S3-compatible implementation of `FileStorage` goes
 * beside `local.ts` as `s3.ts` and is chosen here from its configuration (docs/storage.md).
 */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  if (config.dataDir.startsWith('memory://')) {
    return new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), 'rm-files-')), { removeRootOnClose: true });
  }
  return new LocalFileStorage(path.join(config.dataDir, 'files'));
}

const byContext = new WeakMap<object, FileStorage>();

/**
 * The storage of an app context, created on first use and kept for the context's life (one per process in
 * production, one per test context). `setFileStorage` replaces it (tests, or a future S3 wiring at start-up).
 */
export function fileStorageOf(ctx: { config: Pick<Config, 'dataDir'> }): FileStorage {
  let storage = byContext.get(ctx);
  if (!storage) {
    storage = createFileStorage(ctx.config);
    byContext.set(ctx, storage);
  }
  return storage;
}

export function setFileStorage(ctx: object, storage: FileStorage): void {
  byContext.set(ctx, storage);
}

/** Closes and forgets the context's storage, if one was created. */
export async function closeFileStorage(ctx: object): Promise<void> {
  const storage = byContext.get(ctx);
  byContext.delete(ctx);
  await storage?.close?.();
}
