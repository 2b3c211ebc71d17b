// ESLint for the whole workspace (`npm run lint`, the `lint` step of `npm test`, the pre-commit hook).
// Non-type-aware on purpose: type-aware rules cost a TypeScript program per package, too slow on a 2-core machine;
// `tsc` in the typecheck step already does that work.
// The import boundaries (ARCHITECTURE §3) and the API module zones are errors: they keep one Chakra context, one copy of
// each shared singleton, remotes deployable alone, shared-domain usable on both sides, and API modules that use each
// other only through their index.ts. See docs/development.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const dirs = (dir, test) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && test(e.name))
    .map((e) => e.name)
    .sort();

const REMOTES = dirs('.', (name) => name.startsWith('mfe-'));
const BROWSER_PACKAGES = ['shell', ...REMOTES, 'shared-ui', 'shared-auth'];
const API_MODULES = dirs('api/src/modules', () => true);
const CODE = '**/*.{ts,tsx,js,mjs,cjs}';
const inPackage = (pkg) => `${pkg}/${CODE}`;

// --- Import restrictions by package name -------------------------------------------------------------------------------
// Each restriction is a regular expression on the import specifier. Static imports and re-exports go through
// no-restricted-imports; `import('...')` and `require('...')` (which it does not see) through no-restricted-syntax with
// the same expression, so no form of import escapes.
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneOf = (names) => `^(${names.map(escapeRe).join('|')})(/|$)`;

const CHAKRA = {
  regex: '^@chakra-ui/',
  message: 'Only shared-ui imports Chakra (one Chakra context): import it from "shared-ui".',
};
const FORM_LIBRARIES = {
  regex: '^(formik|yup)(/|$)',
  message: 'Forms come from the kit: import fields and formik from "shared-ui/form" (one formik context, one copy).',
};
const otherRemotes = (self) => ({
  regex: oneOf(REMOTES.filter((r) => r !== self)),
  message: 'A remote never imports another remote: expose it through federation or move it to a shared package.',
});
const APPS = {
  regex: oneOf(['shell', ...REMOTES]),
  message: 'Shared packages never import the shell or a remote (the dependency goes the other way).',
};
const ENVIRONMENT_NEUTRAL = {
  regex: '^(react|shared-ui|shared-auth|node:|fs$|path$)',
  message: 'shared-domain stays environment-neutral (browser and Node): no React, UI, HTTP client or Node modules.',
};

// AST selectors for the two forms no-restricted-imports does not check. esquery regex literals cannot hold a "/", so
// the specifier pattern goes in as a \u002F escape, which RegExp reads as "/".
const selectorRe = (regex) => `/${regex.replaceAll('/', '\\u002F')}/`;
const dynamicForms = ({ regex, message }) => [
  { selector: `ImportExpression[source.value=${selectorRe(regex)}]`, message },
  { selector: `CallExpression[callee.name='require'][arguments.0.value=${selectorRe(regex)}]`, message },
];

// --- Project rules (errors) -----------------------------------------------------------------------------------------
const PROJECT_SYNTAX = [
  {
    selector:
      'TSTypeReference:matches([typeName.name=/^(Kysely|Transaction)$/], [typeName.right.name=/^(Kysely|Transaction)$/]) > TSTypeParameterInstantiation > TSAnyKeyword',
    message: 'No Kysely<any> / Transaction<any>: use the generated Database type.',
  },
  {
    selector:
      "TSAsExpression[expression.type='MemberExpression'][expression.object.name=/^req(uest)?$/][expression.property.name=/^(body|query|params)$/] > TSAnyKeyword",
    message: 'No "as any" on a request body, query or params: declare the route schema and let the type provider type it.',
  },
  {
    selector:
      "TSTypeAssertion[expression.type='MemberExpression'][expression.object.name=/^req(uest)?$/][expression.property.name=/^(body|query|params)$/] > TSAnyKeyword",
    message: 'No "<any>" on a request body, query or params: declare the route schema and let the type provider type it.',
  },
  {
    selector: 'TSAsExpression[expression.name=/^req(uest)?$/] > TSAnyKeyword',
    message: 'No "as any" on a request: declare the route schema and let the type provider type its body, query and params.',
  },
];

/** The two rules that carry a package's import restrictions (and the project syntax rules, which share the rule). */
function restrictions(restricted) {
  return {
    'no-restricted-imports': ['error', { patterns: restricted.map(({ regex, message }) => ({ regex, message })) }],
    'no-restricted-syntax': ['error', ...PROJECT_SYNTAX, ...restricted.flatMap(dynamicForms)],
  };
}

