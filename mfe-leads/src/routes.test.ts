import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateRoutes } from 'build-config/routes';
import type { RemoteRoutesFile } from 'shared-domain';
import routes from './routes.json';

/** The modules webpack.config.cjs exposes, read from the file itself so the test cannot drift from the build. */
function exposesOfWebpackConfig(): Record<string, string> {
  const text = readFileSync(join(__dirname, '..', 'webpack.config.cjs'), 'utf8');
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/'(\.\/[A-Za-z]+)':\s*'([^']+)'/g)) out[m[1]] = m[2];
  return out;
}
const exposes = exposesOfWebpackConfig();
const doc = routes as RemoteRoutesFile;

describe('mfe-leads route declarations', () => {
  it('are valid: react-router paths, known permission names and flags, an exposed screen for each', () => {
    expect(Object.keys(exposes)).toEqual(['./Leads', './ArchivedLeads', './CreateLead', './EditLead', './ViewLead']);
    expect(validateRoutes(doc, { name: 'mfe_leads', exposes })).toEqual([]);
    for (const r of doc.routes) expect(r.expose).toBeTruthy();
  });

  it('declare every route path of the spec for this area, with its guard', () => {
    const guard = (path: string) => doc.routes.find((r) => r.path === path)?.permission;
    expect(guard('/leads')).toEqual({ name: 'leadsDetails', flag: 'canView' });
    expect(guard('/archivedLeads')).toEqual({ name: 'leadsDetails', flag: 'canView' });
    expect(guard('/createLead')).toEqual({ name: 'leadsDetails', flag: 'canModify' });
    expect(guard('/viewLead/:residentId/*')).toEqual({ name: 'leadsDetails', flag: 'canView' });
    expect(guard('/viewLead/:residentId/financials/*')).toEqual({ name: 'leadsFinancials', flag: 'canView' });
    expect(guard('/editLead/:residentId/*')).toEqual({ name: 'leadsDetails', flag: 'canModify' });
    expect(guard('/editLead/:residentId/financials/*')).toEqual({ name: 'leadsFinancials', flag: 'canModify' });
  });

  it('point every menu entry at a declared route', () => {
    const declared = new Set(doc.routes.map((r) => r.path));
    for (const m of doc.menu) expect(declared.has(m.path)).toBe(true);
  });
});
