import { validateRoutes } from 'build-config/routes';
import type { RemoteRoutesFile } from 'shared-domain';
import routes from './routes.json';

/** The modules webpack.config.cjs exposes (kept in step with it). */
const exposes = EXPOSES();
function EXPOSES() {
  return {
    './Dashboard': './src/dashboard/Dashboard.tsx',
    './ViewResidents': './src/lists/ViewResidents.tsx',
    './ViewDepartedResidents': './src/lists/ViewDepartedResidents.tsx',
    './ViewResident': './src/record/ResidentView.tsx',
    './EditResident': './src/edit/ResidentEditor.tsx',
    './MarkAsEnquiry': './src/record/MarkAsEnquiry.tsx',
  };
}

const doc = routes as RemoteRoutesFile;

describe('mfe-residents route declarations', () => {
  it('are valid: react-router paths, known permission names and flags, a screen or a planned issue', () => {
    expect(validateRoutes(doc, { name: 'mfe_residents', exposes })).toEqual([]);
  });

  it('declare every route path of the spec for this area', () => {
    const declared = doc.routes.map((r) => r.path);
    for (const path of ["/dashboard", "/viewResidents", "/viewDepartedResidents", "/viewResident/:residentId/*", "/editResident/:residentId/*", "/markAsEnquiry/:residentId"]) expect(declared).toContain(path);
  });

  it('point every menu entry at a declared route', () => {
    const declared = new Set(doc.routes.map((r) => r.path));
    for (const m of doc.menu) expect(declared.has(m.path)).toBe(true);
  });

  it('say which issue brings each screen that is not built yet', () => {
    for (const r of doc.routes.filter((x) => !x.expose)) expect(r.plannedIssue).toBe(3);
  });

  it('serve /dashboard for AgeCare facilities through ./Dashboard', () => {
    expect(doc.routes.find((r) => r.path === '/dashboard')).toMatchObject({ facilityType: 'AgeCare', expose: './Dashboard' });
  });
});
