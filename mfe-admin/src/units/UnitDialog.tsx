/**
 * A unit in a dialog (seed 002 §2: editing a unit is a dialog, editable with facilityRooms canModify, otherwise
 * read-only): number, location, type, features and status, with its residents; the record history in the view.
 * Cancelling with changes asks before leaving.
 */
import { useState } from 'react';
import { usePermission } from 'shared-auth';
import { ACCOMMODATION_TEXTS, UNIT_STATUSES, UNIT_STATUS_LABELS, type UnitStatus } from 'shared-domain/accommodations';
import type { AccommodationDetail } from 'shared-domain/contracts/admin-accommodations';
import { Button, FormDialog, Stack, Text, UnsavedChangesDialog } from 'shared-ui';
import { FormikDialog, MultiSelectField, SelectField, TextField, namedItemOptions, useFormik, useSubmit } from 'shared-ui/form';
import RecordHistory from '../history/RecordHistory';
import {
  useAccommodation,
  useEditAccommodation,
  useLocationAccommodationTypes,
  useRoomFeatures,
} from '../rooms/accommodations.resource';
import { editBody, roomValues, type RoomValues } from '../rooms/roomForm';

export const UNIT_FORM_TEXT = {
  viewTitle: 'Unit',
  editTitle: 'Edit unit',
  number: 'Number',
  location: 'Location',
  type: 'Accommodation type',
  features: 'Features',
  status: 'Status',
  residents: 'Residents',
  edit: 'Edit',
  loading: 'Loading unit...',
} as const;

type Values = RoomValues & { iluStatus: UnitStatus };

export function UnitDialog({ unitId, onClose }: { unitId: number; onClose: () => void }) {
  const unit = useAccommodation(unitId, ACCOMMODATION_TEXTS.loadUnitError);
  const [editing, setEditing] = useState(false);
  const permission = usePermission('facilityRooms');
  if (!unit.data) {
    return (
      <FormDialog open title={UNIT_FORM_TEXT.viewTitle} onClose={onClose}>
        <Text role="status">{unit.isError ? ACCOMMODATION_TEXTS.loadUnitError : UNIT_FORM_TEXT.loading}</Text>
      </FormDialog>
    );
  }
  return (
    <UnitForm
      key={`${unit.data.version}-${editing}`}
      unit={unit.data}
      editing={editing && permission.canModify}
      onEdit={permission.canModify ? () => setEditing(true) : undefined}
      onSaved={() => setEditing(false)}
      onClose={onClose}
    />
  );
}

function UnitForm({
  unit,
  editing,
  onEdit,
  onSaved,
  onClose,
}: {
  unit: AccommodationDetail;
  editing: boolean;
  onEdit?: () => void;
  onSaved: () => void;
  onClose: () => void;
}) {
  const readOnly = !editing;
  const pickers = useLocationAccommodationTypes(editing);
  const features = useRoomFeatures(editing, ACCOMMODATION_TEXTS.loadUnitFeaturesError);
  const edit = useEditAccommodation();
  const [leaving, setLeaving] = useState(false);
  const submitter = useSubmit<Values, AccommodationDetail>({
    action: (v) => edit.mutateAsync(editBody(unit, v, v.iluStatus)),
    success: ACCOMMODATION_TEXTS.saved,
    failure: ACCOMMODATION_TEXTS.saveUnitError,
    onSuccess: () => onSaved(),
  });
  const form = useFormik<Values>({
    initialValues: { ...roomValues(unit), iluStatus: (unit.iluStatus as UnitStatus | null) ?? 'Available' },
    onSubmit: (values, helpers) => submitter.submit(values, helpers).then(() => undefined),
  });
  // Read-only: the unit's own location and type are the only choices shown.
  const locations = pickers.data?.locations ?? [{ id: unit.facilityLocationId ?? 0, name: unit.locationName }];
  const types = pickers.data?.accommodationTypes ?? [{ id: unit.accommodationTypeId ?? 0, name: unit.accommodationTypeName }];
  const featureOptions = [...new Set([...(features.data ?? []), ...form.values.features])].map((f) => ({ value: f, label: f }));
  const close = () => (form.dirty && !readOnly ? setLeaving(true) : onClose());

  return (
    <>
      <FormikDialog
        open={!leaving}
        title={readOnly ? `${UNIT_FORM_TEXT.viewTitle} ${unit.number}` : UNIT_FORM_TEXT.editTitle}
        form={form}
        readOnly={readOnly}
        busy={form.isSubmitting || edit.isPending}
        onClose={close}
        size="lg"
      >
        <Stack gap="3">
          <TextField name="number" label={UNIT_FORM_TEXT.number} required disabled={readOnly} maxLength={20} />
          <SelectField
            name="facilityLocationId"
            label={UNIT_FORM_TEXT.location}
            required
            numeric
            disabled={readOnly}
            options={namedItemOptions(locations)}
          />
          <SelectField
            name="accommodationTypeId"
            label={UNIT_FORM_TEXT.type}
            required
            numeric
            disabled={readOnly}
            options={namedItemOptions(types)}
          />
          <SelectField
            name="iluStatus"
            label={UNIT_FORM_TEXT.status}
            required
            placeholder={null}
            disabled={readOnly}
            options={UNIT_STATUSES.map((s) => ({ value: s, label: UNIT_STATUS_LABELS[s] }))}
          />
          <MultiSelectField name="features" label={UNIT_FORM_TEXT.features} disabled={readOnly} options={featureOptions} />
          {unit.occupants.length ? (
            <Text>
              {UNIT_FORM_TEXT.residents}: {unit.occupants.join(', ')}
            </Text>
          ) : null}
          {readOnly && onEdit ? (
            <Button alignSelf="start" variant="outline" minH={{ base: '11', lg: '10' }} onClick={onEdit}>
              {UNIT_FORM_TEXT.edit}
            </Button>
          ) : null}
          {readOnly ? <RecordHistory entity="accommodation" id={unit.id} /> : null}
        </Stack>
      </FormikDialog>
      {submitter.dialog}
      <UnsavedChangesDialog open={leaving} onLeave={onClose} onStay={() => setLeaving(false)} />
    </>
  );
}
