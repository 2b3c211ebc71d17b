import { join } from 'node:path';
import { exposesFromRoutes, validateRoutes } from 'build-config/routes';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import routes from './routes.json';

const dir = join(__dirname, '..');
const doc = routes as RemoteRoutesFile;

describe('mfe-leads route declarations', () => {
  it('are valid: react-router paths, known permission names and flags, an exposed screen for each', () => {
    expect(validateRoutes(doc, { name: 'mfe_leads', dir })).toEqual([]);
    for (const r of doc.routes) expect(r.expose).toBeTruthy();
  });

  it('are the only list of the screens: the build exposes exactly these modules', () => {
    expect(exposesFromRoutes(doc)).toEqual({
      './Leads': './src/board/LeadBoard.tsx',
      './ArchivedLeads': './src/archived/ArchivedLeads.tsx',
      './CreateLead': './src/form/CreateLead.tsx',
      './EditLead': './src/form/EditLead.tsx',
      './ViewLead': './src/view/LeadView.tsx',
    });
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
