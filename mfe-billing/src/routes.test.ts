import { join } from 'node:path';
import { exposesFromRoutes, validateRoutes } from 'build-config/routes';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import routes from './routes.json';

const doc = routes as RemoteRoutesFile;

describe('mfe-billing route declarations', () => {
  it('are valid: react-router paths, known permission names and flags, a screen or a planned issue', () => {
    expect(validateRoutes(doc, { name: 'mfe_billing', dir: join(__dirname, '..') })).toEqual([]);
    expect(exposesFromRoutes(doc)).toEqual({
      './SundryCharges': './src/sundry/SundryChargesPage.tsx',
      './ViewSundryCharge': './src/sundry/ViewSundryCharge.tsx',
      './EditSundryCharge': './src/sundry/EditSundryCharge.tsx',
      './ReviewSundryCharge': './src/sundry/ReviewSundryCharge.tsx',
    });
  });

  it('declare every route path of the spec for this area', () => {
    const declared = doc.routes.map((r) => r.path);
    for (const path of [
      '/viewSundryCharges',
      '/billing/viewSundryCharge/:sundryChargeId',
      '/billing/addOrEditSundryCharge/:sundryChargeId',
      '/billing/reviewSundryCharge/:sundryChargeId',
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
});
