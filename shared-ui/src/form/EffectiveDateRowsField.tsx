/**
 * The value-with-effective-date editor (seed 000 §2 "a value-with-effective-date editor", §5): rows of an effective
 * date and a value (an amount, a percentage or a whole number), with add and remove. Its rules are shared-domain's
 * `validateEffectiveDateRows` (a duplicate date marks every row that has it; a row needs both or neither; values parse
 * by their kind), registered as the field's own validation, so a form only places the editor.
 */
import { getIn } from 'formik';
import { useCallback, type ReactNode } from 'react';
import {
  validateEffectiveDateRows,
  type EffectiveDateRow,
  type EffectiveValueKind,
  type NumberLimits,
} from 'shared-domain/form-input';
import { Box, Button, Grid, Text } from 'shared-ui';
import { toFormErrors } from './errors';
import { ERROR_COLOR, GroupFrame, fieldPartIds, useControlId, useFieldError, useFormField } from './FieldFrame';
import { DateInput, NumberInput } from './fields';

export interface EffectiveDateRowsFieldProps extends NumberLimits {
  /** The formik field holding the rows (`EffectiveDateRow[]`). */
  name: string;
  label: ReactNode;
  /** How values are read: 'money' and 'percent' as decimals, 'integer' as whole numbers. */
  kind: EffectiveValueKind;
  /** The value column's heading (e.g. 'Amount', 'Rate'). */
  valueLabel: string;
  dateLabel?: string;
  addLabel?: string;
  removeLabel?: string;
  helpText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export const EMPTY_EFFECTIVE_DATE_ROW: EffectiveDateRow = { effectiveDate: '', value: '' };

function RowError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <Text id={fieldPartIds(id).error} fontSize="xs" color={ERROR_COLOR} aria-live="polite">
      {error}
    </Text>
  ) : null;
}

function Row({
  name,
  index,
  kind,
  dateLabel,
  valueLabel,
  removeLabel,
  disabled,
  limits,
  onRemove,
}: {
  name: string;
  index: number;
  kind: EffectiveValueKind;
  dateLabel: string;
  valueLabel: string;
  removeLabel: string;
  disabled?: boolean;
  limits: NumberLimits;
  onRemove: () => void;
}) {
  const base = useControlId(`${name}-${index}`);
  const dateName = `${name}.${index}.effectiveDate`;
  const valueName = `${name}.${index}.value`;
  const dateError = useFieldError(dateName);
  const valueError = useFieldError(valueName);
  const row = index + 1;
  return (
    <Grid templateColumns="minmax(10rem, 1fr) minmax(8rem, 1fr) auto" gap="2" alignItems="start" data-testid="effective-date-row">
      <Box>
        <DateInput
          name={dateName}
          id={`${base}-date`}
          ariaLabel={`${dateLabel}, row ${row}`}
          error={dateError}
          disabled={disabled}
        />
        <RowError id={`${base}-date`} error={dateError} />
      </Box>
      <Box>
        <NumberInput
          kind={kind}
          name={valueName}
          id={`${base}-value`}
          ariaLabel={`${valueLabel}, row ${row}`}
          error={valueError}
          disabled={disabled}
          validateFormat={false}
          {...limits}
        />
        <RowError id={`${base}-value`} error={valueError} />
      </Box>
      <Button size="sm" variant="ghost" onClick={onRemove} disabled={disabled} aria-label={`${removeLabel}, row ${row}`}>
        {removeLabel}
      </Button>
    </Grid>
  );
}

export function EffectiveDateRowsField({
  name,
  label,
  kind,
  valueLabel,
  dateLabel = 'Effective date',
  addLabel = 'Add row',
  removeLabel = 'Remove',
  helpText,
  required,
  disabled,
  min,
  max,
}: EffectiveDateRowsFieldProps) {
  const id = useControlId(name);
  // The rule answers with the API's paths ('rows[1].value'); formik's field-level validation wants this field's part.
  const validate = useCallback(
    (rows: unknown) => {
      const nested = toFormErrors(validateEffectiveDateRows(rows as EffectiveDateRow[], kind, name, { min, max }));
      return getIn(nested, name) as string | undefined;
    },
    [kind, name, min, max],
  );
  const { field, helpers } = useFormField<EffectiveDateRow[] | null>(name, validate);
  const rows = field.value ?? [];
  return (
    <GroupFrame id={id} label={label} required={required} helpText={helpText} disabled={disabled}>
      <Grid templateColumns="minmax(10rem, 1fr) minmax(8rem, 1fr) auto" gap="2" aria-hidden="true" mb="1">
        <Text fontSize="xs" color="fg.muted">
          {dateLabel}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {valueLabel}
        </Text>
        <span />
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
            removeLabel={removeLabel}
            disabled={disabled}
            limits={{ min, max }}
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
        disabled={disabled}
        onClick={() => void helpers.setValue([...rows, { ...EMPTY_EFFECTIVE_DATE_ROW }])}
      >
        {addLabel}
      </Button>
    </GroupFrame>
  );
}
