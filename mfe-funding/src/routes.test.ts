import { join } from 'node:path';
import { exposesFromRoutes, validateRoutes } from 'build-config/routes';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import routes from './routes.json';

const dir = join(__dirname, '..');
const doc = routes as RemoteRoutesFile;

describe('mfe-funding route declarations', () => {
  it('are valid: react-router paths, known permission names and flags, a screen or a planned issue', () => {
    expect(validateRoutes(doc, { name: 'mfe_funding', dir })).toEqual([]);
  });

  it('are the only list of the screens: the build exposes exactly these modules', () => {
    expect(exposesFromRoutes(doc)).toEqual({
      './MedicareEvents': './src/medicare-events/MedicareEventsPage.tsx',
      './CareFundingRates': './src/rates/CareFundingRates.tsx',
      './AccommodationFundingRates': './src/rates/AccommodationFundingRates.tsx',
      './FeesAndCharges': './src/rates/FeesAndCharges.tsx',
      './MedicareStatements': './src/statements/MedicareStatements.tsx',
      './StatementNavigator': './src/statements/StatementNavigator.tsx',
      './ExpectedStatement': './src/statements/ExpectedStatementPage.tsx',
      './ViewStatement': './src/statements/ActualStatementPage.tsx',
      './VarianceStatement': './src/reconciliation/VarianceStatementPage.tsx',
    });
  });

  it('declare every route path of the spec for this area', () => {
    const declared = doc.routes.map((r) => r.path);
    for (const path of [
      '/funding/medicare-events',
      '/funding/medicare-statements',
      '/funding/view-funding-rates',
      '/funding/view-accommodation-rates',
      '/funding/view-fees-and-charges',
      '/statementNavigator',
      '/statementNavigator/view-expected-monthly-statement/:monthAndYear/*',
      '/statementNavigator/viewStatement/:monthAndYear/*',
      '/statementNavigator/variance-statement/:monthAndYear/*',
      '/viewMedicareStatements',
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
