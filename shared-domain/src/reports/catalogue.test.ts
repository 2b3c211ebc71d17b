import { PERMISSIONS } from '../permissions';
import { REPORTS, REPORT_LIST, fileTimestamp, reportByRoute } from './catalogue';

describe('report catalogue', () => {
  it('declares every report once, under its key', () => {
    for (const [key, r] of Object.entries(REPORTS)) expect(r.key).toBe(key);
    expect(REPORT_LIST).toHaveLength(14);
  });
  it('paths, routes and permissions are unique and of the reporting area', () => {
    const paths = REPORT_LIST.flatMap((r) => [r.dataPath, r.exportPath]);
    expect(new Set(paths).size).toBe(paths.length);
    const routes = REPORT_LIST.flatMap((r) => (r.route ? [r.route] : []));
    expect(new Set(routes).size).toBe(routes.length);
    for (const r of REPORT_LIST) {
      const p = PERMISSIONS.find((x) => x.name === r.permission.name);
      expect(p?.code).toBeGreaterThanOrEqual(901);
      expect(p?.code).toBeLessThanOrEqual(913);
    }
    expect(reportByRoute('/reporting/units')?.key).toBe('units');
  });
  it("the seed's file names", () => {
    const now = new Date('2026-03-04T23:05:09Z'); // 5 March 2026 10:05:09 in Melbourne (daylight time)
    expect(REPORTS.units.fileName(now)).toBe('UnitReport.xlsx');
    expect(REPORTS.settlements.fileName(now)).toBe('SettlementsReport.xlsx');
    expect(REPORTS.enquirySource.fileName(now)).toBe('EnquirySourceReport.xlsx');
    expect(REPORTS.attacheExtract.fileName(now)).toBe('AttacheExtract050326.csv');
    expect(fileTimestamp(now)).toBe('20260305_100509');
    expect(REPORTS.billingExtract.fileName(now)).toBe('Billing Extract 20260305_100509.xlsx');
  });
  it('settlements and units are for independent living, the others for aged care', () => {
    for (const r of REPORT_LIST)
      expect(r.facilityType).toBe(r.key === 'units' || r.key === 'settlements' ? 'IndependentLiving' : 'AgeCare');
  });
});
