import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (ARCHITECTURE §6: a local folder, or S3-compatible storage in production). Keys are chosen
 * by the API (never by a user): `/`-separated segments of letters, digits, `-` and `_` (see `assertStorageKey`).
 * See docs/storage.md.
 */
export interface FileStorage {
  /** 'local' or 's3'. */
  readonly kind: string;
  /**
   * Stores `body` under `key` (replacing any object there). The object appears whole or not at all: a failed or aborted
   * write leaves nothing behind. Rejects with `FileTooLargeError` past `maxBytes` (the stream is consumed up to there).
   */
  put(key: string, body: Readable | Buffer, contentType: string, options?: PutOptions): Promise<StoredObjectInfo>;
  /** The object as a stream with its metadata, or undefined when there is none under `key`. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
  /** Releases resources (temporary folders of an in-memory configuration, clients). */
  close?(): Promise<void>;
}

export interface PutOptions {
  /** Refuse bodies larger than this many bytes. */
  maxBytes?: number;
}

export interface StoredObjectInfo {
  size: number;
  contentType: string;
}

export interface StoredObject extends StoredObjectInfo {
  stream: Readable;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

export class FileTooLargeError extends Error {
  constructor(public readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

const SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Keys are relative, `/`-separated, each segment made of letters, digits, `-` and `_` only (no dots, so no `..`, no
 * hidden files, no clash with the local store's `.meta.json` side files; no backslashes, colons or NUL), at most 512
 * characters. Anything else throws `InvalidStorageKeyError` before any file system or network call.
 */
export function assertStorageKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) throw new InvalidStorageKeyError(String(key));
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment)) throw new InvalidStorageKeyError(key);
  }
}
