#!/usr/bin/env node
// Import boundaries (the lint rules of ARCHITECTURE §3), checked over every source file of the front-end packages:
//  1. only shared-ui imports @chakra-ui/* (one Chakra context; the unused parts stay out of the bundles);
//  2. no package imports another workspace package by relative path (shared packages by name only, so a singleton is
//     never loaded twice), and no remote imports another remote's source;
//  3. shared-domain stays environment-neutral: no React, no DOM-only or Node-only modules.
// Exit code 1 with one line per violation.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const PACKAGES = ['shell', 'mfe-residents', 'mfe-leads', 'mfe-funding', 'mfe-billing', 'mfe-reports', 'mfe-ilu', 'mfe-admin',
  'shared-ui', 'shared-auth', 'shared-domain'];
const REMOTES = PACKAGES.filter((p) => p.startsWith('mfe-'));
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(p);
    else if (/\.(tsx?|jsx?|mjs|cjs)$/.test(entry.name)) yield p;
  }
}

function violations() {
  const found = [];
  for (const pkg of PACKAGES) {
    for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      const rel = path.relative(ROOT, file);
      for (const m of text.matchAll(IMPORT)) {
        const spec = m[1] || m[2] || m[3];
        if (spec.startsWith('@chakra-ui/') && pkg !== 'shared-ui') found.push(`${rel}: imports ${spec}; use shared-ui`);
        if (spec.startsWith('.')) {
          const target = path.resolve(path.dirname(file), spec);
          const targetPkg = path.relative(ROOT, target).split(path.sep)[0];
          if (targetPkg !== pkg) found.push(`${rel}: imports ${spec} from another package by path; import "${targetPkg}" by name`);
        }
        if (REMOTES.includes(pkg) && REMOTES.some((r) => r !== pkg && (spec === r || spec.startsWith(`${r}/`)))) {
          found.push(`${rel}: imports another remote (${spec}); expose it through federation instead`);
        }
        if (pkg === 'shared-domain' && /^(react|react-dom|shared-ui|shared-auth|axios|node:|fs$|path$)/.test(spec) && !rel.endsWith('.test.ts')) {
          found.push(`${rel}: shared-domain must stay environment-neutral (imports ${spec})`);
        }
      }
    }
  }
  return found;
}

module.exports = { violations };

if (require.main === module) {
  const found = violations();
  for (const v of found) console.error(v);
  console.log(found.length ? `import boundaries: ${found.length} violation(s)` : 'import boundaries: ok');
  process.exit(found.length ? 1 : 0);
}
