// The size check (`npm test -- size`): what a browser receives. Starts the built product (lib/server.ts), opens it in
// Chromium and sums, through the DevTools protocol, the encoded bytes (`encodedDataLength`: compressed, as they came
// over the wire) of the JavaScript responses of
//   (a) the first dashboard page with a session and a cold cache,
//   (b) a signed-out visit to / up to the sign-in page,
//   (c) the lead board opened from the dashboard (only the JavaScript it adds),
// prints one line per figure and fails when a figure is over its bar or the first page holds more than one React DOM.
// Then (d) the deep links: each of a few screens opened cold (a new browser context: empty HTTP cache, the signed-in
// session and the chosen facility in storage) several times, timed from navigation start until the screen shows its
// data; prints each screen's median and an OVER line when one is over DEEP_LINK_BAR_MS (a failure with
// --strict-deep-links: a time depends on the machine's load, a weight does not).
// Usage (from e2e/): node --import tsx lib/size.ts [--verbose] [--frontend-root=<folder with <app>/dist>] [--runs=<n>]
//   [--deep-links-only] [--strict-deep-links] [--baseline=<folder with an earlier build's <app>/dist>: timed alongside]
import os from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launch, newContext, signIn } from '../lib/browser';
import { boardLoaded } from '../lib/leads';
import { currentResidents } from '../lib/residents';
import { startServer, type RunningServer } from '../lib/server';

export const BARS_KB = { firstDashboard: 250, signedOut: 120 } as const;
/** A deep link (a full load of a screen's address) shows the screen's data within this long (median of the runs). */
export const DEEP_LINK_BAR_MS = 1500;
/** How many cold loads of each screen the median is taken over (the machine is shared: one load says little). */
export const DEEP_LINK_RUNS = 3;
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

/** What a signed-in page keeps: the user and the OpenID client's state (sessionStorage), the chosen facility (localStorage). */
interface StoredSession {
  session: Record<string, string>;
  local: Record<string, string>;
}

async function storageOf(page: Page): Promise<StoredSession> {
  return page.evaluate(() => {
    const session: Record<string, string> = {};
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (key.startsWith('oidc.')) session[key] = sessionStorage.getItem(key)!;
    }
    const local: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      local[key] = localStorage.getItem(key)!;
    }
    return { session, local };
  });
}

/** A fresh context (empty HTTP cache) whose pages start with the given session: the user's next visit. */
async function contextWithSession(browser: Browser, origin: string, stored: StoredSession): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript(
    ({ origin: o, session, local }) => {
      if (window.location.origin !== o) return;
      for (const [k, v] of Object.entries(session))
        if (window.sessionStorage.getItem(k) === null) window.sessionStorage.setItem(k, v);
      for (const [k, v] of Object.entries(local)) if (window.localStorage.getItem(k) === null) window.localStorage.setItem(k, v);
    },
    { origin, ...stored },
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
  const context = await contextWithSession(browser, baseUrl, await signedInStorage(baseUrl, browser));
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

/** Signs in once (the organisation's manager, at the facility the shell picks first) and answers what the page stored. */
async function signedInStorage(baseUrl: string, browser: Browser): Promise<StoredSession> {
  const context = await newContext(browser);
  try {
    const page = await signIn(context, baseUrl, 'manager@demo.local');
    await page.getByText('Registered beds', { exact: true }).waitFor({ timeout: 30_000 });
    return await storageOf(page);
  } finally {
    await context.close();
  }
}

/** A screen opened by its address; `ready` names an element only the loaded data shows (a CSS selector, and a text in it). */
export interface DeepLink {
  name: string;
  path: string;
  ready: { selector: string; text?: string };
}

/** The screens the deep-link figure opens: the dashboard, two administration screens, a finance tab and the lead board. */
async function deepLinkScreens(baseUrl: string, browser: Browser, stored: StoredSession): Promise<DeepLink[]> {
  const context = await contextWithSession(browser, baseUrl, stored);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByText('Registered beds', { exact: true }).waitFor({ timeout: 30_000 });
    const facilityId = Number(await page.getByLabel('Facility').inputValue());
    const resident = (await currentResidents(page, baseUrl, facilityId)).find((r) => !r.isOnLeave) ?? null;
    if (!resident) throw new Error(`no current resident at facility ${facilityId} for the fees tab's deep link`);
    return [
      { name: 'dashboard', path: '/dashboard', ready: { selector: '[data-testid="stat-value"]' } },
      { name: 'users', path: '/viewAndEditUsers', ready: { selector: 'main td', text: 'manager@demo.local' } },
      { name: 'rooms', path: '/viewAndEditRooms', ready: { selector: 'main tbody tr a' } },
      {
        name: 'fees-tab',
        path: `/viewResident/${resident.residentId}/financials/false/fees`,
        ready: { selector: '[data-testid="explained-figure"]' },
      },
      {
        name: 'lead-board',
        path: '/leads',
        ready: { selector: '[aria-busy="false"] [data-testid="column-Enquiries"]' },
      },
    ];
  } finally {
    await context.close();
  }
}

