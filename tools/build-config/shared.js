// One shared-module configuration for every app (host and remotes).
// Singletons: React (and subpaths), react-router, zustand, Emotion, shared-ui and shared-auth (one theme, one session
// store), TanStack Query (one QueryClient: the shell's provider is the one every remote's hooks find, so a change made
// in one area refreshes what another shows) and the two libraries shared-domain pulls in: moment-timezone (with the Australia/Melbourne data shared-domain/tz loads) and decimal.js. Without them
// every remote screen carried its own ~35 KB gzipped copy.
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'zustand',
  '@emotion/react',
  'shared-ui',
  // The form kit, shared-ui's second entry: its own singleton (one formik context for every remote's forms), loaded by
  // the first screen with a form rather than on the first page (docs/design-system.md "Forms").
  'shared-ui/form',
  // Read-only finance panels (figure explanations, value histories): loaded by the finance screens only.
  'shared-ui/explain',
  // The record page frame and tab links: loaded by the record screens (a resident, a lead) only.
  'shared-ui/record',
  // The list kit (a paged or infinite list with its loading, empty and load-failure states): loaded by the list screens.
  'shared-ui/list',
  // Optional services (a service's rates and their popover, a residency's services and their editor): loaded by the
  // screens that show optional services only.
  'shared-ui/optional-services',
  // Every area's screens exposed to the others, as typed mounts (RemoteComponent): loaded by the screens that mount
  // another area's screen.
  'shared-ui/federated',
  // A long export's progress dialog and its timing: loaded by the screens that export only.
  'shared-ui/export',
  'shared-auth',
  'moment-timezone',
  // The request shared-domain/tz.ts makes (moment-timezone's core, without its zone data): remotes import
  // shared-domain/tz directly, and each carried its own moment (21 KB brotli) before this was a singleton.
  'moment-timezone/moment-timezone.js',
  'decimal.js',
  '@tanstack/react-query',
];
// shared-domain is shared but NOT as a singleton, under a version that names its source: `<package version>-h<hash of
// shared-domain/src>` and an exact requiredVersion. Apps built from the same shared-domain use one copy (the shell's);
// a remote built from a different shared-domain (deployed on its own, or against an older shell) loads its own copy,
// so it always runs the rules it was built and tested with. It is stateless (enumerations, rules, messages, types),
// so two copies side by side are harmless.

const WORKSPACE_PACKAGES = { 'shared-ui': 'shared-ui', 'shared-auth': 'shared-auth', 'shared-domain': 'shared-domain' };

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

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
    try {
      return readJson(require.resolve(`${pkgName}/package.json`, { paths: [base] })).version;
    } catch {
      /* next */
    }
  }
  return undefined;
}

/** `<version>-h<12 hex>`: the package version plus a hash of the package's source files (tests excluded), sorted by path. */
function sourceVersion(pkgDir) {
  const crypto = require('node:crypto');
  const hash = crypto.createHash('sha256');
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        hash.update(path.relative(pkgDir, full).split(path.sep).join('/'));
        hash.update('\0');
        hash.update(fs.readFileSync(full));
      }
    }
  };
  walk(path.join(pkgDir, 'src'));
  return `${readJson(path.join(pkgDir, 'package.json')).version}-h${hash.digest('hex').slice(0, 12)}`;
}

function createShared(dir) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = versionOf(dir, name);
    shared[name] = { singleton: true, requiredVersion: version ? `^${version}` : false, ...(version ? { version } : {}) };
  }
  const domainVersion = sourceVersion(path.resolve(__dirname, '..', '..', 'shared-domain'));
  shared['shared-domain'] = { singleton: false, version: domainVersion, requiredVersion: domainVersion };
  return shared;
}

module.exports = { createShared, SINGLETONS, versionOf, sourceVersion };
