/**
 * The value-with-effective-date editor (seed 000 §2 "a value-with-effective-date editor", §5): rows of an effective
 * date and a value (an amount, a percentage or a whole number), with add and remove. Its rules are shared-domain's
 * `validateEffectiveDateRows` (a duplicate date marks every row that has it; a row needs both or neither; values parse
 * by their kind), registered as the field's own validation, so a form only places the editor. A form whose rows follow
 * other rules (payments, which may share a date; a choice per row such as the support level) sets `formRules` and
 * checks the rows itself; the editor then shows the form's errors under each row.
 */
import { getIn } from 'formik';
import { useCallback, type ReactNode } from 'react';
import {
  validateEffectiveDateRows,
  type EffectiveDateRow,
  type EffectiveValueKind,
  type NumberLimits,
} from 'shared-domain/form-input';
import { Box, Button, Grid, NativeSelect, Text, chakra } from 'shared-ui';
import { toFormErrors } from './errors';
import { ERROR_COLOR, GroupFrame, controlAria, fieldPartIds, useControlId, useFieldError, useFormField } from './FieldFrame';
import { DateInput, NumberInput, SELECT_PLACEHOLDER } from './fields';

export interface EffectiveDateRowsFieldProps extends NumberLimits {
  /** The formik field holding the rows (`EffectiveDateRow[]`). */
  name: string;
  label: ReactNode;
  /** Keeps the label for assistive technology only (the dialog's title already says what the rows are). */
  hideLabel?: boolean;
  /**
   * How values are read: 'money' and 'percent' as decimals, 'integer' as whole numbers; 'choice' picks each row's value
   * from `options` (its rules are then the form's: set `formRules`).
   */
  kind: EffectiveValueKind | 'choice';
  /** The values a 'choice' row offers. */
  options?: readonly EffectiveDateOption[];
  /** The form's rules check the rows instead of the editor's own (`validateEffectiveDateRows`). */
  formRules?: boolean;
  /** The value column's heading (e.g. 'Amount', 'Rate'). */
  valueLabel: string;
  dateLabel?: string;
  addLabel?: string;
  removeLabel?: string;
  helpText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export interface EffectiveDateOption {
  value: string;
  label: string;
}

/** Date, value and Remove: one template for the column labels and every row, so they line up (two columns on a phone). */
const ROW_COLUMNS = { base: '1fr 1fr', sm: 'minmax(9rem, 1fr) minmax(8rem, 1fr) auto' };

export const EMPTY_EFFECTIVE_DATE_ROW: EffectiveDateRow = { effectiveDate: '', value: '' };

function RowError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <Text id={fieldPartIds(id).error} fontSize="xs" color={ERROR_COLOR} aria-live="polite">
      {error}
    </Text>
  ) : null;
}

/** A row's value picked from a list (a select with the kit's placeholder for no choice yet). */
function ChoiceInput({
  name,
  id,
  ariaLabel,
  error,
  options,
  disabled,
}: {
  name: string;
  id: string;
  ariaLabel: string;
  error: string | undefined;
  options: readonly EffectiveDateOption[];
  disabled?: boolean;
}) {
  // Registered without a rule of its own: the form's rules check the rows.
  const { field, helpers } = useFormField<string>(name);
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        name={name}
        aria-label={ariaLabel}
        value={field.value ?? ''}
        onChange={(e) => void helpers.setValue(e.target.value)}
        onBlur={field.onBlur}
        {...controlAria(id, false, error)}
      >
        <option value="">{SELECT_PLACEHOLDER}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
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
  options,
  dateLabel,
  valueLabel,
  removeLabel,
  disabled,
  limits,
  onRemove,
}: {
  name: string;
  index: number;
  kind: EffectiveValueKind | 'choice';
  options: readonly EffectiveDateOption[];
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
    <Grid templateColumns={ROW_COLUMNS} gap="2" alignItems="start" data-testid="effective-date-row">
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
        {kind === 'choice' ? (
          <ChoiceInput
            name={valueName}
            id={`${base}-value`}
            ariaLabel={`${valueLabel}, row ${row}`}
            error={valueError}
            options={options}
            disabled={disabled}
          />
        ) : (
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
        )}
        <RowError id={`${base}-value`} error={valueError} />
      </Box>
      <Button
        size="sm"
        variant="ghost"
        minH={{ base: '11', lg: '9' }}
        onClick={onRemove}
        disabled={disabled}
        aria-label={`${removeLabel}, row ${row}`}
      >
        {removeLabel}
      </Button>
    </Grid>
  );
}

export function EffectiveDateRowsField({
  name,
  label,
  hideLabel,
  kind,
  options = [],
  formRules,
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
      if (formRules || kind === 'choice') return undefined;
      const nested = toFormErrors(validateEffectiveDateRows(rows as EffectiveDateRow[], kind, name, { min, max }));
      return getIn(nested, name) as string | undefined;
    },
    [formRules, kind, name, min, max],
  );
  const { field, helpers } = useFormField<EffectiveDateRow[] | null>(name, validate);
  const rows = field.value ?? [];
  return (
    <GroupFrame
      id={id}
      label={hideLabel ? <chakra.span srOnly>{label}</chakra.span> : label}
      required={required}
      helpText={helpText}
      disabled={disabled}
    >
      <Grid templateColumns={ROW_COLUMNS} gap="2" aria-hidden="true" mb="1">
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
            options={options}
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
        minH={{ base: '11', lg: '9' }}
        disabled={disabled}
        onClick={() => void helpers.setValue([...rows, { ...EMPTY_EFFECTIVE_DATE_ROW }])}
      >
        {addLabel}
      </Button>
    </GroupFrame>
  );
}