/**
 * One cold load of `link`: a new context (empty cache, the stored session), the address opened, and the time from
 * navigation start (the page's time origin) until `ready` first shows, read in the page at the frame it shows.
 */
async function deepLinkOnce(baseUrl: string, browser: Browser, stored: StoredSession, link: DeepLink): Promise<number> {
  const context = await contextWithSession(browser, baseUrl, stored);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${link.path}`, { waitUntil: 'commit' });
    const shown = await page
      .waitForFunction(
        ({ selector, text }) => {
          const hit = Array.from(document.querySelectorAll(selector)).some(
            (e) => text === undefined || e.textContent?.includes(text),
          );
          return hit ? performance.now() : false;
        },
        link.ready,
        { polling: 'raf', timeout: 30_000 },
      )
      .catch((e: Error) => {
        throw new Error(`${link.name} (${link.path}): ${link.ready.selector} did not show at ${page.url()}: ${e.message}`);
      });
    const ms = (await shown.jsonValue()) as number;
    if (!page.url().endsWith(link.path)) throw new Error(`${link.name}: ended at ${page.url()}, not ${link.path}`);
    return ms;
  } finally {
    await context.close();
  }
}

export interface DeepLinkFigure {
  /** Which build: 'current', or 'baseline' (--baseline). */
  build: string;
  name: string;
  path: string;
  runs: number[];
  median: number;
}

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * (d) Every screen's cold deep link `runs` times on each running build (the current one, and an earlier one to compare
 * with), interleaved screen by screen and build by build: a burst of load on the shared machine hits them all alike.
 */
export async function measureDeepLinks(
  builds: readonly { build: string; baseUrl: string }[],
  browser: Browser,
  runs = DEEP_LINK_RUNS,
): Promise<DeepLinkFigure[]> {
  const targets = [];
  for (const b of builds) {
    const stored = await signedInStorage(b.baseUrl, browser);
    targets.push({ ...b, stored, links: await deepLinkScreens(b.baseUrl, browser, stored) });
  }
  // One load of each first, not counted: the server's first answer of each query (plans, caches) is not the user's.
  for (const t of targets) for (const link of t.links) await deepLinkOnce(t.baseUrl, browser, t.stored, link);
  const times = new Map<string, number[]>();
  for (let i = 0; i < runs; i++)
    for (let l = 0; l < targets[0].links.length; l++)
      for (const t of targets) {
        const key = `${t.build} ${t.links[l].name}`;
        times.set(key, [...(times.get(key) ?? []), await deepLinkOnce(t.baseUrl, browser, t.stored, t.links[l])]);
      }
  return targets.flatMap((t) =>
    t.links.map((l) => {
      const ms = times.get(`${t.build} ${l.name}`)!;
      return { build: t.build, name: l.name, path: l.path, runs: ms, median: median(ms) };
    }),
  );
}

/**
 * Prints one line per screen and build, and an OVER line when the current build's median is over the bar. A time, unlike
 * a weight, depends on what else the machine is doing: it fails the check only with `--strict-deep-links` (run it so on
 * a quiet machine), so that a busy test machine does not turn a measurement into a red suite.
 */
export function reportDeepLinks(figures: DeepLinkFigure[], strict = process.argv.includes('--strict-deep-links')): string[] {
  const failures: string[] = [];
  for (const f of figures) {
    const runs = f.runs.map((ms) => Math.round(ms)).join(' ');
    const build = f.build === 'current' ? '' : ` (${f.build})`;
    console.log(
      `DEEPLINK ${f.name}${build} median=${Math.round(f.median)} ms (bar ${DEEP_LINK_BAR_MS} ms) runs=${runs} path=${f.path}`,
    );
    if (f.build === 'current' && f.median > DEEP_LINK_BAR_MS) {
      const over = `deep link ${f.name}: median ${Math.round(f.median)} ms is over the ${DEEP_LINK_BAR_MS} ms bar`;
      if (strict) failures.push(over);
      else console.log(`OVER ${over} (load average ${os.loadavg()[0].toFixed(1)}; --strict-deep-links fails on it)`);
    }
  }
  return failures;
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
  const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
  const rootArg = option('frontend-root');
  const baselineRoot = option('baseline');
  const runs = Number(option('runs') ?? DEEP_LINK_RUNS);
  const servers: RunningServer[] = [];
  let browser: Browser | undefined;
  try {
    const server = await startServer(rootArg ? { FRONTEND_ROOT: rootArg } : {});
    servers.push(server);
    const builds = [{ build: 'current', baseUrl: server.url }];
    if (baselineRoot) {
      // An earlier build to compare with (its <app>/dist folders), served by a second server of this API.
      const baseline = await startServer({ FRONTEND_ROOT: baselineRoot });
      servers.push(baseline);
      builds.push({ build: 'baseline', baseUrl: baseline.url });
    }
    browser = await launch();
    const failures = process.argv.includes('--deep-links-only') ? [] : report(await measure(server.url, browser), verbose);
    failures.push(...reportDeepLinks(await measureDeepLinks(builds, browser, runs)));
    for (const f of failures) console.log(`FAIL: ${f}`);
    return failures.length ? 1 : 0;
  } finally {
    await browser?.close();
    for (const s of servers) await s.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