const packageRestrictions = [
  ...REMOTES.map((remote) => ({
    files: [inPackage(remote)],
    rules: restrictions([CHAKRA, FORM_LIBRARIES, otherRemotes(remote)]),
  })),
  { files: [inPackage('shared-ui')], rules: restrictions([APPS]) },
  { files: [inPackage('shared-auth')], rules: restrictions([CHAKRA, APPS]) },
  { files: [inPackage('shared-domain')], rules: restrictions([CHAKRA, APPS]) },
  // Its source, not its tests (which may use Node) nor its jest configuration.
  {
    files: [`shared-domain/src/${CODE}`],
    ignores: ['shared-domain/**/*.test.ts'],
    rules: { ...restrictions([CHAKRA, APPS, ENVIRONMENT_NEUTRAL]), 'import-x/no-nodejs-modules': 'error' },
  },
];

// --- API zones (bulletproof-react's import zones) ---------------------------------------------------------------------
// A module may import another module only through that module's index.ts; the HTTP and database layers (and the other
// shared infrastructure folders) import a module only through its index.ts. app.ts, the composition root, is free.
const modulesDir = path.join(ROOT, 'api/src/modules');
const apiZones = [
  ...API_MODULES.map((name) => ({
    target: `./api/src/modules/${name}`,
    from: `${modulesDir}/**`,
    except: [`${modulesDir}/${name}/**`, `${modulesDir}/*/index.ts`],
    message: `Import another API module only through its index.ts (api/src/modules/<module>/index.ts).`,
  })),
  {
    target: ['http', 'db', 'integrations', 'mail', 'notify', 'security', 'storage'].map((d) => `./api/src/${d}`),
    from: `${modulesDir}/**`,
    except: [`${modulesDir}/*/index.ts`],
    message: 'The HTTP, database and infrastructure layers use a module only through its index.ts.',
  },
];

// --- shared-domain's two layers -----------------------------------------------------------------------------------------
// Rules (pure functions with their messages, labels, enumerations and limits: every module outside contracts/) and
// contracts (the TypeBox schemas in contracts/, and the hand-written wire types of api-types.ts, lead-types.ts and
// resident-types.ts). A contract imports rules' modules for their messages, labels, enumerations and limits; a rule never
// imports a contract, nor the package's barrel (index.ts), which re-exports the wire types. A type a rule needs is a plain
// type of the rule layer; the contract with the same shape checks it with `Same` (contracts/common). See
// docs/decisions.md "shared-domain in two layers".
const SHARED_DOMAIN = `${ROOT}/shared-domain/src`;
const WIRE_TYPES = ['api-types', 'lead-types', 'resident-types'];
const RULE_LAYER = [`${SHARED_DOMAIN}/!(index|index.test|${WIRE_TYPES.join('|')}).ts`, `${SHARED_DOMAIN}/!(contracts)/**`];
const RULES_IMPORT_NO_CONTRACT =
  'shared-domain: a rule never imports a contract (contracts import rules, not the reverse). Take a plain type in the ' +
  'rule and check it against the schema with Same in the contract; move an enumeration or check the rule needs to the ' +
  'rule layer.';
const sharedDomainZones = [
  { target: RULE_LAYER, from: `${SHARED_DOMAIN}/contracts/**`, message: RULES_IMPORT_NO_CONTRACT },
  {
    target: RULE_LAYER,
    from: [...WIRE_TYPES, 'index'].map((name) => `./shared-domain/src/${name}.ts`),
    message: RULES_IMPORT_NO_CONTRACT,
  },
];

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/*.generated.ts',
      'api/migrations/**',
      '**/.data/**',
      '**/test-results/**',
      'e2e/artifacts/**',
      '**/bench/results/**',
      '**/.dev-dist/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'warn' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: [CODE],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, project: ROOT })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      // A warning while the remaining ones are removed; `any` on a request and Kysely<any> are already errors (above).
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-relative-packages': ['error', { commonjs: true }],
      'import-x/no-cycle': ['error', { maxDepth: Infinity, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...apiZones, ...sharedDomainZones] }],
      'no-restricted-imports': ['error', { patterns: [CHAKRA] }],
      'no-restricted-syntax': ['error', ...PROJECT_SYNTAX, ...dynamicForms(CHAKRA)],
    },
  },
  ...packageRestrictions,
  // Facility data is reached through the request's scoped access (api/src/db/scoped.ts), never the raw database: in every
  // module. The few raw handles (a background job, the anonymous password reset) say why on the line.
  {
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...PROJECT_SYNTAX,
        ...dynamicForms(CHAKRA),
        {
          selector: "MemberExpression[object.name='ctx'][property.name='db']",
          message: "Facility data goes through the request's scoped access (scopedDb(req)), not ctx.db.",
        },
      ],
    },
  },
  // CommonJS: configuration files and the build tooling.
  {
    files: ['**/*.cjs', 'tools/build-config/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Browser code (and the build tooling, part of which runs in the page: the federation runtime plugin, the router shim).
  {
    files: BROWSER_PACKAGES.map((p) => `${p}/**/*.{ts,tsx,js,mjs}`).concat('tools/build-config/**'),
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: BROWSER_PACKAGES.map((p) => `${p}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.test.{ts,tsx,js}', '**/test/**', 'tools/build-config/jest*.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
