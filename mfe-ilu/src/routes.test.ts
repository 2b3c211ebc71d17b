import { join } from 'node:path';
import { exposesFromRoutes, validateRoutes } from 'build-config/routes';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import routes from './routes.json';

const doc = routes as RemoteRoutesFile;

describe('mfe-ilu route declarations', () => {
  it('are valid: react-router paths, known permission names and flags, a screen or a planned issue', () => {
    expect(validateRoutes(doc, { name: 'mfe_ilu', dir: join(__dirname, '..') })).toEqual([]);
    expect(exposesFromRoutes(doc)).toEqual({
      './Dashboard': './src/dashboard/Dashboard.tsx',
      './CreateEnquiry': './src/create/CreateEnquiry.tsx',
      './IluResidents': './src/lists/IluResidents.tsx',
      './DepartedIluResidents': './src/lists/DepartedIluResidents.tsx',
      './ViewAllocation': './src/view/ViewAllocation.tsx',
      './EditAllocation': './src/edit/EditAllocation.tsx',
      './ViewEnquiry': './src/view/ViewEnquiry.tsx',
      './EditEnquiry': './src/edit/EditEnquiry.tsx',
      './MarkAsIluEnquiry': './src/mark/MarkAsIluEnquiry.tsx',
    });
  });

  it('declare every route path of the spec for this area', () => {
    const declared = doc.routes.map((r) => r.path);
    for (const path of [
      '/dashboard',
      '/independentLiving/createEnquiry',
      '/independentLiving/viewResidents',
      '/independentLiving/viewDepartedIluResidents',
      '/viewIndependentLiving/:enquiryId/resident/:residentId/:viewDepartedMode/*',
      '/editIndependentLiving/:enquiryId/resident/:selectedResidentId/:viewDepartedMode/*',
      '/independentLiving/:enquiryId/enquiry/:residentId/*',
      '/independentLiving/editEnquiry/:enquiryId/Details/:selectedResidentId/*',
      '/markAsIluEnquiry/:enquiryId/:residentId',
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

  it("keep the seed's permission of each page, its financial tabs' routes showing the same screen", () => {
    const route = (path: string) => doc.routes.find((r) => r.path === path);
    const view = '/viewIndependentLiving/:enquiryId/resident/:residentId/:viewDepartedMode';
    const enquiry = '/independentLiving/:enquiryId/enquiry/:residentId';
    expect(route(`${view}/*`)).toMatchObject({
      permission: { name: 'residentsDetails', flag: 'canView' },
      expose: './ViewAllocation',
    });
    for (const tab of ['transactions', 'finance']) {
      expect(route(`${view}/${tab}/*`)).toMatchObject({
        permission: { name: 'residentsFinancials', flag: 'canView' },
        expose: './ViewAllocation',
      });
      expect(route(`${enquiry}/${tab}/*`)).toMatchObject({
        permission: { name: 'leadsFinancials', flag: 'canView' },
        expose: './ViewEnquiry',
      });
    }
    expect(route(`${enquiry}/*`)).toMatchObject({ permission: { name: 'leadsDetails', flag: 'canView' } });
    expect(route('/independentLiving/createEnquiry')).toMatchObject({ permission: { name: 'leadsDetails', flag: 'canModify' } });
    expect(route('/independentLiving/editEnquiry/:enquiryId/Details/:selectedResidentId/*')).toMatchObject({
      permission: { name: 'leadsDetails', flag: 'canModify' },
    });
    expect(route('/editIndependentLiving/:enquiryId/resident/:selectedResidentId/:viewDepartedMode/*')).toMatchObject({
      permission: { name: 'residentsDetails', flag: 'canModify' },
    });
    expect(route('/markAsIluEnquiry/:enquiryId/:residentId')).toMatchObject({
      permission: { name: 'residentsMarkDepartedAsEnquiry', flag: 'canAction' },
    });
  });

  it('serve /dashboard for IndependentLiving facilities through ./Dashboard', () => {
    expect(doc.routes.find((r) => r.path === '/dashboard')).toMatchObject({
      facilityType: 'IndependentLiving',
      expose: './Dashboard',
    });
  });
});
