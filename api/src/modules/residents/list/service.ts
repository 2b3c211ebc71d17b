import { CareType, careTypeName } from 'shared-domain/enums';
import { residentDisplayLabel } from 'shared-domain/residents';
import { ageOn } from './age';
import { melbourneToday } from 'shared-domain/day';
import type { ResidentListRow } from 'shared-domain/resident-types';
import type { PagingQuery } from 'shared-domain/contracts/common';
import type { ScopedDb } from '../../../db/scoped';
import { memoQuery } from '../../../db/memo';
import { memoPaginate, pagedAnswer, pagingValues } from '../../../http/paging';
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
  };
}

const LIST_OPTIONS = { createdColumn: 'rs.created_on_utc' } as const;

/** Current residents by name: the page and its count in one statement, compiled once per facility (db/memo.ts). */
const currentPage = memoQuery('residents.current', repo.currentResidents);
const currentCount = memoQuery('residents.current.count', repo.currentCount);
/** Departed residents, latest departure first. */
const departedPage = memoPaginate('residents.departed', (s, { today }: { today: string }) => ({
  base: repo.departedResidents(s, today),
  options: { ...LIST_OPTIONS, countBase: repo.listRows(s, true), order: repo.departedOrder },
}));

/** GET residents (current, by name) and GET residents/departed (latest departure first), paged. */
export async function listResidents(s: ScopedDb, facility: FacilityInfo, paging: PagingQuery, departed: boolean) {
  const today = melbourneToday();
  const map = (row: repo.ListRow) => toRow(row, facility, today);
  if (departed) return departedPage(s, { today }, paging, map);
  const values = pagingValues(paging);
  const rows = await currentPage(s, { today, ...values });
  return pagedAnswer(rows, async () => (await currentCount(s, { cutoff: values.cutoff }))[0], map, values.cutoff);
}
