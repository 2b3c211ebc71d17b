import assert from 'node:assert/strict';
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CLOCK } from './clock';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const DEMO_PASSWORD = 'Demo2026!';

export async function launch(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * A browser context whose clock is the journeys' clock (lib/clock.ts), the instant the server under test is pinned to.
 * Fixed, not flowing: `Date` answers that instant on every page of the context while timers run in real time, so the
 * screens' "today" cannot drift from the server's during a journey. Not for journeys that need the browser's time to
 * pass (token expiry): they use `browser.newContext()`.
 */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.clock.setFixedTime(CLOCK);
  return context;
}

/** Opens the product and signs in through the real sign-in page of the embedded OpenID provider. */
export async function signIn(context: BrowserContext, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/dashboard`);
  // What the user waits for: the sign-in form, then the product's menu (not URLs: the redirects pass through them).
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Below 768 px the menu is in a drawer behind the header's "Open menu" button.
  await page
    .getByRole('navigation', { name: 'Main' })
    .or(page.getByRole('button', { name: 'Open menu' }))
    .waitFor({ timeout: 30_000 });
  assert.match(page.url(), /\/dashboard/);
  return page;
}
