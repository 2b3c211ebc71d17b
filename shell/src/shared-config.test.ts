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
