// The size check (`npm test -- size`): what a browser receives. Starts the built product (lib/server.ts), opens it in
// Chromium and sums, through the DevTools protocol, the encoded bytes (`encodedDataLength`: compressed, as they came
// over the wire) of the JavaScript responses of
//   (a) the first dashboard page with a session and a cold cache,
//   (b) a signed-out visit to / up to the sign-in page,
//   (c) the lead board opened from the dashboard (only the JavaScript it adds),
// prints one line per figure and fails when a figure is over its bar or the first page holds more than one React DOM.
// Usage (from e2e/): node --import tsx lib/size.ts [--verbose] [--frontend-root=<folder with <app>/dist>]
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launch, newContext, signIn } from '../lib/browser';
import { boardLoaded } from '../lib/leads';
import { startServer } from '../lib/server';

export const BARS_KB = { firstDashboard: 250, signedOut: 120 } as const;
/**
 * Libraries the product must load once per page (federation singletons), each by a string only its own code holds:
 * React DOM (the property it puts on a root's container), moment-timezone (one of its messages).
 */
export const SINGLE_COPY: Record<string, string> = {
  'React DOM': '__reactContainer$',
  'moment-timezone': 'Moment Timezone has no data for',
};

export interface ScriptResponse {
  url: string;
  encoded: number;
  /** The SINGLE_COPY libraries this file holds. */
  libraries: string[];
}

/** Records every Script response a page receives from now on, with its encoded size. */
export class ScriptMeter {
  private readonly types = new Map<string, { url: string; script: boolean }>();
  private readonly done: ScriptResponse[] = [];
  private readonly pending: Promise<void>[] = [];

  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<ScriptMeter> {
    const cdp = await page.context().newCDPSession(page);
    const meter = new ScriptMeter(cdp);
    cdp.on('Network.responseReceived', (e) => meter.types.set(e.requestId, { url: e.response.url, script: e.type === 'Script' }));
    cdp.on('Network.loadingFinished', (e) => {
      const r = meter.types.get(e.requestId);
      if (!r?.script) return;
      meter.pending.push(
        cdp
          .send('Network.getResponseBody', { requestId: e.requestId })
          .then((b) => (b.base64Encoded ? Buffer.from(b.body, 'base64').toString('utf8') : b.body))
          .catch(() => '')
          .then((body) => {
            const libraries = Object.keys(SINGLE_COPY).filter((name) => body.includes(SINGLE_COPY[name]));
            meter.done.push({ url: r.url, encoded: e.encodedDataLength, libraries });
          }),
      );
    });
    await cdp.send('Network.enable');
    return meter;
  }

  /** Forgets what was recorded (to measure only what a later step adds). */
  async reset(): Promise<void> {
    await Promise.all(this.pending);
    this.done.length = 0;
    this.pending.length = 0;
  }

  async responses(): Promise<ScriptResponse[]> {
    await Promise.all(this.pending);
    return [...this.done];
  }
}

/** Waits until the page has had no request in flight for `quietMs` (lazy chunks that follow the first render). */
async function settle(page: Page, quietMs = 1000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(quietMs);
}

/** The signed-in user and the OpenID client's state, as oidc-client-ts keeps them in sessionStorage. */
async function sessionStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (key.startsWith('oidc.')) out[key] = sessionStorage.getItem(key)!;
    }
    return out;
  });
}

/** A fresh context (empty HTTP cache) whose pages start with the given session: the user's next visit. */
async function contextWithSession(browser: Browser, origin: string, session: Record<string, string>): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript(
    ({ origin: o, entries }) => {
      if (window.location.origin !== o) return;
      for (const [k, v] of Object.entries(entries))
        if (window.sessionStorage.getItem(k) === null) window.sessionStorage.setItem(k, v);
    },
    { origin, entries: session },
  );
  return context;
}

export interface Figure {
  name: string;
  bytes: number;
  requests: number;
  barKb?: number;
  /** Exactly one React DOM among these files (the first page). */
  oneReact?: boolean;
  files: ScriptResponse[];
}

/** The files holding `library` (a SINGLE_COPY name). */
const holding = (files: ScriptResponse[], library: string) =>
  files.filter((f) => f.libraries.includes(library)).map((f) => f.url);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function figure(name: string, files: ScriptResponse[], barKb?: number, oneReact = false): Figure {
  return { name, bytes: files.reduce((a, f) => a + f.encoded, 0), requests: files.length, barKb, oneReact, files };
}

