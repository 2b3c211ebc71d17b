import { melbourneToday, toMelbourneDate } from 'shared-domain/dates';
import type { IluDashboardInfo } from 'shared-domain/contracts/dashboard';
import type { ScopedDb } from '../../db/scoped';
import { residentOnLeave, residentsOnLeave } from '../shell/index';
import * as repo from './repository';

type Enquiry = Awaited<ReturnType<typeof repo.openEnquiries>>[number];
type LeaveRow = Awaited<ReturnType<typeof residentsOnLeave>>[number];

/** Leaves of an independent-living facility (emergency leave is AgeCare's: never recorded here). */
const isIluLeave = (l: LeaveRow): l is LeaveRow & { type: 'Hospital' | 'Social' | 'Respite' } => l.type !== 'Emergency';

function entry(e: Enquiry) {
  return {
    firstResidentFullName: e.first_name,
    secondResidentFullName: e.second_name,
    independentLivingAllocationId: e.id,
    firstResidentId: e.first_resident_id,
    depositPaidDateUtc: e.deposit_paid_date,
    tourDateTime: e.completed_tour ? new Date(e.completed_tour).toISOString() : null,
    createdOnUtc: new Date(e.created_on).toISOString(),
    roomNumber: e.room_number,
  };
}

/**
 * Independent-living dashboard. Enquiry lists are over open enquiries (not archived, not yet occupied):
 * deposits = deposit paid and a unit chosen; tour completed = at least one completed tour;
 * enquiry details = created this month (Australia/Melbourne).
 */
export async function iluDashboard(s: ScopedDb, today = melbourneToday()): Promise<IluDashboardInfo> {
  const [available, counts, enquiries, leave] = await Promise.all([
    repo.availableUnits(s),
    repo.unitCounts(s),
    repo.openEnquiries(s),
    residentsOnLeave(s, today),
  ]);
  const month = today.slice(0, 7);
  // Melbourne is UTC+10 or +11: an enquiry created more than a day before the month's first day (UTC) is not in the
  // month, so only the recent ones are converted (thousands of time-zone conversions per request otherwise).
  const notBefore = Date.parse(`${month}-01T00:00:00Z`) - 86_400_000;
  const inMonth = (e: Enquiry) =>
    new Date(e.created_on).getTime() >= notBefore && toMelbourneDate(e.created_on).slice(0, 7) === month;
  const deposits = enquiries.filter((e) => e.deposit_paid_date && e.accommodation_id !== null);
  const toured = enquiries.filter((e) => e.completed_tour);
  const thisMonth = enquiries.filter(inMonth);
  return {
    iluFacilityStatistics: {
      iLuOccupancyInfo: {
        availableAccommodations: available,
        totalUnitCount: counts.total,
        occupiedUnitCount: counts.occupied,
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
