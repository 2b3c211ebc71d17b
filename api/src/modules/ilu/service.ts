import { melbourneToday, toMelbourneDate } from 'shared-domain/dates';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import type { AuthInfo } from '../../http/routes';
import { residentsOnLeave } from '../shell/repository';
import { residentOnLeave } from '../shell/service';
import * as repo from './repository';

type Enquiry = Awaited<ReturnType<typeof repo.openEnquiries>>[number];

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
export async function iluDashboard(ctx: AppContext<Database>, auth: AuthInfo, today = melbourneToday()) {
  const facilityId = auth.facility!.id;
  const [available, counts, enquiries, leave] = await Promise.all([
    repo.availableUnits(ctx.db, facilityId),
    repo.unitCounts(ctx.db, facilityId),
    repo.openEnquiries(ctx.db, facilityId),
    residentsOnLeave(ctx.db, facilityId, today),
  ]);
  const month = today.slice(0, 7);
  const deposits = enquiries.filter((e) => e.deposit_paid_date && e.accommodation_id !== null);
  const toured = enquiries.filter((e) => e.completed_tour);
  const thisMonth = enquiries.filter((e) => toMelbourneDate(e.created_on).slice(0, 7) === month);
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
    residentsOnLeave: leave.map(residentOnLeave),
  };
}
