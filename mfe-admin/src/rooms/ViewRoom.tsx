/**
 * /viewRoom/:roomId (facilityRooms canView): one room, modes view and edit (canModify). View: number, location, type,
 * features, the beds with their occupant and whether they are out of service today, the out-of-service periods, and the
 * record history. Edit: number, location, type (the beds follow its number of beds), features, beds taken out of or put
 * back into service today, out-of-service periods added and deleted. Cancelling with changes asks before leaving.
 */
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { usePermission } from 'shared-auth';
import { ACCOMMODATION_TEXTS, outOfServicePeriodStatus } from 'shared-domain/accommodations';
import { melbourneToday } from 'shared-domain/dates';
import type { AccommodationDetail } from 'shared-domain/contracts/admin-accommodations';
import {
  Badge,
  Box,
  Button,
  chakra,
  DateText,
  Heading,
  HStack,
  PageLayout,
  RecordPageState,
  ResponsiveTable,
  SimpleGrid,
  Stack,
  Text,
  UnsavedChangesDialog,
  UnsavedChangesPrompt,
} from 'shared-ui';
import {
  DateField,
  FormErrorSummary,
  FormikProvider,
  MultiSelectField,
  SelectField,
  TextField,
  namedItemOptions,
  useFormik,
  useSubmit,
} from 'shared-ui/form';
import RecordHistory from '../history/RecordHistory';
import {
  useAccommodation,
  useEditAccommodation,
  useLocationAccommodationTypes,
  useRoomFeatures,
} from './accommodations.resource';
import { addPeriod, deletePeriod, editBody, plannedBeds, roomValues, type RoomValues } from './roomForm';

export const ROOM_TEXT = {
  title: 'Room',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  number: 'Number',
  location: 'Location',
  type: 'Accommodation type',
  features: 'Features',
  beds: 'Beds',
  bed: 'Bed',
  occupant: 'Occupant',
  outOfService: 'Out of service',
  inService: 'In service',
  newBed: 'New bed',
  periods: 'Out-of-service periods',
  startDate: 'Start date',
  endDate: 'End date',
  status: 'Status',
  deleted: 'Deleted',
  noPeriods: 'No out-of-service periods.',
  addPeriod: 'Add period',
  deletePeriod: 'Delete',
  noEnd: 'No end date',
} as const;

export default function ViewRoom() {
  const params = useParams();
  const id = Number(params.roomId);
  const valid = Number.isInteger(id) && id > 0;
  const room = useAccommodation(valid ? id : null);
  const notFound = !valid || (room.error as { response?: { status?: number } } | null)?.response?.status === 404;
  if (!room.data) return <RecordPageState title={ROOM_TEXT.title} record="room" query={room} notFound={notFound} />;
  return <RoomPage key={room.data.version} room={room.data} />;
}

