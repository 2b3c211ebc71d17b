import { melbourneToday, toMelbourneDate } from 'shared-domain/dates';
import type { IluDashboardInfo } from 'shared-domain/contracts/dashboard';
import type { ScopedDb } from '../../db/scoped';
import { residentOnLeave, type OnLeave } from '../shell/index';
import * as repo from './repository';

/** Leaves of an independent-living facility (emergency leave is AgeCare's: never recorded here). */
const isIluLeave = (l: OnLeave): l is OnLeave & { type: 'Hospital' | 'Social' | 'Respite' } => l.type !== 'Emergency';

function entry(e: repo.OpenEnquiry) {
  return {
    firstResidentFullName: e.firstName,
    secondResidentFullName: e.secondName,
    independentLivingAllocationId: e.id,
    firstResidentId: e.firstResidentId,
    depositPaidDateUtc: e.depositPaidDate,
    tourDateTime: e.completedTour,
    createdOnUtc: e.createdOn,
    roomNumber: e.roomNumber,
  };
}

/**
 * Independent-living dashboard. Enquiry lists are over open enquiries (not archived, not yet occupied):
 * deposits = deposit paid and a unit chosen; tour completed = at least one completed tour;
 * enquiry details = created this month (Australia/Melbourne).
 */
export async function iluDashboard(s: ScopedDb, today = melbourneToday()): Promise<IluDashboardInfo> {
  // One statement: the unit counts, the available units, the open enquiries and the open leaves (repository.ts).
  const { total, occupied, available, enquiries, leave } = await repo.dashboardFigures(s, today);
  const month = today.slice(0, 7);
  // Melbourne is UTC+10 or +11: an enquiry created more than a day before the month's first day (UTC) is not in the
  // month, so only the recent ones are converted (thousands of time-zone conversions per request otherwise).
  const notBefore = Date.parse(`${month}-01T00:00:00Z`) - 86_400_000;
  const inMonth = (e: repo.OpenEnquiry) =>
    Date.parse(e.createdOn) >= notBefore && toMelbourneDate(e.createdOn).slice(0, 7) === month;
  const deposits = enquiries.filter((e) => e.depositPaidDate && e.accommodationId !== null);
  const toured = enquiries.filter((e) => e.completedTour);
  const thisMonth = enquiries.filter(inMonth);
  return {
    iluFacilityStatistics: {
      iLuOccupancyInfo: {
        availableAccommodations: available,
        totalUnitCount: total,
        occupiedUnitCount: occupied,
      },
      iluEnquiryInfo: {
        depositPaidAndUnitInfos: deposits.map(entry),
        iluTour: { iluTourCompletedList: toured.map(entry) },
        enquiryDetails: thisMonth.map(entry),
        enquiriesThisMonthCount: thisMonth.length,
        enquiriesOnATourCount: toured.length,
        enquiriesWithDepositPaidCount: deposits.length,
      },
    },
    residentsOnLeave: leave.filter(isIluLeave).map(residentOnLeave),
  };
}
