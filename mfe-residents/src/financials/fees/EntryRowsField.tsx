/**
 * The effective-date editor's rows where the kit's EffectiveDateRowsField does not fit: payments (RAD paid, RAC paid,
 * top-up DAC: several may share a payment date, which that field marks as a duplicate) and the support level (a choice
 * per row, not a number). Same layout and accessible names as the kit's field; the rules are the dialog's
 * (shared-domain's validateEffectiveDateList / validatePayments), shown under each row: the amount's minimum (-9,999,999.99
 * for RAD and RAC, 0 for a top-up DAC) is the shared rule's error, not the input's own check (a refund is typed with a
 * minus sign, so the input accepts any amount and the rule says what is wrong).
 */
import { useId } from 'react';
import { SupportLevel } from 'shared-domain';
import { SUPPORT_LEVEL_LABELS } from 'shared-domain/labels';
import { Box, Button, Grid, NativeSelect, Text } from 'shared-ui';
import { DateInput, NumberInput, SELECT_PLACEHOLDER, getIn, useFormField, useFormikContext } from 'shared-ui/form';
import type { EditorRow } from './feesForm';

/** A row part's error once touched or submitted (read, not registered: the input registers the field). */
function useRowError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext();
  const error: unknown = getIn(errors, name);
  return (getIn(touched, name) || submitCount > 0) && typeof error === 'string' && error !== '' ? error : undefined;
}

function RowError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <Text id={`field::${id}::error-text`} fontSize="xs" color="red.700" aria-live="polite">
      {error}
    </Text>
  ) : null;
}

const aria = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `field::${id}::error-text` : undefined,
});

function SupportLevelSelect({ name, id, label, error }: { name: string; id: string; label: string; error?: string }) {
  const { field, helpers } = useFormField<string>(name);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        id={id}
        name={name}
        aria-label={label}
        value={field.value ?? ''}
        onChange={(e) => void helpers.setValue(e.target.value)}
        onBlur={field.onBlur}
        {...aria(id, error)}
      >
        <option value="">{SELECT_PLACEHOLDER}</option>
        {Object.values(SupportLevel).map((level) => (
          <option key={level} value={level}>
            {SUPPORT_LEVEL_LABELS[level]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function Row({
  name,
  index,
  kind,
  dateLabel,
  valueLabel,
  onRemove,
}: {
  name: string;
  index: number;
  kind: 'money' | 'supportLevel';
  dateLabel: string;
  valueLabel: string;
  onRemove: () => void;
}) {
  const base = `${useId()}${name}-${index}`.replace(/[^A-Za-z0-9_-]/g, '-');
  const dateName = `${name}.${index}.effectiveDate`;
  const valueName = `${name}.${index}.value`;
  const dateError = useRowError(dateName);
  const valueError = useRowError(valueName);
  const row = index + 1;
  return (
    <Grid
      templateColumns={{ base: '1fr 1fr', sm: 'minmax(9rem, 1fr) minmax(8rem, 1fr) auto' }}
      gap="2"
      alignItems="start"
      data-testid="entry-row"
    >
      <Box>
        <DateInput name={dateName} id={`${base}-date`} ariaLabel={`${dateLabel}, row ${row}`} error={dateError} />
        <RowError id={`${base}-date`} error={dateError} />
      </Box>
      <Box>
        {kind === 'supportLevel' ? (
          <SupportLevelSelect name={valueName} id={`${base}-value`} label={`${valueLabel}, row ${row}`} error={valueError} />
        ) : (
          <NumberInput
            kind="money"
            name={valueName}
            id={`${base}-value`}
            ariaLabel={`${valueLabel}, row ${row}`}
            error={valueError}
            validateFormat={false}
          />
        )}
        <RowError id={`${base}-value`} error={valueError} />
      </Box>
      <Button size="sm" variant="ghost" minH={{ base: '11', lg: '9' }} onClick={onRemove} aria-label={`Remove, row ${row}`}>
        Remove
      </Button>
    </Grid>
  );
}

export function EntryRowsField({
  name,
  kind,
  dateLabel,
  valueLabel,
  addLabel,
}: {
  name: string;
  kind: 'money' | 'supportLevel';
  dateLabel: string;
  valueLabel: string;
  addLabel: string;
}) {
  const { field, helpers } = useFormField<EditorRow[]>(name);
  const rows = field.value ?? [];
  return (
    <Box role="group" aria-label={valueLabel}>
      <Grid
        templateColumns={{ base: '1fr 1fr', sm: 'minmax(9rem, 1fr) minmax(8rem, 1fr) auto' }}
        gap="2"
        aria-hidden="true"
        mb="1"
      >
        <Text fontSize="xs" color="fg.muted">
          {dateLabel}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {valueLabel}
        </Text>
      </Grid>
      <Box display="flex" flexDirection="column" gap="2">
        {rows.map((_, i) => (
          <Row
            key={i}
            name={name}
            index={i}
            kind={kind}
            dateLabel={dateLabel}
            valueLabel={valueLabel}
            onRemove={() => void helpers.setValue(rows.filter((__, j) => j !== i))}
          />
        ))}
        {!rows.length ? (
          <Text fontSize="sm" color="fg.muted">
            No rows.
          </Text>
        ) : null}
      </Box>
      <Button
        size="sm"
        variant="outline"
        mt="2"
        minH={{ base: '11', lg: '9' }}
        onClick={() => void helpers.setValue([...rows, { effectiveDate: '', value: '' }])}
      >
        {addLabel}
      </Button>
    </Box>
  );
}