/** Libraries loaded more than once by one page (the dashboard, then the lead board in the same document). */
export function duplicates(files: ScriptResponse[]): string[] {
  return Object.keys(SINGLE_COPY)
    .map((library) => ({ library, urls: holding(files, library) }))
    .filter((d) => d.urls.length > 1)
    .map((d) => `${d.library} loaded ${d.urls.length} times (${d.urls.map((u) => new URL(u).pathname).join(', ')})`);
}

export async function measure(baseUrl: string, browser: Browser): Promise<{ figures: Figure[]; duplicates: string[] }> {
  const figures: Figure[] = [];

  // (b) signed out: / up to the provider's sign-in form.
  {
    const context = await newContext(browser);
    const page = await context.newPage();
    const meter = await ScriptMeter.attach(page);
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('Email').waitFor({ timeout: 30_000 });
    await settle(page, 300);
    figures.push(figure('signed-out', await meter.responses(), BARS_KB.signedOut));
    await context.close();
  }

  // (a) sign in once, then open the dashboard in a new context (cold cache) that holds the same session.
  let session: Record<string, string>;
  {
    const context = await newContext(browser);
    const page = await signIn(context, baseUrl, 'manager@demo.local');
    session = await sessionStorageOf(page);
    await context.close();
  }
  const context = await contextWithSession(browser, baseUrl, session);
  const page = await context.newPage();
  const meter = await ScriptMeter.attach(page);
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByText('Registered beds', { exact: true }).waitFor({ timeout: 30_000 });
  if (/\/oidc\//.test(page.url())) throw new Error('the restored session was not used: the dashboard asked to sign in');
  await settle(page);
  const firstPage = await meter.responses();
  figures.push(figure('first-dashboard', firstPage, BARS_KB.firstDashboard, true));

  // (c) the lead board from the dashboard's menu: only what it adds.
  await meter.reset();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads', exact: true }).click();
  await boardLoaded(page);
  await settle(page);
  const board = await meter.responses();
  figures.push(figure('lead-board', board));
  await context.close();
  return { figures, duplicates: duplicates([...firstPage, ...board]) };
}

export function report({ figures, duplicates: twice }: { figures: Figure[]; duplicates: string[] }, verbose = false): string[] {
  const failures: string[] = [];
  for (const f of figures) {
    const bar = f.barKb !== undefined ? `bar ${f.barKb} KB` : 'no bar';
    const reactDom = holding(f.files, 'React DOM');
    const react = f.oneReact ? ` react-dom=${reactDom.length}` : '';
    console.log(`SIZE ${f.name} js=${kb(f.bytes)} KB (encoded, ${bar}) requests=${f.requests}${react}`);
    if (verbose)
      for (const file of [...f.files].sort((a, b) => b.encoded - a.encoded))
        console.log(
          `  ${kb(file.encoded).padStart(7)} KB  ${new URL(file.url).pathname}${file.libraries.length ? `  (${file.libraries.join(', ')})` : ''}`,
        );
    if (f.barKb !== undefined && f.bytes > f.barKb * 1024)
      failures.push(`${f.name}: ${kb(f.bytes)} KB is over the ${f.barKb} KB bar`);
    if (f.oneReact && reactDom.length !== 1)
      failures.push(`${f.name}: expected exactly one React DOM, found ${reactDom.length} (${reactDom.join(', ')})`);
  }
  console.log(`SIZE single-copy libraries (dashboard then lead board): ${twice.length ? twice.join('; ') : 'each loaded once'}`);
  return [...failures, ...twice];
}

async function main(): Promise<number> {
  const verbose = process.argv.includes('--verbose');
  const rootArg = process.argv.find((a) => a.startsWith('--frontend-root='));
  const server = await startServer(rootArg ? { FRONTEND_ROOT: rootArg.slice('--frontend-root='.length) } : {});
  let browser: Browser | undefined;
  try {
    browser = await launch();
    const failures = report(await measure(server.url, browser), verbose);
    for (const f of failures) console.log(`FAIL: ${f}`);
    return failures.length ? 1 : 0;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
