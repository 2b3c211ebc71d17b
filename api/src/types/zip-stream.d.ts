/** zip-stream (archiver's ZIP writer) ships no types: the part of its API the .xlsx writer uses. */
declare module 'zip-stream' {
  import { Transform, type Readable } from 'node:stream';
  interface ZipStreamOptions {
    zlib?: { level?: number };
    store?: boolean;
    forceZip64?: boolean;
  }
  interface EntryData {
    name: string;
    date?: Date;
    store?: boolean;
  }
  export default class ZipStream extends Transform {
    constructor(options?: ZipStreamOptions);
    entry(source: string | Buffer | Readable | null, data: EntryData, callback: (error?: Error | null) => void): this;
    finalize(): void;
  }
}
