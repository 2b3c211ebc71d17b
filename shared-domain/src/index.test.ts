import * as domain from './index';
import type { Paged } from './contracts/common';
import type { DashboardInfo } from './contracts/dashboard';
import type { ResidentSearchRow } from './contracts/search-responses';

describe('package entry', () => {
  test('re-exports every module', () => {
    for (const name of [
      'CareType',
      'PERMISSIONS',
      'mapPermissionEntries',
      'TOAST_TIMEOUT_MS',
      'snapToUtcMidnight',
      'formatCurrency',
      'dueBackMessage',
      'residentDisplayLabel',
      'isValidEmail',
      'OFFLINE_HINT',
      'modelStateSummary',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });

  test("the contracts' types fit the examples the rules take", () => {
    const dashboard: DashboardInfo = {
      facilityResidencyStatistics: {
        residentOccupancyInfo: { registeredBeds: 120, respiteResidentCount: 8, permanentResidentCount: 100 },
        supportedResidentsInfo: { supportedRatio: '38.75', supportThreshold: '41.25' },
      },
      residentsOnLeave: [
        {
          residentId: 1,
          firstName: 'A',
          lastName: 'B',
          type: 'Hospital',
          startDateUtc: '2026-03-03T00:00:00Z',
          expectedReturnDateUtc: null,
        },
      ],
    };
    const { residentOccupancyInfo: o, supportedResidentsInfo: s } = dashboard.facilityResidencyStatistics;
    expect(domain.vacancy(o.registeredBeds, o.permanentResidentCount, o.respiteResidentCount)).toBe(12);
    expect(domain.supportedThresholdText(s.supportedRatio, s.supportThreshold)).toBe('2.5% below threshold');

    const page: Paged<ResidentSearchRow> = { result: [], totalCount: 0, notIncludingItemsAfter: '2026-03-05T00:00:00Z' };
    expect(page.result).toHaveLength(0);
  });
});
