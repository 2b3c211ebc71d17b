import { validateRoutes } from 'build-config/routes';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import { REPORT_LIST } from 'shared-domain/reports/catalogue';
import routes from './routes.json';

const doc = routes as RemoteRoutesFile;

describe('mfe-reports route declarations', () => {
  it('are valid: react-router paths, known permission names and flags, each screen a module of this remote', () => {
    expect(validateRoutes(doc, { name: 'mfe_reports', dir: `${__dirname}/..` })).toEqual([]);
  });

  it('declare every route path of the spec for this area', () => {
    const declared = doc.routes.map((r) => r.path);
    for (const path of [
      '/reporting/units',
      '/reporting/settlements',
      '/reporting/billing-extract',
      '/reporting/financial-details',
      '/reporting/palliative-assessments',
      '/reporting/potential-reassessments',
      '/reporting/enquiry-source',
      '/reporting/classification-history',
      '/reporting/reassessment-requests',
    ])
      expect(declared).toContain(path);
  });

  it("give every report of the catalogue that has a screen its route, with the catalogue's title and permission", () => {
    const withScreen = REPORT_LIST.filter((r) => r.route);
    expect(doc.routes.map((r) => r.path).sort()).toEqual(withScreen.map((r) => r.route).sort());
    for (const report of withScreen) {
      const route = doc.routes.find((r) => r.path === report.route);
      expect(route).toMatchObject({ title: report.title, permission: report.permission });
      expect(doc.menu.find((m) => m.path === report.route)).toMatchObject({ label: report.title, permission: report.permission });
    }
  });

  it('point every menu entry at a declared route', () => {
    const declared = new Set(doc.routes.map((r) => r.path));
    for (const m of doc.menu) expect(declared.has(m.path)).toBe(true);
  });

  it('have no planned screen left', () => {
    for (const r of doc.routes) expect(r.planned).toBeUndefined();
  });
});
