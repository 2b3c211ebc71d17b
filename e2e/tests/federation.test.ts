import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { newContext, signIn } from '../lib/browser';
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

describe('federation', () => {
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
