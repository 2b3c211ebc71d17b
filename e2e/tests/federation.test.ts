import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import { boardLoaded } from '../lib/leads';
import { chooseFacility } from '../lib/pages';
import { REPO } from '../lib/server';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser({}, { embedded: true });

function hashDir(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const p = path.join(d, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else {
        h.update(name);
        h.update(fs.readFileSync(p));
      }
    }
  };
  walk(dir);
  return h.digest('hex');
}

/** Every file of the leads remote answers 404, as when its folder cannot be reached. */
const LEADS_FILES = '**/mfe/mfe-leads/**';
const blockLeads = (context: BrowserContext) =>
  context.route(LEADS_FILES, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found."}' }),
  );

/** /config.json without the leads remote's routes (the API could neither read nor keep them). */
const configWithoutLeadsRoutes = (context: BrowserContext) =>
  context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: { name: string; routesFile?: unknown; unreachable?: boolean }[] };
    for (const r of config.remotes) {
      if (r.name !== 'mfe_leads') continue;
      delete r.routesFile;
      delete r.unreachable;
    }
    await route.fulfill({ response, json: config });
  });

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** Signed in at Bayside Gardens, with the page on the dashboard. */
async function signedInAtBayside(context: BrowserContext): Promise<Page> {
  const page = await signIn(context, app.server.url, 'manager@demo.local');
  await chooseFacility(page, 'Bayside Gardens');
  await page.getByText('Registered beds', { exact: true }).waitFor();
  return page;
}

