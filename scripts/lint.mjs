// The `lint` step of `npm test`: ESLint over the whole workspace, then `prettier --check`. Both must pass.
// Errors are printed in full; warnings (today mostly `any` that other work is removing) are counted per rule, so the
// step's output stays readable (`npm run lint` prints every warning).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from './lib.mjs';

const started = Date.now();
const eslint = new ESLint({ cwd: ROOT });
const results = await eslint.lintFiles(['.']);
const errors = results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0);
const warnings = results.reduce((n, r) => n + r.warningCount, 0);
if (errors) {
  const formatter = await eslint.loadFormatter('stylish');
  console.log(await formatter.format(ESLint.getErrorResults(results)));
}
const warningsByRule = {};
for (const r of results)
  for (const m of r.messages)
    if (m.severity === 1) warningsByRule[m.ruleId ?? 'eslint'] = (warningsByRule[m.ruleId ?? 'eslint'] ?? 0) + 1;
for (const [rule, n] of Object.entries(warningsByRule).sort((a, b) => b[1] - a[1]))
  console.log(`  warning ${String(n).padStart(5)}  ${rule}`);
console.log(
  `eslint: ${results.length} files, ${errors} errors, ${warnings} warnings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

// --list-different prints one unformatted file a line (and nothing else), which is easy to count.
const prettier = spawnSync(
  process.execPath,
  [path.join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--list-different', '.'],
  {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (prettier.stderr) process.stderr.write(prettier.stderr);
const unformatted = prettier.stdout.split('\n').filter(Boolean);
const LISTED = 30;
for (const f of unformatted.slice(0, LISTED)) console.log(`  not formatted: ${f}`);
if (unformatted.length > LISTED) console.log(`  ... and ${unformatted.length - LISTED} more`);
const prettierFailed = prettier.status !== 0 && !unformatted.length; // an error other than "not formatted"
console.log(`prettier: ${unformatted.length} files not formatted${unformatted.length ? ' (npm run format)' : ''}`);

process.exit(errors || unformatted.length || prettierFailed ? 1 : 0);
