import { join } from 'node:path';
import { exposesFromRoutes, validateRoutes } from 'build-config/routes';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import routes from './routes.json';

const dir = join(__dirname, '..');
const doc = routes as RemoteRoutesFile;

describe('mfe-admin route declarations', () => {
  it('are valid: react-router paths, known permission names and flags, a screen or a planned issue', () => {
    expect(validateRoutes(doc, { name: 'mfe_admin', dir })).toEqual([]);
  });

  it('are the only list of the screens: the build exposes exactly these modules', () => {
    expect(exposesFromRoutes(doc)).toEqual({
      './Facilities': './src/facilities/Facilities.tsx',
      './Users': './src/users/Users.tsx',
      './AccommodationTypes': './src/accommodation-types/AccommodationTypes.tsx',
      './Rooms': './src/rooms/Rooms.tsx',
      './Units': './src/units/Units.tsx',
      './ViewRoom': './src/rooms/ViewRoom.tsx',
      './AccountMapping': './src/account-mapping/AccountMapping.tsx',
      './OptionalServices': './src/optional-services/OptionalServices.tsx',
      './Roles': './src/roles/Roles.tsx',
      './RoleEditor': './src/roles/RoleEditor.tsx',
      './ClinicalIntegration': './src/customer-care/ClinicalIntegration.tsx',
      './ActualStatement': './src/customer-care/ActualStatementPage.tsx',
    });
  });

  it('declare every route path of the spec for this area', () => {
    const declared = doc.routes.map((r) => r.path);
    for (const path of [
      '/facilities',
      '/viewAndEditUsers',
      '/viewAndEditAccommodationTypes',
      '/viewAndEditRooms',
      '/viewAndEditUnits',
      '/viewRoom/:roomId',
      '/viewAndEditAccountMapping',
      '/viewAndEditOptionalServices',
      '/roles',
      '/roles/add',
      '/roles/edit/:roleId',
      '/roles/view/:roleId',
      '/customerCare/clinicalIntegration/:operationType',
      '/customerCare/downloadUploadActualStatement',
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
