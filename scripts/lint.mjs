// The `lint` step of `npm test`: ESLint over the whole workspace and `prettier --check`, side by side (Prettier runs in
// its own process while ESLint lints). Both must pass.
// Errors are printed in full; warnings (today mostly `any` that other work is removing) are counted per rule, so the
// step's output stays readable (`npm run lint` prints every warning).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from './lib.mjs';

// --list-different prints one unformatted file a line (and nothing else), which is easy to count. Started first, so that
// it checks while ESLint lints.
const prettier = new Promise((resolve, reject) => {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--list-different', '.'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
  child.on('error', reject);
  child.on('close', (status) => resolve({ status, stdout, stderr }));
});

const started = Date.now();
// `concurrency: 'auto'`: ESLint lints on worker threads where the machine has cores to spare (half of them); on two cores
// that is the main thread alone, with Prettier on the other core (two threads there measured slower: 32 s against 20 s).
const eslint = new ESLint({ cwd: ROOT, concurrency: 'auto' });
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

const { status, stdout, stderr } = await prettier;
if (stderr) process.stderr.write(stderr);
const unformatted = stdout.split('\n').filter(Boolean);
const LISTED = 30;
for (const f of unformatted.slice(0, LISTED)) console.log(`  not formatted: ${f}`);
if (unformatted.length > LISTED) console.log(`  ... and ${unformatted.length - LISTED} more`);
const prettierFailed = status !== 0 && !unformatted.length; // an error other than "not formatted"
console.log(`prettier: ${unformatted.length} files not formatted${unformatted.length ? ' (npm run format)' : ''}`);

process.exit(errors || unformatted.length || prettierFailed ? 1 : 0);
