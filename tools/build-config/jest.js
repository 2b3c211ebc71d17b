// Shared jest preset: `module.exports = require('build-config/jest')({ dir: __dirname, environment: 'jsdom' | 'node', remote })`
// `remote: true` (the mfe-* packages): `shared-auth` resolves to its test double (shared-auth/src/testing.tsx: the real
// store, hooks and API client over a fake server, a signed-in session, providers), as every remote's tests share it, and
// the remote's own src/setupTests.ts (if any) runs after the DOM setup.
const fs = require('node:fs');
const path = require('node:path');

module.exports = function jestConfig({ dir, environment = 'jsdom', remote = false } = {}) {
  const sharedAuthDouble = remote ? path.resolve(__dirname, '..', '..', 'shared-auth', 'src', 'testing.tsx') : null;
  const remoteSetup =
    remote && fs.existsSync(path.join(dir, 'src', 'setupTests.ts')) ? [path.join(dir, 'src', 'setupTests.ts')] : [];
  // Packages that render shared-ui: its overlays' module loaded before the tests (jest-setup-overlays.js).
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const usesSharedUi = pkg.name === 'shared-ui' || Boolean({ ...pkg.dependencies, ...pkg.devDependencies }['shared-ui']);
  const overlaySetup = environment === 'jsdom' && usesSharedUi ? [path.join(__dirname, 'jest-setup-overlays.js')] : [];
  return {
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest-env-jsdom.js') : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that must be transformed
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(oidc-client-ts|jwt-decode))'],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg)$': path.join(__dirname, 'file-stub.js'),
      ...(sharedAuthDouble ? { '^shared-auth$': sharedAuthDouble } : {}),
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.js')] : []),
      ...overlaySetup,
      ...remoteSetup,
    ],
    // The shared setup files (in this folder) require the testing libraries the package itself depends on: resolve them
    // from the package's node_modules too, so that they configure the same copy the tests import, whether jest runs from
    // the package (pnpm's script) or over every package at once (`npm test`'s unit step).
    modulePaths: [path.join(dir, 'node_modules')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
};
