/**
 * `npm test` type-checks the front-end packages as one program (shell/tsconfig.frontends.json), not one `tsc` per
 * package. That is only the same check if the one program covers every folder each package's own tsconfig.json
 * includes, with the same compiler options: a package given another option, or a new package or folder, must show here.
 */
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '..', '..');
interface TsConfig {
  extends?: string;
  compilerOptions?: Record<string, unknown>;
  include?: string[];
}
const read = (file: string): TsConfig => JSON.parse(fs.readFileSync(file, 'utf8')) as TsConfig;

const combined = read(path.join(repo, 'shell', 'tsconfig.frontends.json'));
/** Every front-end package: a workspace folder with a jest config, a tsconfig and no own server (the API, the journeys). */
const packages = fs
  .readdirSync(repo, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(repo, d.name, 'tsconfig.json')))
  .map((d) => d.name)
  .filter((name) => !['api', 'e2e'].includes(name));

test('the front-end packages are the shell, the kit, the session, the rules and the seven remotes', () => {
  expect(packages.sort()).toEqual(
    [
      'mfe-admin',
      'mfe-billing',
      'mfe-funding',
      'mfe-ilu',
      'mfe-leads',
      'mfe-reports',
      'mfe-residents',
      'shared-auth',
      'shared-domain',
      'shared-ui',
      'shell',
    ].sort(),
  );
});

test.each(packages)('%s: every folder its tsconfig includes is in the one program, with the same options', (name) => {
  const own = read(path.join(repo, name, 'tsconfig.json'));
  const included = (combined.include ?? []).map((p) => path.resolve(repo, 'shell', p));
  for (const folder of own.include ?? []) {
    const full = path.resolve(repo, name, folder);
    if (fs.existsSync(full)) expect(included).toContain(full);
  }
  expect(path.resolve(repo, name, own.extends ?? '')).toBe(path.resolve(repo, 'shell', combined.extends ?? ''));
  const { types: ownTypes = [], ...ownOptions } = own.compilerOptions ?? {};
  const { types: allTypes = [], ...allOptions } = combined.compilerOptions ?? {};
  expect(ownOptions).toEqual(allOptions);
  // The one program has each package's global types (node, jest and the DOM matchers); a package may have fewer.
  expect(allTypes).toEqual(expect.arrayContaining(ownTypes as string[]));
});
