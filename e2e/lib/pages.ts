import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** The figure shown on a dashboard stat card, by its label. */
export async function statValue(page: Page, label: string): Promise<string> {
  const card = page.locator('[data-testid="stat-card"]').filter({ has: page.getByText(label, { exact: true }) });
  return (await card.locator('[data-testid="stat-value"]').innerText()).trim();
}

/** The access token the shell holds (oidc-client-ts keeps the user in sessionStorage). */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
    }
    throw new Error('no signed-in user in sessionStorage');
  });
}

export async function apiGet<T>(page: Page, baseUrl: string, path: string): Promise<T> {
  const token = await accessToken(page);
  const r = await fetch(`${baseUrl}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!r.ok) throw new Error(`GET ${path}: ${r.status}`);
  return (await r.json()) as T;
}

export async function chooseFacility(page: Page, name: string): Promise<void> {
  await page.getByLabel('Facility').selectOption({ label: name });
}

/** Calls the API with the page's access token (the way the screens do); answers the status and the JSON body. */
export async function apiCall<T = any>(
  page: Page,
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const token = await accessToken(page);
  const r = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: r.status, body: json as T };
}

/** Waits until `check` answers true (polled, bounded); fails with `what` otherwise. */
export async function until(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = 30_000, intervalMs = 250 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * Chooses a secondary action of a page from its "More actions" menu (shared-ui ActionBar: one primary action, the most
 * used ones as buttons, the rest in the menu).
 */
export async function chooseMoreAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'More actions' }).first().click();
  await page.getByRole('menu', { name: 'More actions' }).getByRole('menuitem', { name, exact: true }).click();
}
