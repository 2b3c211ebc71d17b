// `npm run hooks`: installs the git pre-commit hook, which runs ESLint and `prettier --check` on the staged files only
// (a few seconds), so a commit that `npm test`'s lint step would refuse is refused before it is made.
// Bypass once with `git commit --no-verify`. Run again after pulling a change to this file; `--force` replaces a
// pre-commit hook that was not written by this script.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const MARKER = 'Installed by `npm run hooks` (scripts/install-hooks.mjs)';

// The hook is a Node script (git runs it through its shebang, also under Git for Windows): it needs nothing but Node
// and the workspace's own node_modules.
const HOOK = `#!/usr/bin/env node
// ${MARKER}: ESLint and prettier --check on the staged files.
// It checks the files as they are in the working tree. Skip once with: git commit --no-verify
// getBuiltinModule works whether Node reads this extensionless file as CommonJS or as an ES module.
const { execFileSync, spawnSync } = process.getBuiltinModule('node:child_process');
const fs = process.getBuiltinModule('node:fs');
const path = process.getBuiltinModule('node:path');

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const staged = execFileSync('git', ['diff', '--cached', '--name-only', '--diff-filter=ACMR', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\\0')
  .filter((f) => f && fs.existsSync(path.join(root, f)));
if (!staged.length) process.exit(0);

const eslintBin = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
const prettierBin = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
if (!fs.existsSync(eslintBin) || !fs.existsSync(prettierBin)) {
  console.error('pre-commit: ESLint or Prettier is not installed (run npm start or pnpm install once); commit refused.');
  process.exit(1);
}

// Batches keep each command line short on any platform.
function runInBatches(args, files) {
  let ok = true;
  for (let i = 0; i < files.length; i += 100) {
    const r = spawnSync(process.execPath, [...args, ...files.slice(i, i + 100)], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) ok = false;
  }
  return ok;
}

const code = staged.filter((f) => /\\.(ts|tsx|js|mjs|cjs)$/.test(f));
// --no-warn-ignored: a staged file the config ignores (dist, migrations...) is skipped silently.
const eslintOk = !code.length || runInBatches([eslintBin, '--no-warn-ignored'], code);
// --ignore-unknown: files Prettier has no parser for are skipped; .prettierignore applies to named files too.
const prettierOk = runInBatches([prettierBin, '--check', '--ignore-unknown', '--log-level=warn'], staged);
if (!eslintOk || !prettierOk) {
  console.error('pre-commit: ' + [!eslintOk && 'ESLint errors', !prettierOk && 'unformatted files (npx prettier --write <file>)'].filter(Boolean).join(' and ') + '; commit refused.');
  process.exit(1);
}
`;

const hooksDir = path.resolve(
  ROOT,
  execFileSync('git', ['rev-parse', '--git-path', 'hooks'], { cwd: ROOT, encoding: 'utf8' }).trim(),
);
const hookFile = path.join(hooksDir, 'pre-commit');
if (fs.existsSync(hookFile) && !fs.readFileSync(hookFile, 'utf8').includes(MARKER) && !process.argv.includes('--force')) {
  console.error(`${hookFile} exists and was not written by this script; keep it, or replace it with: npm run hooks -- --force`);
  process.exit(1);
}
fs.mkdirSync(hooksDir, { recursive: true });
fs.writeFileSync(hookFile, HOOK, { mode: 0o755 });
fs.chmodSync(hookFile, 0o755);
console.log(`pre-commit hook installed: ${path.relative(ROOT, hookFile)} (ESLint and prettier --check on staged files)`);
