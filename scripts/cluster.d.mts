// Types of scripts/cluster.mjs for the TypeScript that uses it (the journeys' cluster mode).

export const DEFAULT_CLUSTER_DATABASE: string;
export const STREAM_PATHS: string[];

export interface Replica {
  name: string;
  port: number;
  pid(): number | undefined;
  exited(): boolean;
  kill(signal?: NodeJS.Signals): boolean | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Cluster {
  url: string;
  port: number;
  runDir: string;
  replicas: Replica[];
  nginxPid(): number | undefined;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function ensureNginx(options?: { log?: (line: string) => void }): string;
export function ensureDatabase(url: string): Promise<boolean>;
export function uploadLimitBytes(): Promise<number>;
export function nginxConfig(options: {
  listen: string;
  replicas: number[];
  runDir: string;
  maxBodyBytes: number;
  failTimeout?: number;
  accessLog?: boolean;
}): string;
export function prepareDatabase(env: NodeJS.ProcessEnv, options?: { sink?: (line: string) => void }): Promise<void>;
export function startCluster(options: {
  replicas?: number;
  port: number;
  listenHost?: string;
  env: NodeJS.ProcessEnv;
  restart?: boolean;
  sink?: (line: string) => void;
  runDir?: string;
  failTimeout?: number;
  accessLog?: boolean;
  waitMs?: number;
}): Promise<Cluster>;
