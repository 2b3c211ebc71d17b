// One shared-module configuration for every app (host and remotes).
// Singletons: React (and subpaths), react-router, zustand, Emotion, the three shared workspace packages and the two
// libraries shared-domain's subpath modules (e.g. 'shared-domain/leads', bundled into each remote that imports them)
// pull in: moment-timezone (with the Australia/Melbourne data shared-domain/tz loads) and decimal.js. Without them
// every remote screen carried its own ~35 KB gzipped copy.
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = [
  'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-router', 'zustand', '@emotion/react',
  'shared-ui', 'shared-auth', 'shared-domain', 'moment-timezone', 'decimal.js',
];
const WORKSPACE_PACKAGES = { 'shared-ui': 'shared-ui', 'shared-auth': 'shared-auth', 'shared-domain': 'shared-domain' };

function readJson(file) { return JSON.parse(fs.readFileSync(file, 'utf8')); }

/** The version a dependency of `dir`'s package.json resolves to (workspace packages: their own version). */
function versionOf(dir, name) {
  const root = path.resolve(__dirname, '..', '..');
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  if (WORKSPACE_PACKAGES[pkgName]) return readJson(path.join(root, WORKSPACE_PACKAGES[pkgName], 'package.json')).version;
  const own = readJson(path.join(dir, 'package.json'));
  const declared = { ...(own.dependencies || {}), ...(own.devDependencies || {}) }[pkgName];
  if (declared && /^\d/.test(declared)) return declared;
  // Not a direct dependency (e.g. @emotion/react comes through shared-ui): read the installed version.
  for (const base of [dir, path.join(root, 'shared-ui'), path.join(root, 'shared-domain'), root]) {
    try { return readJson(require.resolve(`${pkgName}/package.json`, { paths: [base] })).version; } catch { /* next */ }
  }
  return undefined;
}

function createShared(dir) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = versionOf(dir, name);
    shared[name] = { singleton: true, requiredVersion: version ? `^${version}` : false, ...(version ? { version } : {}) };
  }
  return shared;
}

module.exports = { createShared, SINGLETONS, versionOf };