function RoomPage({ room }: { room: AccommodationDetail }) {
  const permission = usePermission('facilityRooms');
  const [editing, setEditing] = useState(false);
  const title = `${ROOM_TEXT.title} ${room.number}`;
  return editing ? (
    <RoomEditor room={room} title={title} onDone={() => setEditing(false)} />
  ) : (
    <PageLayout
      title={title}
      actions={
        permission.canModify ? (
          <Button colorPalette="brand" minH={{ base: '11', lg: '10' }} onClick={() => setEditing(true)}>
            {ROOM_TEXT.edit}
          </Button>
        ) : null
      }
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" as="dl">
          <Detail label={ROOM_TEXT.number} value={room.number} />
          <Detail label={ROOM_TEXT.location} value={room.locationName} />
          <Detail label={ROOM_TEXT.type} value={room.accommodationTypeName} />
          <Detail label={ROOM_TEXT.features} value={room.features.join(', ')} />
        </SimpleGrid>
        <Section title={ROOM_TEXT.beds}>
          <ResponsiveTable
            aria-label={ROOM_TEXT.beds}
            rows={room.beds.filter((b) => !b.softDeleted)}
            rowKey={(b) => b.id}
            rowProps={() => ({ 'data-testid': 'bed-row' })}
            columns={[
              { key: 'bed', header: ROOM_TEXT.bed, primary: true, cell: (b) => b.number },
              { key: 'occupant', header: ROOM_TEXT.occupant, cell: (b) => b.occupant ?? '' },
              {
                key: 'state',
                header: ROOM_TEXT.status,
                cell: (b) =>
                  b.isOutOfService ? <Badge colorPalette="orange">{ROOM_TEXT.outOfService}</Badge> : ROOM_TEXT.inService,
              },
            ]}
          />
        </Section>
        <Section title={ROOM_TEXT.periods}>
          <PeriodTable room={room} periods={room.outOfServiceDates} />
        </Section>
      </Stack>
      <RecordHistory entity="accommodation" id={room.id} />
    </PageLayout>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <chakra.dt fontWeight="semibold">{label}</chakra.dt>
      <chakra.dd>{value || '-'}</chakra.dd>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function PeriodTable({
  room,
  periods,
  onDelete,
}: {
  room: AccommodationDetail;
  periods: RoomValues['periods'];
  onDelete?: (index: number) => void;
}) {
  if (!periods.length) return <Text color="fg.muted">{ROOM_TEXT.noPeriods}</Text>;
  const bedName = (bedId: number) => room.beds.find((b) => b.id === bedId)?.number ?? '';
  const today = melbourneToday();
  return (
    <ResponsiveTable
      aria-label={ROOM_TEXT.periods}
      rows={periods.map((p, index) => ({ ...p, index }))}
      rowKey={(p) => (p.id === null ? `new-${p.index}` : p.id)}
      rowProps={() => ({ 'data-testid': 'period-row' })}
      columns={[
        { key: 'bed', header: ROOM_TEXT.bed, primary: true, cell: (p) => bedName(p.bedId) },
        { key: 'start', header: ROOM_TEXT.startDate, cell: (p) => <DateText value={p.startDate} /> },
        { key: 'end', header: ROOM_TEXT.endDate, cell: (p) => (p.endDate ? <DateText value={p.endDate} /> : ROOM_TEXT.noEnd) },
        {
          key: 'status',
          header: ROOM_TEXT.status,
          cell: (p) => outOfServicePeriodStatus({ ...p, endDate: p.endDate || null }, today),
        },
        {
          key: 'actions',
          header: 'Actions',
          hideLabel: true,
          cell: (p) =>
            onDelete && !p.isDeleted ? (
              <Button
                size="xs"
                variant="outline"
                minH={{ base: '11', lg: '8' }}
                aria-label={`${ROOM_TEXT.deletePeriod}: ${bedName(p.bedId)} ${p.startDate}`}
                onClick={() => onDelete(p.index)}
              >
                {ROOM_TEXT.deletePeriod}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}

function RoomEditor({ room, title, onDone }: { room: AccommodationDetail; title: string; onDone: () => void }) {
  const pickers = useLocationAccommodationTypes();
  const features = useRoomFeatures();
  const edit = useEditAccommodation();
  const [leaving, setLeaving] = useState(false);
  const submitter = useSubmit<RoomValues, AccommodationDetail>({
    action: (v) => edit.mutateAsync(editBody(room, v)),
    success: ACCOMMODATION_TEXTS.saved,
    failure: ACCOMMODATION_TEXTS.editRoomError,
    onSuccess: () => onDone(),
  });
  const form = useFormik<RoomValues>({
    initialValues: roomValues(room),
    onSubmit: (values, helpers) => submitter.submit(values, helpers).then(() => undefined),
  });
  const v = form.values;
  const types = pickers.data?.accommodationTypes ?? [];
  const numberBeds = types.find((t) => t.id === v.accommodationTypeId)?.numberBeds ?? null;
  const beds = plannedBeds(room, numberBeds);
  const savedBeds = room.beds.filter((b) => !b.softDeleted);
  const featureOptions = [...new Set([...(features.data ?? []), ...v.features])].map((f) => ({ value: f, label: f }));

  const onAddPeriod = () => {
    const result = addPeriod(v);
    if ('errors' in result) {
      for (const [field, message] of Object.entries(result.errors)) form.setFieldError(field, message);
      for (const field of Object.keys(result.errors)) void form.setFieldTouched(field, true, false);
      return;
    }
    void form.setValues({ ...v, periods: result.periods, newPeriod: { bedId: null, startDate: '', endDate: '' } }, false);
  };

  return (
    <PageLayout title={title}>
      <UnsavedChangesPrompt when={form.dirty} />
      <FormikProvider value={form}>
        <chakra.form
          noValidate
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault();
            void form.submitForm();
          }}
        >
          <Stack gap="5">
            <FormErrorSummary />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField name="number" label={ROOM_TEXT.number} required maxLength={20} />
              <SelectField
                name="facilityLocationId"
                label={ROOM_TEXT.location}
                required
                numeric
                options={namedItemOptions(pickers.data?.locations ?? [])}
              />
              <SelectField name="accommodationTypeId" label={ROOM_TEXT.type} required numeric options={namedItemOptions(types)} />
            </SimpleGrid>
            <MultiSelectField name="features" label={ROOM_TEXT.features} options={featureOptions} />
            <Section title={ROOM_TEXT.beds}>
              <ResponsiveTable
                aria-label={ROOM_TEXT.beds}
                rows={beds}
                rowKey={(b, i) => b.id ?? `new-${i}`}
                rowProps={() => ({ 'data-testid': 'bed-row' })}
                columns={[
                  {
                    key: 'bed',
                    header: ROOM_TEXT.bed,
                    primary: true,
                    cell: (b) => (b.id === null ? `${b.name} (${ROOM_TEXT.newBed})` : b.name),
                  },
                  { key: 'occupant', header: ROOM_TEXT.occupant, cell: (b) => b.occupant ?? '' },
                  {
                    key: 'oos',
                    header: ROOM_TEXT.outOfService,
                    cell: (b) =>
                      b.id === null ? null : (
                        <HStack as="label" gap="2">
                          <chakra.input
                            type="checkbox"
                            checked={!!v.outOfService[String(b.id)]}
                            aria-label={`${ROOM_TEXT.outOfService}: ${b.name}`}
                            onChange={(e) => void form.setFieldValue(`outOfService.${b.id}`, e.target.checked)}
                          />
                          <Text as="span">{ROOM_TEXT.outOfService}</Text>
                        </HStack>
                      ),
                  },
                ]}
              />
            </Section>
            <Section title={ROOM_TEXT.periods}>
              <PeriodTable
                room={room}
                periods={v.periods}
                onDelete={(index) => void form.setFieldValue('periods', deletePeriod(v.periods, index))}
              />
              <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
                <SelectField
                  name="newPeriod.bedId"
                  label={ROOM_TEXT.bed}
                  numeric
                  options={savedBeds.map((b) => ({ value: b.id, label: b.number }))}
                />
                <DateField name="newPeriod.startDate" label={ROOM_TEXT.startDate} />
                <DateField name="newPeriod.endDate" label={ROOM_TEXT.endDate} />
                <Button variant="outline" minH={{ base: '11', lg: '10' }} onClick={onAddPeriod}>
                  {ROOM_TEXT.addPeriod}
                </Button>
              </SimpleGrid>
            </Section>
            <HStack gap="3" justify="flex-end" flexWrap="wrap">
              <Button
                variant="outline"
                minH={{ base: '11', lg: '10' }}
                onClick={() => (form.dirty ? setLeaving(true) : onDone())}
              >
                {ROOM_TEXT.cancel}
              </Button>
              <Button
                type="submit"
                colorPalette="brand"
                minH={{ base: '11', lg: '10' }}
                loading={form.isSubmitting || edit.isPending}
              >
                {ROOM_TEXT.save}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </FormikProvider>
      {submitter.dialog}
      <UnsavedChangesDialog open={leaving} onLeave={onDone} onStay={() => setLeaving(false)} />
    </PageLayout>
  );
}
