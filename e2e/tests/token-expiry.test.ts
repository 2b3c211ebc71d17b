import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { signIn } from '../lib/browser';
import { useServerAndBrowser } from '../lib/harness';

// The browser's clock is not pinned here (browser.newContext, not lib/browser's newContext): the client notices the
// expiry by watching time pass.
// A server whose access tokens live 20 seconds. Once the provider session is gone (cookies cleared) and the refresh
// token is dropped, silent renew cannot get a new token, the token expires, and the shell sends the user to sign-in.
const app = useServerAndBrowser({ ACCESS_TOKEN_TTL: '20' });

async function endProviderSession(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (!key.startsWith('oidc.user:')) continue;
      const user = JSON.parse(sessionStorage.getItem(key)!);
      delete user.refresh_token;
      sessionStorage.setItem(key, JSON.stringify(user));
    }
  });
}

test('an expired token returns the user to sign-in', async () => {
  const context = await app.browser.newContext();
  const page = await signIn(context, app.server.url, 'manager@demo.local');
  await page.getByText('Registered beds', { exact: true }).waitFor();
  await endProviderSession(page);
  await page.getByLabel('Email').waitFor({ timeout: 60_000 });
  assert.match(page.url(), /\/oidc\/interaction\//);
  await context.close();
});

test('on /forgotPassword an expired session does not redirect', async () => {
  const context = await app.browser.newContext();
  const page = await signIn(context, app.server.url, 'manager@demo.local');
  await endProviderSession(page);
  await page.goto(`${app.server.url}/forgotPassword`);
  await page.waitForTimeout(25_000);
  assert.match(page.url(), /\/forgotPassword/);
  await context.close();
});
