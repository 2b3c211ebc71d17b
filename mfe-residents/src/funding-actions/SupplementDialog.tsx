/**
 * Oxygen and enteral feeding supplements (PUT residents/{id}/finance/supplements/oxygen | oxygen-end | enteral-feeding |
 * enteral-feeding-end). Without a current entry the dialog starts one (enteral feeding: bolus or not); with one it ends
 * it (end date at least the day after its start) or moves its start date (and bolus), as the API allows: the start
 * call with the current entry's id and version, checked like a start (not before admission, after the previous end).
 * Ending sets the current one to none and lists the earlier entries.
 */
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { loadingError, supplementEndMinDate } from 'shared-domain';
import {
  FUNDING_MESSAGES,
  SUPPLEMENT_LABELS,
  supplementStartMinDate,
  validateSupplementEnd,
  validateSupplementStart,
  type SupplementState,
  type SupplementType,
} from 'shared-domain/resident-funding';
import { chakra, DateText, FormDialog, HStack, Spinner, Table, Text, notify } from 'shared-ui';
import { fetchSupplements, saveSupplement, type SupplementPath } from './api';
import { CheckboxField, DateField, FormAlert, applyServerErrors, failureOf, toFormErrors } from './common';

const PATHS: Record<SupplementType, { start: SupplementPath; end: SupplementPath; error: string }> = {
  Oxygen: { start: 'oxygen', end: 'oxygen-end', error: FUNDING_MESSAGES.oxygenSaveError },
  EnteralFeeding: { start: 'enteral-feeding', end: 'enteral-feeding-end', error: FUNDING_MESSAGES.enteralFeedingSaveError },
};

/** With a current entry: end it, or change its start date. */
type CurrentAction = 'end' | 'changeStart';
const CURRENT_ACTIONS: ReadonlyArray<{ value: CurrentAction; label: string }> = [
  { value: 'end', label: 'End the supplement' },
  { value: 'changeStart', label: 'Change the start date' },
];

export function supplementDialogTitle(type: SupplementType): string {
  return `${SUPPLEMENT_LABELS[type]} supplement`;
}

export function SupplementDialog({ residentId, type, admissionDate, onClose, onSaved }: {
  residentId: number; type: SupplementType; admissionDate: string | null; onClose: () => void; onSaved: () => void;
}) {
  const [state, setState] = useState<SupplementState | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [action, setAction] = useState<CurrentAction>('end');

  useEffect(() => {
    let live = true;
    fetchSupplements(residentId)
      .then((s) => { if (live) setState(type === 'Oxygen' ? s.oxygen : s.enteralFeeding); })
      .catch(() => { if (live) { notify.error(loadingError(`${SUPPLEMENT_LABELS[type]} details`)); onClose(); } });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [residentId, type]);

  const current = state?.current ?? null;
  const ending = !!current && action === 'end';
  const form = useFormik({
    initialValues: { startDateUtc: '', endDateUtc: '', bolus: false },
    validateOnChange: false,
    validate: (v) => toFormErrors(ending
      ? validateSupplementEnd({ endDateUtc: v.endDateUtc }, current)
      : validateSupplementStart(type === 'EnteralFeeding' ? v : { startDateUtc: v.startDateUtc }, type, { entries: state?.entries ?? [], admissionDate })),
    onSubmit: async (v) => {
      setAlert(null);
      const paths = PATHS[type];
      const start = { startDateUtc: v.startDateUtc, ...(type === 'EnteralFeeding' ? { bolus: v.bolus } : {}) };
      try {
        const next = !current
          ? await saveSupplement(residentId, paths.start, start)
          : ending
            ? await saveSupplement(residentId, paths.end, { id: current.id, version: current.version, endDateUtc: v.endDateUtc })
            : await saveSupplement(residentId, paths.start, { id: current.id, version: current.version, ...start });
        setState(next);
        notify.success(FUNDING_MESSAGES.savedSuccessfully);
        onSaved();
      } catch (err) {
        if (failureOf(err).status === 400) setAlert(applyServerErrors(err, ['startDateUtc', 'endDateUtc', 'bolus'], form.setErrors));
        notify.error(paths.error);
      }
    },
  });

  function chooseAction(next: CurrentAction) {
    setAction(next);
    setAlert(null);
    form.setErrors({});
    // Changing the start date starts from the entry as it is.
    if (next === 'changeStart' && current) {
      void form.setValues({ ...form.values, startDateUtc: current.startDateUtc, bolus: !!current.bolus }, false);
    }
  }

  const title = supplementDialogTitle(type);
  if (!state) {
    return (
      <FormDialog open title={title} onClose={onClose}>
        <HStack gap="2" role="status"><Spinner size="sm" /><Text>Loading…</Text></HStack>
      </FormDialog>
    );
  }
  return (
    <FormDialog open title={title} submitLabel={!current ? 'Start supplement' : ending ? 'End supplement' : 'Save start date'} busy={form.isSubmitting}
      onSubmit={form.submitForm} onClose={onClose}>
      <FormAlert message={alert} />
      {current ? (
        <>
          <Text data-testid="current-supplement">
            Current since <DateText value={current.startDateUtc} />{type === 'EnteralFeeding' ? ` (${current.bolus ? 'bolus' : 'non-bolus'})` : ''}.
          </Text>
          <chakra.fieldset display="flex" gap="4" flexWrap="wrap">
            <chakra.legend srOnly>Current supplement</chakra.legend>
            {CURRENT_ACTIONS.map((a) => (
              <chakra.label key={a.value} display="flex" alignItems="center" gap="2">
                <chakra.input type="radio" name="currentAction" value={a.value} checked={action === a.value} onChange={() => chooseAction(a.value)} />
                {a.label}
              </chakra.label>
            ))}
          </chakra.fieldset>
        </>
      ) : (
        <Text data-testid="current-supplement">None current.</Text>
      )}
      {ending && current ? (
        <DateField label="End date" name="endDateUtc" value={form.values.endDateUtc} min={supplementEndMinDate(current.startDateUtc)}
          onChange={(val) => form.setFieldValue('endDateUtc', val)} error={form.errors.endDateUtc} />
      ) : (
        <>
          <DateField label="Start date" name="startDateUtc" value={form.values.startDateUtc} min={supplementStartMinDate(state.entries, admissionDate, current?.id)}
            onChange={(val) => form.setFieldValue('startDateUtc', val)} error={form.errors.startDateUtc} />
          {type === 'EnteralFeeding' ? (
            <CheckboxField label="Bolus" name="bolus" checked={form.values.bolus} onChange={(val) => form.setFieldValue('bolus', val)} error={form.errors.bolus} />
          ) : null}
        </>
      )}
      {state.earlierEntriesPresent ? (
        <Table.Root size="sm" aria-label="Earlier entries">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Start date</Table.ColumnHeader>
              <Table.ColumnHeader>End date</Table.ColumnHeader>
              {type === 'EnteralFeeding' ? <Table.ColumnHeader>Bolus</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {state.entries.filter((x) => x.endDateUtc).map((x) => (
              <Table.Row key={x.id}>
                <Table.Cell><DateText value={x.startDateUtc} /></Table.Cell>
                <Table.Cell><DateText value={x.endDateUtc} /></Table.Cell>
                {type === 'EnteralFeeding' ? <Table.Cell>{x.bolus ? 'Yes' : 'No'}</Table.Cell> : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </FormDialog>
  );
}
