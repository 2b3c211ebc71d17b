/**
 * Add a room (aged care) or a unit (independent living): number, location and type (seed 002 §7 accommodations/add).
 * The number must be unique in the location; after each add the dialog stays open with the next number offered (a
 * numeric number goes up by one) so several rooms are added in a row. Cancelling with changes asks before leaving.
 */
import { useState } from 'react';
import { ACCOMMODATION_MESSAGES as M, ACCOMMODATION_TEXTS } from 'shared-domain/accommodations';
import { Stack, UnsavedChangesDialog } from 'shared-ui';
import { FormikDialog, SelectField, TextField, namedItemOptions, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { useAddAccommodation, useLocationAccommodationTypes } from './accommodations.resource';

export const ADD_TEXT = {
  roomTitle: 'Add room',
  unitTitle: 'Add unit',
  number: 'Number',
  location: 'Location',
  type: 'Accommodation type',
  add: 'Add',
} as const;

interface Values {
  roomNumber: string;
  facilityLocationId: number | null;
  accommodationTypeId: number | null;
}

const rules = (v: Values) => ({
  roomNumber: v.roomNumber.trim() ? null : M.numberRequired,
  facilityLocationId: v.facilityLocationId ? null : M.locationRequired,
  accommodationTypeId: v.accommodationTypeId ? null : M.typeRequired,
});

export function AddAccommodationDialog({ kind, onClose }: { kind: 'room' | 'unit'; onClose: () => void }) {
  const pickers = useLocationAccommodationTypes();
  const add = useAddAccommodation();
  const [leaving, setLeaving] = useState(false);
  const submitter = useSubmit<Values, { id: number; nextRoomNumber: string }>({
    action: (v) =>
      add.mutateAsync({
        roomNumber: v.roomNumber,
        facilityLocationId: v.facilityLocationId ?? 0,
        accommodationTypeId: v.accommodationTypeId ?? 0,
      }),
    success: ACCOMMODATION_TEXTS.saved,
    failure: kind === 'room' ? ACCOMMODATION_TEXTS.createRoomError : ACCOMMODATION_TEXTS.createUnitError,
    // The next room in the same location and type, its number offered.
    onSuccess: (result, values, helpers) => helpers?.resetForm({ values: { ...values, roomNumber: result.nextRoomNumber } }),
  });
  const locations = pickers.data?.locations ?? [];
  const form = useFormik<Values>({
    initialValues: { roomNumber: '', facilityLocationId: null, accommodationTypeId: null },
    validate: validateWith(rules),
    onSubmit: (values, helpers) => submitter.submit(values, helpers).then(() => undefined),
  });
  const close = () => (form.dirty ? setLeaving(true) : onClose());

  return (
    <>
      <FormikDialog
        open={!leaving}
        title={kind === 'room' ? ADD_TEXT.roomTitle : ADD_TEXT.unitTitle}
        form={form}
        submitLabel={ADD_TEXT.add}
        busy={form.isSubmitting || add.isPending}
        onClose={close}
      >
        <Stack gap="3">
          <TextField name="roomNumber" label={ADD_TEXT.number} required maxLength={20} />
          <SelectField
            name="facilityLocationId"
            label={ADD_TEXT.location}
            required
            numeric
            options={namedItemOptions(locations)}
          />
          <SelectField
            name="accommodationTypeId"
            label={ADD_TEXT.type}
            required
            numeric
            options={namedItemOptions(pickers.data?.accommodationTypes ?? [])}
          />
        </Stack>
      </FormikDialog>
      {submitter.dialog}
      <UnsavedChangesDialog open={leaving} onLeave={onClose} onStay={() => setLeaving(false)} />
    </>
  );
}
