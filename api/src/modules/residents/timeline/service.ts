/** GET residents/{id}/timeline: the resident's life in the facility in date order (seed 000 §2 resident view). */
import { toMelbourneDate } from 'shared-domain/dates';
import type { TimelineEntry } from 'shared-domain/contracts/resident-responses';
import type { ScopedDb } from '../../../db/scoped';
import * as repo from './repository';

const EVENT_TITLES: Record<number, TimelineEntry['kind']> = {
  5: 'Admission',
  6: 'Departure',
  21: 'AcfiSubmitted',
  22: 'AdmissionCorrected',
  23: 'AdmissionReversed',
  24: 'DepartureCorrected',
  25: 'DepartureReversed',
  26: 'LeaveReversed',
};
const KIND_TITLES: Record<TimelineEntry['kind'], string> = {
  Enquiry: 'Enquiry',
  Tour: 'Tour',
  Admission: 'Admitted',
  AdmissionCorrected: 'Admission corrected',
  AdmissionReversed: 'Admission reversed',
  Leave: 'Went on leave',
  LeaveReturn: 'Returned from leave',
  LeaveReversed: 'Leave reversed',
  Departure: 'Departed',
  DepartureCorrected: 'Departure corrected',
  DepartureReversed: 'Departure reversed',
  AcfiSubmitted: 'ACFI submitted',
  Document: 'Document added',
  Note: 'Note added',
  MarkedAsEnquiry: 'Marked as an enquiry',
  BedAssigned: 'Bed assigned',
};

const iso = (d: Date): string => d.toISOString();

