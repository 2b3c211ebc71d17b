/**
 * Oxygen and enteral feeding supplements (PUT residents/{id}/finance/supplements/oxygen | oxygen-end | enteral-feeding |
 * enteral-feeding-end). Without a current entry the dialog starts one (enteral feeding: bolus or not); with one it ends
 * it (end date at least the day after its start) or moves its start date (and bolus), as the API allows: the start
 * call with the current entry's id and version, checked like a start (not before admission, after the previous end).
 * Ending sets the current one to none and lists the earlier entries.
 */
import { useEffect } from 'react';
import { supplementEndMinDate } from 'shared-domain';
import {
  FUNDING_MESSAGES,
  SUPPLEMENT_LABELS,
  supplementStartMinDate,
  validateSupplementEnd,
  validateSupplementStart,
  type SupplementType,
} from 'shared-domain/resident-funding';
import { DateText, FormDialog, HStack, Spinner, Table, Text } from 'shared-ui';
import { CheckboxField, DateField, FormikDialog, RadioGroupField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { useSaveSupplement, useSupplement, type SupplementBody, type SupplementPath } from './funding.resource';

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

interface SupplementValues {
  currentAction: CurrentAction;
  startDateUtc: string;
  endDateUtc: string;
  bolus: boolean;
}

export function supplementDialogTitle(type: SupplementType): string {
  return `${SUPPLEMENT_LABELS[type]} supplement`;
}

export function SupplementDialog({
  residentId,
  type,
  admissionDate,
  onClose,
  onSaved,
}: {
  residentId: number;
  type: SupplementType;
  admissionDate: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const supplement = useSupplement(residentId, type);
  const state = supplement.data ?? null;
  const saveSupplement = useSaveSupplement(residentId);
  // A failed load is toasted by the query; the dialog has nothing to show then.
  useEffect(() => {
    if (supplement.isError) onClose();
  }, [supplement.isError, onClose]);

  const current = state?.current ?? null;
  const paths = PATHS[type];
  const endsCurrent = (v: SupplementValues) => !!current && v.currentAction === 'end';
  const save = useSubmit<SupplementValues>({
    action: (v) => {
      const send = (path: SupplementPath, body: SupplementBody) => saveSupplement.mutateAsync({ path, body });
      const start = { startDateUtc: v.startDateUtc, ...(type === 'EnteralFeeding' ? { bolus: v.bolus } : {}) };
      if (!current) return send(paths.start, start);
      return endsCurrent(v)
        ? send(paths.end, { id: current.id, version: current.version, endDateUtc: v.endDateUtc })
        : send(paths.start, { id: current.id, version: current.version, ...start });
    },
    success: FUNDING_MESSAGES.savedSuccessfully,
    failure: paths.error,
    alwaysToastFailure: true,
    onSuccess: onSaved,
  });
  const form = useFormik<SupplementValues>({
    initialValues: { currentAction: 'end', startDateUtc: '', endDateUtc: '', bolus: false },
    validateOnChange: false,
    validate: validateWith((v: SupplementValues) =>
      endsCurrent(v)
        ? validateSupplementEnd({ endDateUtc: v.endDateUtc }, current)
        : validateSupplementStart(type === 'EnteralFeeding' ? v : { startDateUtc: v.startDateUtc }, type, {
            entries: state?.entries ?? [],
            admissionDate,
          }),
    ),
    onSubmit: save.submit,
  });
  const ending = endsCurrent(form.values);

  function chooseAction(next: string) {
    form.setErrors({});
    form.setStatus({});
    // Changing the start date starts from the entry as it is.
    if (next === 'changeStart' && current) {
      void form.setValues(
        { ...form.values, currentAction: 'changeStart', startDateUtc: current.startDateUtc, bolus: !!current.bolus },
        false,
      );
    }
  }

  const title = supplementDialogTitle(type);
  if (!state) {
    return (
      <FormDialog open title={title} onClose={onClose}>
        <HStack gap="2" role="status">
          <Spinner size="sm" />
          <Text>Loading…</Text>
        </HStack>
      </FormDialog>
    );
  }
  return (
    <FormikDialog
      open
      title={title}
      submitLabel={!current ? 'Start supplement' : ending ? 'End supplement' : 'Save start date'}
      form={form}
      onClose={onClose}
    >
      {current ? (
        <>
          <Text data-testid="current-supplement">
            Current since <DateText value={current.startDateUtc} />
            {type === 'EnteralFeeding' ? ` (${current.bolus ? 'bolus' : 'non-bolus'})` : ''}.
          </Text>
          <RadioGroupField
            name="currentAction"
            label="Current supplement"
            options={CURRENT_ACTIONS}
            onValueChange={chooseAction}
          />
        </>
      ) : (
        <Text data-testid="current-supplement">None current.</Text>
      )}
      {ending && current ? (
        <DateField label="End date" name="endDateUtc" min={supplementEndMinDate(current.startDateUtc)} />
      ) : (
        <>
          <DateField
            label="Start date"
            name="startDateUtc"
            min={supplementStartMinDate(state.entries, admissionDate, current?.id)}
          />
          {type === 'EnteralFeeding' ? <CheckboxField label="Bolus" name="bolus" /> : null}
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
            {state.entries
              .filter((x) => x.endDateUtc)
              .map((x) => (
                <Table.Row key={x.id}>
                  <Table.Cell>
                    <DateText value={x.startDateUtc} />
                  </Table.Cell>
                  <Table.Cell>
                    <DateText value={x.endDateUtc} />
                  </Table.Cell>
                  {type === 'EnteralFeeding' ? <Table.Cell>{x.bolus ? 'Yes' : 'No'}</Table.Cell> : null}
                </Table.Row>
              ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </FormikDialog>
  );
}
