/**
 * Assign bed (seed 000 §2 "Dialogs"): a current resident of an aged-care facility is moved to a free bed of the
 * facility (beds grouped by location and room). The server checks the bed again (free, in service, this facility)
 * and the residency version (409 when someone else changed it meanwhile).
 */
import { useEffect, useState } from 'react';
import { SAVE_CHANGES_ERROR, SUCCESS_MESSAGES, withOfflineHint } from 'shared-domain/messages';
import type { ResidentDetail } from 'shared-domain/contracts/resident-responses';
import { STAY_FIELD_MESSAGES } from 'shared-domain/stay';
import { Alert, Button, HStack, Spinner, Text } from 'shared-ui';
import { FormikDialog, SelectField, useFormik, useSubmit } from 'shared-ui/form';
import { useAssignBed, useAvailableBeds } from './record.resource';

export const ASSIGN_BED_TEXT = {
  title: 'Assign bed',
  bedLabel: 'Bed',
  bedRequired: STAY_FIELD_MESSAGES.bedRequired,
  noFreeBeds: 'There are no free beds in this facility.',
  loadError: 'Unexpected error occurred while loading the available beds.',
} as const;

/** A current resident of an aged-care facility (admitted, not departed, not a lead or archived). */
export function canAssignBed(
  r: Pick<ResidentDetail, 'isAdmitted' | 'isDeparted' | 'isLead' | 'isArchived' | 'facilityType'>,
): boolean {
  return r.facilityType === 'AgeCare' && r.isAdmitted && !r.isDeparted && !r.isLead && !r.isArchived;
}

export interface AssignBedDialogProps {
  resident: ResidentDetail;
  open: boolean;
  onClose: () => void;
}

export function AssignBedDialog({ resident, open, onClose }: AssignBedDialogProps) {
  const beds = useAvailableBeds(resident.id, open);
  const assignBed = useAssignBed(resident.id);
  // A failed reload is shown as a failure, not with the beds that were free the last time the dialog was open.
  const load = beds.isError
    ? { status: 'error' as const }
    : beds.data
      ? { status: 'ready' as const, beds: beds.data }
      : { status: 'loading' as const };
  const ready = load.status === 'ready' ? load.beds : null;
  // The server checks the bed again: its refusal of the bed goes under the field, others above it; 409 when stale.
  const save = useSubmit<{ bedId: string }>({
    action: (v) => assignBed.mutateAsync({ residencyId: ready!.residencyId, bedId: Number(v.bedId), version: ready!.version }),
    success: SUCCESS_MESSAGES.changesSaved,
    failure: withOfflineHint(SAVE_CHANGES_ERROR),
    onSuccess: onClose,
  });
  const form = useFormik({
    initialValues: { bedId: '' },
    validate: (v) => (v.bedId ? {} : { bedId: ASSIGN_BED_TEXT.bedRequired }),
    onSubmit: save.submit,
  });
  const { resetForm } = form;

  useEffect(() => {
    if (open) resetForm();
  }, [open, resident.id, resetForm]);

  const noBeds = !!ready && ready.locations.every((l) => l.rooms.every((r) => r.beds.length === 0));
  return (
    <FormikDialog open={open} title={ASSIGN_BED_TEXT.title} form={form} submitDisabled={!ready || noBeds} onClose={onClose}>
      <Text>
        {resident.firstName} {resident.lastName}: current room{' '}
        <Text as="span" fontWeight="semibold">
          {ready?.assignedAccommodationAndBed ?? resident.assignedAccommodationAndBed ?? 'none'}
        </Text>
      </Text>
      {load.status === 'loading' ? (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>Loading beds...</Text>
        </HStack>
      ) : null}
      {load.status === 'error' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{ASSIGN_BED_TEXT.loadError}</Alert.Title>
        </Alert.Root>
      ) : null}
      {noBeds ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{ASSIGN_BED_TEXT.noFreeBeds}</Alert.Title>
        </Alert.Root>
      ) : null}
      {ready && !noBeds ? (
        <SelectField
          name="bedId"
          label={ASSIGN_BED_TEXT.bedLabel}
          required
          options={ready.locations.map((l) => ({
            label: l.locationName,
            options: l.rooms.flatMap((r) => r.beds.map((b) => ({ value: String(b.bedId), label: b.label }))),
          }))}
        />
      ) : null}
    </FormikDialog>
  );
}

/** The action bar's "Assign bed" button and its dialog. */
export default function AssignBedAction({ resident }: { resident: ResidentDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Assign bed
      </Button>
      {open ? <AssignBedDialog resident={resident} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
