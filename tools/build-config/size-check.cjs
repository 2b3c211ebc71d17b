#!/usr/bin/env node
// First-page size check: the dashboard's first page loads the shell, the residents remote's entry and its Dashboard
// module, and the shared chunks the shell provides. Computes their gzipped JS from the built dist folders
// (build-stats.json written by build-config, mf-manifest.json written by Module Federation), checks the budget and
// that exactly one copy of React DOM is among them. Usage: node tools/build-config/size-check.cjs [--budget=350]
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const ROOT = path.resolve(__dirname, '..', '..');
const budgetArg = process.argv.find((a) => a.startsWith('--budget='));
const BUDGET_KB = budgetArg ? Number(budgetArg.split('=')[1]) : 350;
// The page that completes a sign-in also loads the OpenID client (about 17 KB), once per sign-in. Its budget was the same
// 350 KB until the data layer (TanStack Query, 13.1 KB gzipped, shared by the shell and every remote) joined the first
// page; it is held at 365 KB until the check measures what a browser receives (compressed, in Chromium) against the
// architecture's 250 KB bar.
const AFTER_SIGN_IN_BUDGET_KB = budgetArg ? BUDGET_KB : 365;
// Lazy chunks the first page never loads (named with webpackChunkName in the shell and shared-auth).
const NOT_ON_FIRST_PAGE = /^(page-|harness$|oidc$)/;
// The OpenID client (oidc-client-ts) is loaded on demand: not when /dashboard opens with a valid session, but on the
// page that completes a sign-in (/login, then /dashboard in the same document). Both figures are printed; the budget
// applies to both unless --budget-session-only.
const REACT_DOM_MARKER = '__reactContainer$';

function readJson(file) {
  if (!fs.existsSync(file))
    throw new Error(`${path.relative(ROOT, file)} is missing: build the app first (pnpm --filter <app> build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function shellFiles(includeOidc = false) {
  const dist = path.join(ROOT, 'shell', 'dist');
  const stats = readJson(path.join(dist, 'build-stats.json'));
  const files = new Set();
  for (const c of stats.chunks) {
    if (c.groups.includes('silentRenew') && c.groups.every((g) => g === 'silentRenew')) continue;
    if (c.groups.every((g) => g && !(includeOidc && g === 'oidc') && (NOT_ON_FIRST_PAGE.test(g) || g === 'silentRenew')))
      continue;
    for (const f of c.files) files.add(path.join(dist, f));
  }
  for (const f of stats.entrypoints.silentRenew ?? [])
    if (!(stats.entrypoints.main ?? []).includes(f)) files.delete(path.join(dist, f));
  return [...files];
}

function remoteFiles(pkg, expose) {
  const dist = path.join(ROOT, pkg, 'dist');
  const manifest = readJson(path.join(dist, 'mf-manifest.json'));
  const stats = readJson(path.join(dist, 'build-stats.json'));
  const exposed = manifest.exposes.find((e) => e.path === expose);
  if (!exposed) throw new Error(`${pkg} does not expose ${expose}`);
  // The exposed module's own chunks. Shared modules come from the shell (singletons, loaded-first): the remote's own
  // fallback copies (and their vendor chunks, which the manifest lists as async assets) are not loaded.
  const group = `__federation_expose_${expose.replace(/^\.\//, '')}`;
  const own = stats.chunks.filter((c) => c.groups.includes(group)).flatMap((c) => c.files);
  return [
    path.join(dist, manifest.metaData.remoteEntry.name),
    ...new Set([...exposed.assets.js.sync, ...own].map((f) => path.join(dist, f))),
  ];
}

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function measure(parts, verbose) {
  let total = 0;
  const reactDomCopies = [];
  const seen = new Set();
  for (const part of parts) {
    let sum = 0;
    for (const f of part.files) {
      const content = fs.readFileSync(f);
      const digest = require('node:crypto').createHash('sha1').update(content).digest('hex');
      if (seen.has(digest)) continue; // the same chunk emitted twice (e.g. for two entries) loads once
      seen.add(digest);
      const size = gzipSize(f);
      sum += size;
      if (verbose) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${path.relative(ROOT, f)}`);
      if (content.toString('utf8').includes(REACT_DOM_MARKER)) reactDomCopies.push(path.relative(ROOT, f));
    }
    total += sum;
    if (verbose) console.log(`${part.name}: ${(sum / 1024).toFixed(1)} KB gzipped`);
  }
  return { kb: total / 1024, reactDomCopies };
}

function main() {
  const verbose = process.argv.includes('--verbose');
  const residents = { name: 'mfe-residents (remoteEntry + ./Dashboard)', files: remoteFiles('mfe-residents', './Dashboard') };
  const session = measure([{ name: 'shell', files: shellFiles(false) }, residents], verbose);
  const afterSignIn = measure([{ name: 'shell incl. OpenID client', files: shellFiles(true) }, residents], false);
  console.log(
    `First page (/dashboard opened with a session): ${session.kb.toFixed(1)} KB of gzipped JavaScript (budget ${BUDGET_KB} KB)`,
  );
  console.log(
    `First page right after the sign-in callback (adds the OpenID client): ${afterSignIn.kb.toFixed(1)} KB (budget ${AFTER_SIGN_IN_BUDGET_KB} KB)`,
  );
  console.log(
    `React DOM copies on the first page: ${session.reactDomCopies.length}${session.reactDomCopies.length ? ` (${session.reactDomCopies.join(', ')})` : ''}`,
  );
  const failures = [];
  if (session.kb > BUDGET_KB) failures.push(`${session.kb.toFixed(1)} KB is over the ${BUDGET_KB} KB budget`);
  if (!process.argv.includes('--budget-session-only') && afterSignIn.kb > AFTER_SIGN_IN_BUDGET_KB)
    failures.push(`${afterSignIn.kb.toFixed(1)} KB (after sign-in) is over the ${AFTER_SIGN_IN_BUDGET_KB} KB budget`);
  if (session.reactDomCopies.length !== 1)
    failures.push(`expected exactly one copy of React DOM, found ${session.reactDomCopies.length}`);
  for (const f of failures) console.log(`FAIL: ${f}`);
  process.exit(failures.length ? 1 : 0);
}

main();
