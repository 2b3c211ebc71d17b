import { CareType, careTypeName } from 'shared-domain/enums';
import { residentDisplayLabel } from 'shared-domain/resident-labels';
import { ageOn } from './age';
import { melbourneToday } from 'shared-domain/day';
import type { ResidentListRow } from 'shared-domain/contracts/resident-responses';
import type { PagingQuery } from 'shared-domain/contracts/common';
import type { ScopedDb } from '../../../db/scoped';
import { memoQuery } from '../../../db/memo';
import { pagedAnswer, pagingValues } from '../../../http/paging';
import type { FacilityInfo } from '../../../http/routes';
import * as repo from './repository';

const careNumber = (name: string): CareType => CareType[careTypeName(name) ?? 'Permanent'];

function toRow(row: repo.ListRow, facility: FacilityInfo, today: string): ResidentListRow {
  const careType = careNumber(row.care_type);
  const label = {
    careType,
    admissionDateUtc: row.admission_date_utc,
    departureDateUtc: row.departure_date_utc,
    isArchived: row.is_archived,
  };
  return {
    id: row.id,
    residentId: row.resident_id,
    residencyId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    preferredName: row.preferred_name,
    dateOfBirth: row.date_of_birth,
    age: ageOn(row.date_of_birth, today),
    careType,
    isLead: row.is_lead,
    isArchived: row.is_archived,
    admissionDateUtc: label.admissionDateUtc,
    departureDateUtc: label.departureDateUtc,
    departureReason: row.departure_reason as ResidentListRow['departureReason'],
    roomNumber: row.room_number,
    bedName: row.bed_name,
    displayLabel: residentDisplayLabel(label, facility.facilityType),
    isOnLeave: !!row.is_on_leave,
    facilityType: facility.facilityType,
    createdOnUtc: row.created_on_utc.toISOString(),
    independentLivingAllocationId: row.independent_living_allocation_id,
  };
}

/**
 * The lists' pages, each with its total, in one statement compiled once per facility and page size (db/memo.ts). The
 * page size is a literal (a validated whole number from 1 to 100): with `limit $n` PostgreSQL estimated the generic
 * plan so high that it planned the departed list on every execution (0.7 ms of planning for 0.25 ms of execution).
 */
const currentPage = memoQuery('residents.current', repo.currentResidents, { shape: ['take'], genericPlan: true });
const departedPage = memoQuery('residents.departed', repo.departedResidents, { shape: ['take'], genericPlan: true });
const listCount = memoQuery('residents.count', repo.listCount, { genericPlan: true });

/** GET residents (current, by name) and GET residents/departed (latest departure first), paged. */
export async function listResidents(s: ScopedDb, facility: FacilityInfo, paging: PagingQuery, departed: boolean) {
  const today = melbourneToday();
  const map = (row: repo.ListRow) => toRow(row, facility, today);
  const values = pagingValues(paging);
  const rows = await (departed ? departedPage : currentPage)(s, { today, ...values });
  const countAlone = async () => (await listCount(s, { departed, cutoff: values.cutoff }))[0];
  return pagedAnswer(rows, countAlone, map, values.cutoff);
}
