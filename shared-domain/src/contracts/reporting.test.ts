import { REPORTS, REPORT_LIST } from '../reports/catalogue';
import { REPORT_CONTRACTS } from './reporting';

describe('reporting contracts', () => {
  it('every catalogued report has a contract, and no contract lacks a report', () => {
    expect(Object.keys(REPORT_CONTRACTS).sort()).toEqual(Object.keys(REPORTS).sort());
  });
  it("every column is a field of the report's row", () => {
    for (const r of REPORT_LIST) {
      const fields = Object.keys(REPORT_CONTRACTS[r.key].row.properties);
      for (const c of r.columns) expect(fields).toContain(c.key);
    }
  });
  it('a data query is its export filter plus paging', () => {
    for (const c of Object.values(REPORT_CONTRACTS)) {
      expect(Object.keys(c.query.properties).sort()).toEqual(
        [...Object.keys(c.filter.properties), 'skip', 'take', 'notIncludingItemsAfter'].sort(),
      );
    }
  });
});
