import { join } from 'node:path';
import { exposesFromRoutes, validateRoutes } from 'build-config/routes';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import routes from './routes.json';

const dir = join(__dirname, '..');
const doc = routes as RemoteRoutesFile;

describe('mfe-residents route declarations', () => {
  it('are valid: react-router paths, known permission names and flags, a screen (expose and its module) or a planned issue', () => {
    expect(validateRoutes(doc, { name: 'mfe_residents', dir })).toEqual([]);
  });

  it('are the only list of the screens: the build exposes exactly these modules (plus the components for other remotes)', () => {
    expect(exposesFromRoutes(doc)).toEqual({
      './Dashboard': './src/dashboard/Dashboard.tsx',
      './ViewResidents': './src/lists/ViewResidents.tsx',
      './ViewDepartedResidents': './src/lists/ViewDepartedResidents.tsx',
      './ViewResident': './src/record/ResidentView.tsx',
      './EditResident': './src/edit/ResidentEditor.tsx',
      './MarkAsEnquiry': './src/record/MarkAsEnquiry.tsx',
    });
  });

  it('refuse a screen without its module, a missing file, or one expose naming two modules', () => {
    const [first, second] = doc.routes;
    const bad = (routesOf: RemoteRoutesFile['routes']) =>
      validateRoutes({ ...doc, routes: routesOf }, { name: 'mfe_residents', dir });
    expect(bad([{ ...first, module: undefined } as never])).toEqual([expect.stringContaining('module must name')]);
    expect(bad([{ ...first, module: './src/dashboard/Gone.tsx' } as never])).toEqual([expect.stringContaining('does not exist')]);
    expect(bad([first, { ...second, expose: first.expose, module: './src/lists/ViewResidents.tsx' } as never])).toEqual([
      expect.stringContaining('names another module elsewhere'),
    ]);
  });

  it('declare every route path of the spec for this area', () => {
    const declared = doc.routes.map((r) => r.path);
    for (const path of [
      '/dashboard',
      '/viewResidents',
      '/viewDepartedResidents',
      '/viewResident/:residentId/*',
      '/editResident/:residentId/*',
      '/markAsEnquiry/:residentId',
    ])
      expect(declared).toContain(path);
  });

  it('point every menu entry at a declared route', () => {
    const declared = new Set(doc.routes.map((r) => r.path));
    for (const m of doc.menu) expect(declared.has(m.path)).toBe(true);
  });

  it('mark each screen that is not built yet as planned', () => {
    for (const r of doc.routes.filter((x) => !x.expose)) expect(r.planned).toBe(true);
  });

  it('serve /dashboard for AgeCare facilities through ./Dashboard', () => {
    expect(doc.routes.find((r) => r.path === '/dashboard')).toMatchObject({ facilityType: 'AgeCare', expose: './Dashboard' });
  });
});
