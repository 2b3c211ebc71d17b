// Shared jest preset: `module.exports = require('build-config/jest')({ dir: __dirname, environment: 'jsdom' | 'node' })`
const path = require('node:path');

module.exports = function jestConfig({ dir, environment = 'jsdom' } = {}) {
  return {
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest-env-jsdom.js') : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      }],
    },
    // ESM-only packages that must be transformed
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(oidc-client-ts|jwt-decode))'],
    moduleNameMapper: { '\\.(css|svg|png|jpg)$': path.join(__dirname, 'file-stub.js') },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.js')] : [],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
};
