/**
 * /viewAndEditUnits (facilityRooms canView, independent living): the facility's units with type, location, price,
 * status and brief note (the latest accommodation financial event's, seed 002 §4), filtered by status (All by default).
 * A unit opens in a dialog (editable with canModify); add (canModify) and delete (canRemove, refused for an occupied
 * unit or one with residents with the seed's messages).
 */
import { useState } from 'react';
import { usePermission } from 'shared-auth';
import { ACCOMMODATION_TEXTS, UNIT_STATUSES, UNIT_STATUS_LABELS, type UnitStatus } from 'shared-domain/accommodations';
import type { UnitItem } from 'shared-domain/contracts/admin-accommodations';
import { Box, Button, ConfirmDialog, Field, HStack, MoneyText, NativeSelect, PageLayout, ResponsiveTable, Text } from 'shared-ui';
import { AddAccommodationDialog } from '../rooms/AddAccommodationDialog';
import { ListState } from '../rooms/ListState';
import { useUnits } from '../rooms/accommodations.resource';
import { useAccommodationDelete } from '../rooms/deleteMessage';
import { UnitDialog } from './UnitDialog';

export const UNITS_TEXT = {
  title: 'Units',
  add: 'Add unit',
  view: 'View',
  delete: 'Delete',
  deleteTitle: 'Delete unit',
  deleteConfirm: 'Are you sure you want to delete this unit?',
  status: 'Status',
  all: 'All',
  empty: 'There are no units.',
  loading: 'Loading units...',
  columns: { unit: 'Unit', type: 'Accommodation type', location: 'Location', price: 'Price', status: 'Status', note: 'Note' },
} as const;

export default function Units() {
  const permission = usePermission('facilityRooms');
  const [status, setStatus] = useState<UnitStatus | 'All'>('All');
  const units = useUnits(status);
  const [open, setOpen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const remove = useAccommodationDelete<UnitItem>(
    (u) => u.accommodationId,
    ACCOMMODATION_TEXTS.unitDeleted,
    ACCOMMODATION_TEXTS.deleteUnitError,
  );
  const rows = units.data ?? [];

  return (
    <PageLayout
      title={UNITS_TEXT.title}
      actions={
        permission.canModify ? (
          <Button colorPalette="brand" minH={{ base: '11', lg: '10' }} onClick={() => setAdding(true)}>
            {UNITS_TEXT.add}
          </Button>
        ) : null
      }
    >
      <Box maxW="xs" mb="4">
        <Field.Root>
          <Field.Label htmlFor="unit-status">{UNITS_TEXT.status}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field id="unit-status" value={status} onChange={(e) => setStatus(e.target.value as UnitStatus | 'All')}>
              <option value="All">{UNITS_TEXT.all}</option>
              {UNIT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {UNIT_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Box>
      <ListState query={units} loadingText={UNITS_TEXT.loading} errorText={ACCOMMODATION_TEXTS.loadUnitsError} />
      {units.isSuccess && rows.length === 0 ? <Text color="fg.muted">{UNITS_TEXT.empty}</Text> : null}
      {rows.length ? (
        <ResponsiveTable
          aria-label={UNITS_TEXT.title}
          rows={rows}
          rowKey={(r) => r.accommodationId}
          rowProps={() => ({ 'data-testid': 'unit-row' })}
          columns={[
            { key: 'unit', header: UNITS_TEXT.columns.unit, primary: true, cell: (r) => r.roomNumber },
            { key: 'type', header: UNITS_TEXT.columns.type, cell: (r) => r.accommodationName },
            { key: 'location', header: UNITS_TEXT.columns.location, cell: (r) => r.location },
            { key: 'price', header: UNITS_TEXT.columns.price, textAlign: 'end', cell: (r) => <MoneyText value={r.price} /> },
            {
              key: 'status',
              header: UNITS_TEXT.columns.status,
              cell: (r) => (r.iluStatus ? (UNIT_STATUS_LABELS[r.iluStatus as UnitStatus] ?? r.iluStatus) : ''),
            },
            { key: 'note', header: UNITS_TEXT.columns.note, cell: (r) => r.briefNotes ?? '' },
            {
              key: 'actions',
              header: 'Actions',
              hideLabel: true,
              cell: (r) => (
                <HStack gap="2">
                  <Button
                    size="xs"
                    variant="outline"
                    minH={{ base: '11', lg: '8' }}
                    aria-label={`${UNITS_TEXT.view}: ${r.roomNumber}`}
                    onClick={() => setOpen(r.accommodationId)}
                  >
                    {UNITS_TEXT.view}
                  </Button>
                  {permission.canRemove ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      minH={{ base: '11', lg: '8' }}
                      aria-label={`${UNITS_TEXT.delete}: ${r.roomNumber}`}
                      onClick={() => remove.ask(r)}
                    >
                      {UNITS_TEXT.delete}
                    </Button>
                  ) : null}
                </HStack>
              ),
            },
          ]}
        />
      ) : null}
      {open !== null ? <UnitDialog unitId={open} onClose={() => setOpen(null)} /> : null}
      {adding ? <AddAccommodationDialog kind="unit" onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={remove.deleting !== null}
        title={UNITS_TEXT.deleteTitle}
        message={UNITS_TEXT.deleteConfirm}
        confirmLabel={UNITS_TEXT.delete}
        destructive
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </PageLayout>
  );
}