describe('federation', () => {
  test('a bookmarked lead board of a remote whose folder answers 404 says the area is unavailable; Retry shows the board', async () => {
    const context = await newContext(app.browser);
    const page = await signedInAtBayside(context);
    await blockLeads(context);
    await page.goto(`${app.server.url}/leads`);
    await page.getByText('This area is unavailable').waitFor();
    assert.match(page.url(), /\/leads$/, 'the bookmarked path stays: not sent to the dashboard');
    // The header and the menu work, other areas too; the remote's menu entries lead to the same panel.
    await menuLink(page, 'Dashboard').click();
    await page.getByText('Registered beds', { exact: true }).waitFor();
    await menuLink(page, 'Archived leads').click();
    await page.getByText('This area is unavailable').waitFor();
    await menuLink(page, 'Leads').click();
    await page.getByText('This area is unavailable').waitFor();
    // The remote comes back: Retry loads it, without reloading the page.
    await context.unroute(LEADS_FILES);
    await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
    await page.getByRole('button', { name: 'Retry' }).click();
    await boardLoaded(page);
    assert.match(page.url(), /\/leads$/);
    assert.equal(await page.evaluate(() => 'beforeRetry' in window), true, 'Retry did not reload the page');
    await context.close();
  });

  test("with the remote's routes unobtainable too, the browser's kept copy keeps its paths; a browser that never saw it goes to the dashboard", async () => {
    // A browser that has seen the leads remote (its routes arrived with the config and were kept).
    const seen = await newContext(app.browser);
    const page = await signedInAtBayside(seen);
    await menuLink(page, 'Leads').waitFor();
    await blockLeads(seen);
    await configWithoutLeadsRoutes(seen);
    await page.goto(`${app.server.url}/leads`);
    await page.getByText('This area is unavailable').waitFor();
    assert.match(page.url(), /\/leads$/);
    await menuLink(page, 'Leads').waitFor();
    await seen.unroute(LEADS_FILES);
    await page.getByRole('button', { name: 'Retry' }).click();
    await boardLoaded(page);
    await seen.close();

    // A browser that never saw it, with nothing to go by: the remote is left out, and its path goes to the dashboard.
    const fresh = await newContext(app.browser);
    await blockLeads(fresh);
    await configWithoutLeadsRoutes(fresh);
    const other = await signedInAtBayside(fresh);
    await other.goto(`${app.server.url}/leads`);
    await other.waitForURL(/\/dashboard$/);
    await other.getByText('Registered beds', { exact: true }).waitFor();
    assert.equal(await menuLink(other, 'Leads').count(), 0);
    await fresh.close();
  });

  test("the remote's folder gone from the server: a browser that never saw it gets the API's kept routes and the panel", async () => {
    const leadsDist = path.join(app.server.frontendRoot, 'mfe-leads', 'dist');
    const parked = `${leadsDist}.parked`;
    // The server has read the remote's routes.json (every config of the journeys above carried it) and kept it.
    fs.renameSync(leadsDist, parked);
    try {
      const context = await newContext(app.browser);
      const page = await signedInAtBayside(context);
      const config = (await (await context.request.get(`${app.server.url}/config.json`)).json()) as {
        remotes: { name: string; unreachable?: boolean }[];
      };
      assert.equal(config.remotes.find((r) => r.name === 'mfe_leads')?.unreachable, true);
      await page.goto(`${app.server.url}/leads`);
      await page.getByText('This area is unavailable').waitFor();
      assert.match(page.url(), /\/leads$/);
      await menuLink(page, 'Leads').waitFor();
      fs.renameSync(parked, leadsDist);
      await page.getByRole('button', { name: 'Retry' }).click();
      await boardLoaded(page);
      await context.close();
    } finally {
      if (fs.existsSync(parked)) fs.renameSync(parked, leadsDist);
    }
  });

  test('with one remote missing, its area shows the unavailable panel and the rest keeps working', async () => {
    const residentsDist = path.join(app.server.frontendRoot, 'mfe-residents', 'dist');
    const parked = `${residentsDist}.parked`;
    fs.renameSync(residentsDist, parked);
    try {
      const context = await newContext(app.browser);
      const page = await signIn(context, app.server.url, 'manager@demo.local');
      await chooseFacility(page, 'Bayside Gardens');
      await page.getByText('This area is unavailable').waitFor();
      // header and menu still work: search box and facility switcher are there; the ILU area (another remote) works
      await page.getByLabel('Search residents').waitFor();
      await chooseFacility(page, 'Riverside Village');
      await page.getByText(/enquires this month/).waitFor();
      // the remote comes back: Retry loads it without a page reload
      await chooseFacility(page, 'Bayside Gardens');
      await page.getByText('This area is unavailable').waitFor();
      fs.renameSync(parked, residentsDist);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByText('Registered beds', { exact: true }).waitFor();
      await context.close();
    } finally {
      if (fs.existsSync(parked)) fs.renameSync(parked, residentsDist);
    }
  });

  test('a remote rebuilt alone appears in the running shell without rebuilding the shell', async () => {
    const shellBefore = hashDir(path.join(app.server.frontendRoot, 'shell', 'dist'));
    const context = await newContext(app.browser);
    const page = await signIn(context, app.server.url, 'manager@demo.local');
    await chooseFacility(page, 'Bayside Gardens');
    // The remote's build label is in the user menu's About (not under every page), read when the dialog opens.
    const residentsBuild = async (expected?: string) => {
      await page.locator('header button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: 'About' }).click();
      const line = page
        .getByRole('dialog', { name: 'About Resident Manager' })
        .getByText(expected ? `mfe_residents: ${expected}` : /^mfe_residents: /);
      await line.waitFor();
      const text = await line.innerText();
      await page.keyboard.press('Escape');
      return text;
    };
    const stamp = `rebuilt-${Date.now()}`;
    assert.doesNotMatch(await residentsBuild(), new RegExp(stamp));

    const out = path.join(app.server.frontendRoot, 'mfe-residents', 'dist');
    const build = spawnSync(process.execPath, [path.join(REPO, 'tools', 'build-config', 'bin.js'), 'build'], {
      cwd: path.join(REPO, 'mfe-residents'),
      env: { ...process.env, BUILD_OUTPUT_DIR: out, BUILD_LABEL: stamp },
      encoding: 'utf8',
    });
    assert.equal(build.status, 0, build.stderr || build.stdout);

    await page.reload();
    await residentsBuild(stamp);
    assert.equal(hashDir(path.join(app.server.frontendRoot, 'shell', 'dist')), shellBefore, 'the shell was not rebuilt');
    await context.close();
  });
});
