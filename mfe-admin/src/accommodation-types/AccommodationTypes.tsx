/**
 * /viewAndEditAccommodationTypes (facilityRoomTypes canView): the facility's accommodation types with their maximum
 * occupancy, price and price setting; a type opens in a dialog in view, edit or add mode (edit and add need canModify).
 */
import { useState } from 'react';
import { usePermission } from 'shared-auth';
import type { AccommodationType } from 'shared-domain/contracts/admin-accommodations';
import { ACCOMMODATION_TEXTS, priceSettingDescription } from 'shared-domain/accommodations';
import { Button, HStack, MoneyText, PageLayout, ResponsiveTable, Text } from 'shared-ui';
import { ListState } from '../rooms/ListState';
import { AccommodationTypeDialog, type TypeDialogMode } from './AccommodationTypeDialog';
import { useAccommodationTypes } from './accommodationTypes.resource';

export const TYPES_TEXT = {
  title: 'Accommodation types',
  add: 'Add accommodation type',
  view: 'View',
  edit: 'Edit',
  empty: 'There are no accommodation types.',
  loading: 'Loading accommodation types...',
  columns: { name: 'Name', beds: 'Maximum occupancy', price: 'Price', priceSetting: 'Price setting', features: 'Features' },
} as const;

export default function AccommodationTypes() {
  const permission = usePermission('facilityRoomTypes');
  const types = useAccommodationTypes();
  const [open, setOpen] = useState<{ mode: TypeDialogMode; type: AccommodationType | null } | null>(null);
  const rows = types.data ?? [];

  return (
    <PageLayout
      title={TYPES_TEXT.title}
      actions={
        permission.canModify ? (
          <Button colorPalette="brand" minH={{ base: '11', lg: '10' }} onClick={() => setOpen({ mode: 'add', type: null })}>
            {TYPES_TEXT.add}
          </Button>
        ) : null
      }
    >
      <ListState query={types} loadingText={TYPES_TEXT.loading} errorText={ACCOMMODATION_TEXTS.loadTypesError} />
      {types.isSuccess && rows.length === 0 ? <Text color="fg.muted">{TYPES_TEXT.empty}</Text> : null}
      {rows.length ? (
        <ResponsiveTable
          aria-label={TYPES_TEXT.title}
          rows={rows}
          rowKey={(r) => r.id}
          rowProps={() => ({ 'data-testid': 'type-row' })}
          columns={[
            { key: 'name', header: TYPES_TEXT.columns.name, primary: true, cell: (r) => r.name },
            { key: 'beds', header: TYPES_TEXT.columns.beds, cell: (r) => r.numberBeds },
            { key: 'price', header: TYPES_TEXT.columns.price, textAlign: 'end', cell: (r) => <MoneyText value={r.price} /> },
            { key: 'setting', header: TYPES_TEXT.columns.priceSetting, cell: (r) => priceSettingDescription(r.priceSetting) },
            { key: 'features', header: TYPES_TEXT.columns.features, cell: (r) => r.features.join(', ') },
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
                    aria-label={`${TYPES_TEXT.view}: ${r.name}`}
                    onClick={() => setOpen({ mode: 'view', type: r })}
                  >
                    {TYPES_TEXT.view}
                  </Button>
                  {permission.canModify ? (
                    <Button
                      size="xs"
                      variant="outline"
                      minH={{ base: '11', lg: '8' }}
                      aria-label={`${TYPES_TEXT.edit}: ${r.name}`}
                      onClick={() => setOpen({ mode: 'edit', type: r })}
                    >
                      {TYPES_TEXT.edit}
                    </Button>
                  ) : null}
                </HStack>
              ),
            },
          ]}
        />
      ) : null}
      {open ? (
        <AccommodationTypeDialog
          key={`${open.mode}-${open.type?.id ?? 'new'}`}
          mode={open.mode}
          type={open.type}
          onEdit={permission.canModify && open.type ? () => setOpen({ mode: 'edit', type: open.type }) : undefined}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </PageLayout>
  );
}