export async function timeline(s: ScopedDb, residentId: number): Promise<TimelineEntry[]> {
  const person = await s.resolve.resident(residentId);
  const residencies = await repo.residenciesOf(s, person.residentId);
  const ids = residencies.map((r) => r.id);
  const out: TimelineEntry[] = [];
  // Same-day entries in the order they happened: when they were recorded, then their sequence (residency events share
  // one id sequence: a return from leave and the departure that follows keep their order even within one instant).
  const seq = new Map<TimelineEntry, number>();
  const push = (e: Omit<TimelineEntry, 'title'> & { title?: string }, n?: number) => {
    const entry = { ...e, title: e.title ?? KIND_TITLES[e.kind] };
    out.push(entry);
    if (n !== undefined) seq.set(entry, n);
  };
  const fac = (rid: number) => residencies.find((r) => r.id === rid)?.facility_name ?? null;
  let admittedBefore = false;
  for (const r of residencies) {
    const kind = admittedBefore ? 'MarkedAsEnquiry' : 'Enquiry';
    push({
      kind,
      date: toMelbourneDate(r.created_on_utc),
      recordedOnUtc: iso(r.created_on_utc),
      residencyId: r.id,
      facilityName: r.facility_name,
      sourceId: r.id,
      description: `Enquiry for ${r.care_type} care`,
    });
    if (r.admission_date_utc) admittedBefore = true;
  }
  if (!ids.length) return out;
  const events = await repo.eventsOf(s, ids);
  for (const e of events) {
    const kind = EVENT_TITLES[e.event_type];
    if (!kind) continue; // leave events (101-103) are read from the leaves table
    push(
      {
        kind,
        date: e.effective_date,
        recordedOnUtc: iso(e.created_on_utc),
        residencyId: e.residency_id,
        facilityName: fac(e.residency_id),
        sourceId: Number(e.id),
        description: e.is_reversed ? 'Reversed' : null,
      },
      Number(e.id),
    );
  }
  for (const r of residencies) {
    if (r.admission_date_utc && !events.some((e) => e.residency_id === r.id && (e.event_type === 5 || e.event_type === 22))) {
      push({
        kind: 'Admission',
        date: r.admission_date_utc,
        residencyId: r.id,
        facilityName: r.facility_name,
        description: `${r.care_type} care`,
      });
    }
  }
  for (const l of await repo.leavesOf(s, ids)) {
    const desc = `${l.type} leave${l.is_reversed ? ' (reversed)' : ''}`;
    const own = events.filter((e) => Number(e.leave_id) === l.id);
    const added = own.find((e) => e.event_type === 101);
    push(
      {
        kind: 'Leave',
        date: l.start_date,
        recordedOnUtc: iso(l.created_on_utc),
        residencyId: l.residency_id,
        facilityName: fac(l.residency_id),
        sourceId: l.id,
        description: desc,
      },
      added ? Number(added.id) : undefined,
    );
    // The return is the leave's LeaveReturned event (103); a leave ended by a departure has none and ends just before it.
    const returned = own.filter((e) => e.event_type === 103).pop();
    const departed = events.find(
      (e) => e.event_type === 6 && e.residency_id === l.residency_id && e.effective_date === l.return_date,
    );
    const at = returned ?? departed;
    if (l.return_date)
      push(
        {
          kind: 'LeaveReturn',
          date: l.return_date,
          recordedOnUtc: at ? iso(at.created_on_utc) : undefined,
          residencyId: l.residency_id,
          facilityName: fac(l.residency_id),
          sourceId: l.id,
          description: desc,
        },
        at ? Number(at.id) - (returned ? 0 : 0.5) : undefined,
      );
  }
  for (const m of await repo.bedMovesOf(s, ids)) {
    push({
      kind: 'BedAssigned',
      date: m.assigned_on,
      recordedOnUtc: iso(m.assigned_at),
      residencyId: m.residency_id,
      facilityName: fac(m.residency_id),
      sourceId: m.id,
      description: m.from_label ? `From ${m.from_label} to ${m.label}` : m.label,
    });
  }
  const allocs = residencies.map((r) => r.independent_living_allocation_id).filter((x): x is number => x !== null);
  if (allocs.length) {
    for (const t of await repo.iluToursOf(s, allocs))
      push({
        kind: 'Tour',
        date: toMelbourneDate(t.tour_date_time),
        recordedOnUtc: iso(t.tour_date_time),
        sourceId: t.id,
        description: t.completed ? 'Tour completed' : 'Tour booked',
      });
  }
  for (const t of await repo.leadToursOf(s, ids)) {
    const who = t.first_name ? ` (${t.first_name} ${t.last_name})` : '';
    push({
      kind: 'Tour',
      date: toMelbourneDate(t.tour_date_time),
      recordedOnUtc: iso(t.tour_date_time),
      residencyId: t.residency_id,
      facilityName: fac(t.residency_id),
      sourceId: t.id,
      description: `${t.is_completed ? 'Tour completed' : 'Tour booked'}${who}`,
    });
  }
  for (const d of await repo.documentsOf(s, person.residentId)) {
    const name = d.extension ? `${d.name}.${d.extension}` : d.name;
    push({
      kind: 'Document',
      date: toMelbourneDate(d.date_added),
      recordedOnUtc: iso(d.date_added),
      sourceId: d.id,
      description: name,
    });
    if (d.deleted_at)
      push({
        kind: 'Document',
        title: 'Document deleted',
        date: toMelbourneDate(d.deleted_at),
        recordedOnUtc: iso(d.deleted_at),
        sourceId: d.id,
        description: name,
      });
  }
  for (const n of await repo.notesOf(s, person.residentId)) {
    push({
      kind: 'Note',
      date: toMelbourneDate(n.created_on_utc),
      recordedOnUtc: iso(n.created_on_utc),
      sourceId: n.id,
      description: n.note.length > 120 ? `${n.note.slice(0, 117)}...` : n.note,
    });
  }
  const order = (e: TimelineEntry) => `${e.date}|${e.recordedOnUtc ?? `${e.date}T12:00:00.000Z`}`;
  return out.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : (seq.get(a) ?? 0) - (seq.get(b) ?? 0)));
}
