/**
 * The harness of a journey file: one server (its own database with the demo data, lib/server.ts) and one Chromium for
 * the whole file, started in the file's `before` hook and stopped in its `after` hook.
 */
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { startServer, type RunningServer } from './server';

export interface Harness {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Registers the hooks; the returned fields are readable from the tests on (reading one earlier throws). `embedded`
 * runs the file's server on the embedded database even when the run's servers use a PostgreSQL server (lib/server.ts).
 */
export function useServerAndBrowser(env: Record<string, string> = {}, options: { embedded?: boolean } = {}): Harness {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer(env, options);
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} starts in the file's before hook`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
