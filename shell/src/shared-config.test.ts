/**
 * The federation `shared` configuration every app is built with (tools/build-config/shared.js): the singletons, and
 * shared-domain under a version naming its source, so a remote built from other rules never gets the shell's copy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createShared, sourceVersion } = require('build-config/shared') as {
  createShared(dir: string): Record<string, { singleton: boolean; version?: string; requiredVersion: string | false }>;
  sourceVersion(dir: string): string;
};

const repo = path.resolve(__dirname, '..', '..');

test('React, the router, the session store, the design system, the query client and the shared libraries are singletons', () => {
  const shared = createShared(path.join(repo, 'shell'));
  for (const name of [
    'react',
    'react-dom',
    'react-router',
    'zustand',
    'shared-ui',
    'shared-auth',
    'moment-timezone',
    'decimal.js',
    '@tanstack/react-query',
  ]) {
    expect(shared[name]).toMatchObject({ singleton: true });
  }
  // Every remote asks for the same TanStack Query as the shell: one QueryClient context across the product.
  for (const remote of ['mfe-residents', 'mfe-leads']) {
    expect(createShared(path.join(repo, remote))['@tanstack/react-query']).toEqual(shared['@tanstack/react-query']);
  }
});

test('shared-domain is shared under an exact version that names its source', () => {
  const shell = createShared(path.join(repo, 'shell'))['shared-domain'];
  const leads = createShared(path.join(repo, 'mfe-leads'))['shared-domain'];
  expect(shell.singleton).toBe(false);
  expect(shell.version).toMatch(/^\d+\.\d+\.\d+-h[0-9a-f]{12}$/);
  expect(shell.requiredVersion).toBe(shell.version);
  expect(leads).toEqual(shell);
});

test('the source version changes with the source and ignores tests', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '0.1.0' }));
  fs.writeFileSync(path.join(dir, 'src', 'rules.ts'), 'export const a = 1;\n');
  const first = sourceVersion(dir);
  expect(sourceVersion(dir)).toBe(first);
  fs.writeFileSync(path.join(dir, 'src', 'rules.test.ts'), 'test("x", () => {});\n');
  expect(sourceVersion(dir)).toBe(first);
  fs.writeFileSync(path.join(dir, 'src', 'rules.ts'), 'export const a = 2;\n');
  expect(sourceVersion(dir)).not.toBe(first);
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * react-router and TanStack Query reach the browser through facades (tools/build-config/*-client.mjs) that re-export
 * only the names the product uses. A remote takes them as shared modules, resolved at run time, so its build cannot
 * see a missing name: the screen fails in the browser ("queryOptions is not a function") while jest, which uses the
 * full packages, passes. Every name any package's source imports from them must be in its facade.
 */
test.each([
  ['react-router', 'react-router-client.mjs'],
  ['@tanstack/react-query', 'react-query-client.mjs'],
])('every name imported from %s is re-exported by its facade', (pkg, facade) => {
  const exported = new Set(
    /export\s*\{([^}]*)\}/
      .exec(fs.readFileSync(path.join(repo, 'tools', 'build-config', facade), 'utf8'))![1]
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
  const importOf = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replace('/', '\\/')}'`, 'g');
  const missing = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'storybook-static'].includes(entry.name)) walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        for (const m of fs.readFileSync(full, 'utf8').matchAll(importOf)) {
          if (m[1]) continue; // types only: nothing at run time
          for (const raw of m[2].split(',')) {
            const name = raw.trim().split(/\s+as\s+/)[0];
            if (name && !name.startsWith('type ') && !exported.has(name)) missing.add(`${name} (${path.relative(repo, full)})`);
          }
        }
      }
    }
  };
  for (const app of ['shell', 'shared-ui', 'shared-auth', ...fs.readdirSync(repo).filter((d) => d.startsWith('mfe-'))])
    walk(path.join(repo, app, 'src'));
  expect([...missing]).toEqual([]);
});

/**
 * shared-auth's secondary entries (downloads, federated-queries...) are not shared modules: each remote bundles its own
 * copy. The session (the token and the facility the API client adds) lives in the `shared-auth` singleton, so those
 * entries reach it through the package's name; a relative import of its modules would carry a second, signed-out copy
 * into the remote (its downloads answered 401).
 */
test("shared-auth's secondary entries reach the session through the shared-auth singleton, never a relative import", () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'shared-auth', 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const shared = createShared(path.join(repo, 'shell'));
  const offenders: string[] = [];
  for (const [entry, file] of Object.entries(pkg.exports)) {
    const name = entry === '.' ? 'shared-auth' : `shared-auth/${entry.slice(2)}`;
    if (shared[name] || name === 'shared-auth/testing') continue;
    const source = fs.readFileSync(path.join(repo, 'shared-auth', file), 'utf8');
    for (const m of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm)) offenders.push(`${name}: ${m[1]}`);
  }
  expect(offenders).toEqual([]);
});
