/**
 * /viewAndEditRooms (facilityRooms canView, aged care): the facility's rooms grouped by location, each linking to its
 * page (/viewRoom/{id}); add (canModify) with the next number offered after each add; delete (canRemove) refused for a
 * room with residents with the seed's message.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePermission } from 'shared-auth';
import { ACCOMMODATION_TEXTS } from 'shared-domain/accommodations';
import type { AccommodationSummary } from 'shared-domain/contracts/admin-accommodations';
import { Button, ConfirmDialog, Heading, Link, PageLayout, ResponsiveTable, Stack, Text } from 'shared-ui';
import { AddAccommodationDialog } from './AddAccommodationDialog';
import { ListState } from './ListState';
import { useAccommodationGroups } from './accommodations.resource';
import { useAccommodationDelete } from './deleteMessage';

export const ROOMS_TEXT = {
  title: 'Rooms',
  add: 'Add room',
  delete: 'Delete',
  deleteTitle: 'Delete room',
  deleteConfirm: 'Are you sure you want to delete this room?',
  empty: 'There are no rooms.',
  loading: 'Loading rooms...',
  columns: { number: 'Number', type: 'Accommodation type', beds: 'Beds', occupied: 'Occupied', outOfService: 'Out of service' },
} as const;

export default function Rooms() {
  const permission = usePermission('facilityRooms');
  const groups = useAccommodationGroups();
  const [adding, setAdding] = useState(false);
  const remove = useAccommodationDelete<AccommodationSummary>(
    (r) => r.id,
    ACCOMMODATION_TEXTS.roomDeleted,
    ACCOMMODATION_TEXTS.deleteRoomError,
  );

  return (
    <PageLayout
      title={ROOMS_TEXT.title}
      actions={
        permission.canModify ? (
          <Button colorPalette="brand" minH={{ base: '11', lg: '10' }} onClick={() => setAdding(true)}>
            {ROOMS_TEXT.add}
          </Button>
        ) : null
      }
    >
      <ListState query={groups} loadingText={ROOMS_TEXT.loading} errorText={ACCOMMODATION_TEXTS.loadRoomsError} />
      {groups.isSuccess && groups.data.length === 0 ? <Text color="fg.muted">{ROOMS_TEXT.empty}</Text> : null}
      <Stack gap="6">
        {(groups.data ?? []).map((g) => (
          <Stack as="section" key={g.locationId ?? 'none'} gap="2" aria-label={g.locationName}>
            <Heading as="h2" size="md">
              {g.locationName}
            </Heading>
            <ResponsiveTable
              aria-label={g.locationName}
              rows={g.accommodations}
              rowKey={(r) => r.id}
              rowProps={() => ({ 'data-testid': 'room-row' })}
              columns={[
                {
                  key: 'number',
                  header: ROOMS_TEXT.columns.number,
                  primary: true,
                  cell: (r) => (
                    <Link asChild color="brand.fg">
                      <RouterLink to={`/viewRoom/${r.id}`}>{r.roomNumber}</RouterLink>
                    </Link>
                  ),
                },
                { key: 'type', header: ROOMS_TEXT.columns.type, cell: (r) => r.accommodationTypeName },
                { key: 'beds', header: ROOMS_TEXT.columns.beds, cell: (r) => r.beds },
                { key: 'occupied', header: ROOMS_TEXT.columns.occupied, cell: (r) => r.occupiedBeds },
                { key: 'oos', header: ROOMS_TEXT.columns.outOfService, cell: (r) => r.outOfServiceBeds },
                {
                  key: 'actions',
                  header: 'Actions',
                  hideLabel: true,
                  cell: (r) =>
                    permission.canRemove ? (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        minH={{ base: '11', lg: '8' }}
                        aria-label={`${ROOMS_TEXT.delete}: ${r.roomNumber}`}
                        onClick={() => remove.ask(r)}
                      >
                        {ROOMS_TEXT.delete}
                      </Button>
                    ) : null,
                },
              ]}
            />
          </Stack>
        ))}
      </Stack>
      {adding ? <AddAccommodationDialog kind="room" onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={remove.deleting !== null}
        title={ROOMS_TEXT.deleteTitle}
        message={ROOMS_TEXT.deleteConfirm}
        confirmLabel={ROOMS_TEXT.delete}
        destructive
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </PageLayout>
  );
}
