/**
 * What the assign-unit and admit dialogs share: the units as choices (grouped by location; each with its number, type,
 * price and brief note) and the chosen unit's financial events.
 */
import { useEffect, useRef } from 'react';
import { formatCurrency } from 'shared-domain/amounts';
import type { AssignedUnit } from 'shared-domain/contracts/ilu';
import { formatDate } from 'shared-domain/dates';
import { ResponsiveTable, Stack, Text, type ResponsiveColumn } from 'shared-ui';
import type { SelectOptionGroup } from 'shared-ui/form';
import { useUnitEvents, type UnitItem } from './actions.resource';

export const UNIT_TEXT = {
  unit: 'Unit',
  status: 'Unit status',
  loading: 'Loading units...',
  noUnits: 'There are no units with this status.',
  events: 'Unit events',
  loadingEvents: 'Loading unit events...',
  noEvents: 'There are no events for this unit.',
  residents: 'Residents',
  contractSigned: 'Contract signed',
  depositPaid: 'Deposit paid',
  balancePaid: 'Balance paid',
  noticeToVacate: 'Notice to vacate',
} as const;

/** A unit as the choice reads it: '12 · Two bedroom · $450,000.00 · Deposit paid'. */
export function unitLabel(u: Pick<UnitItem, 'roomNumber' | 'accommodationName' | 'price' | 'briefNotes'>): string {
  return [u.roomNumber, u.accommodationName, u.price ? formatCurrency(u.price) : '', u.briefNotes ?? '']
    .filter(Boolean)
    .join(' · ');
}

/** The enquiry's assigned unit as a unit of the list (its price is the list's, when the list has it). */
export function assignedAsUnit(a: AssignedUnit): UnitItem {
  return {
    accommodationId: a.accommodationId,
    roomNumber: a.unitNumber,
    accommodationName: a.unitType ?? '',
    location: a.location ?? '',
    price: null,
    iluStatus: a.iluStatus,
    briefNotes: a.briefNotes,
    version: 0,
  };
}

/**
 * The units, with the assigned one and the one chosen (when the list lacks them: a unit of another status) first.
 */
export function unitsWith(units: readonly UnitItem[], assigned: AssignedUnit | null, chosen?: UnitItem | null): UnitItem[] {
  const extra = [assigned ? assignedAsUnit(assigned) : null, chosen ?? null].filter(
    (u, i, all): u is UnitItem =>
      !!u &&
      !units.some((x) => x.accommodationId === u.accommodationId) &&
      all.findIndex((x) => x?.accommodationId === u.accommodationId) === i,
  );
  return [...extra, ...units];
}

/** Choices grouped by location (the list's order of locations). */
export function unitOptions(units: readonly UnitItem[], enquiryId?: number): SelectOptionGroup[] {
  const groups = new Map<string, UnitItem[]>();
  // A unit assigned to another open enquiry (or its residents) is not offered: the API would refuse it.
  for (const u of units.filter((x) => !x.iluAllocationId || x.iluAllocationId === enquiryId)) {
    const key = u.location || '-';
    groups.set(key, [...(groups.get(key) ?? []), u]);
  }
  return [...groups].map(([label, list]) => ({
    label,
    options: list.map((u) => ({ value: String(u.accommodationId), label: unitLabel(u) })),
  }));
}

/**
 * Once, when the list first gives the chosen unit's price: an empty price becomes it (the assigned unit without an
 * agreed price). Later an emptied price stays empty (the user is typing another); choosing a unit sets its price.
 */
export function usePriceOfUnit(price: string, unitPrice: string | null, setPrice: (price: string) => unknown): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !unitPrice) return;
    done.current = true;
    if (!price) void setPrice(unitPrice);
  }, [price, unitPrice, setPrice]);
}

type UnitEvent = NonNullable<ReturnType<typeof useUnitEvents>['data']>['events'][number];

const date = (value: string | null) => (value ? formatDate(value) : '');

const COLUMNS: ResponsiveColumn<UnitEvent>[] = [
  { key: 'residents', header: UNIT_TEXT.residents, primary: true, cell: (e) => e.residentNames.join(', ') },
  { key: 'contractSigned', header: UNIT_TEXT.contractSigned, cell: (e) => date(e.contractSignedDateUtc) },
  { key: 'depositPaid', header: UNIT_TEXT.depositPaid, cell: (e) => date(e.depositPaidDateUtc) },
  { key: 'balancePaid', header: UNIT_TEXT.balancePaid, cell: (e) => date(e.balancePaidDateUtc) },
  { key: 'noticeToVacate', header: UNIT_TEXT.noticeToVacate, cell: (e) => date(e.noticeToVacateDateUtc) },
];

/** The chosen unit's financial events (a failed load is the query's toast). */
export function UnitEvents({ accommodationId }: { accommodationId: number | null }) {
  const query = useUnitEvents(accommodationId);
  if (!accommodationId) return null;
  const events = query.data?.events ?? [];
  return (
    <Stack gap="1" data-testid="unit-events">
      <Text fontWeight="medium">{UNIT_TEXT.events}</Text>
      {query.isPending ? (
        <Text fontSize="sm" role="status">
          {UNIT_TEXT.loadingEvents}
        </Text>
      ) : query.isError ? null : events.length ? (
        <ResponsiveTable aria-label={UNIT_TEXT.events} size="sm" columns={COLUMNS} rows={events} rowKey={(e) => e.id} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {UNIT_TEXT.noEvents}
        </Text>
      )}
    </Stack>
  );
}
