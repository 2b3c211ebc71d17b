/**
 * The form kit's fields, bound to formik by `name` (inside `<Formik>`, a `FormikProvider`, or a `FormDialog` given
 * `form`). Each has a label, the required mark, help text and its error under it (FieldFrame). Values are what the API
 * takes: dates 'YYYY-MM-DD', times 'HH:mm', amounts and percentages decimal strings (never floats), whole numbers as
 * typed text until the payload is built. Business rules are the form's validation (shared-domain rules through
 * `validateWith`); the number inputs add their format rule themselves.
 */
import { useCallback, type ReactNode, type Ref } from 'react';
import { toDateOnly } from 'shared-domain';
import {
  integerInputError,
  moneyInputError,
  normaliseMoneyInput,
  normalisePercentInput,
  percentInputError,
  type NumberLimits,
} from 'shared-domain/form-input';
import { Field, HStack, Input, InputGroup, NativeSelect, Textarea, Text, chakra } from 'shared-ui';
import {
  FieldFrame,
  GroupFrame,
  RequiredMark,
  controlAria,
  fieldPartIds,
  useControlId,
  useFieldError,
  useFormField,
  type FieldBaseProps,
} from './FieldFrame';

/** Text shown for an empty choice in a select. */
export const SELECT_PLACEHOLDER = 'Please select';

// ---------------------------------------------------------------- text

export interface TextFieldProps extends FieldBaseProps {
  type?: 'text' | 'email' | 'tel' | 'search' | 'url' | 'password';
  maxLength?: number;
  /** Shows 'n/max' under the input (needs maxLength). */
  showCount?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  name,
  label,
  required,
  helpText,
  disabled,
  type = 'text',
  maxLength,
  showCount,
  autoComplete,
  placeholder,
  inputRef,
}: TextFieldProps) {
  const id = useControlId(name);
  const { field, error } = useFormField<string | null>(name);
  const value = field.value ?? '';
  const count =
    showCount && maxLength ? <Text fontSize="xs" color="fg.muted">{`${String(value).length}/${maxLength}`}</Text> : null;
  return (
    <FieldFrame id={id} label={label} required={required} helpText={helpText} error={error} disabled={disabled} footer={count}>
      <Input
        {...field}
        ref={inputRef}
        value={value}
        type={type}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        {...controlAria(id, !!helpText, error)}
      />
    </FieldFrame>
  );
}

export interface TextareaFieldProps extends FieldBaseProps {
  rows?: number;
  maxLength?: number;
}

export function TextareaField({ name, label, required, helpText, disabled, rows = 3, maxLength }: TextareaFieldProps) {
  const id = useControlId(name);
  const { field, error } = useFormField<string | null>(name);
  return (
    <FieldFrame id={id} label={label} required={required} helpText={helpText} error={error} disabled={disabled}>
      <Textarea {...field} value={field.value ?? ''} rows={rows} maxLength={maxLength} {...controlAria(id, !!helpText, error)} />
    </FieldFrame>
  );
}

// ---------------------------------------------------------------- dates and times

/** A date-only value of anything the API sends ('2026-03-05', or the `...Utc` instant '2026-03-05T00:00:00Z'); '' otherwise. */
export function dateInputValue(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  try {
    return toDateOnly(value) ?? '';
  } catch {
    return '';
  }
}

interface ControlProps {
  name: string;
  id: string;
  /** The accessible name when the control has no visible label of its own (a row of the effective-date editor). */
  ariaLabel?: string;
  helpText?: boolean;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

export interface DateFieldProps extends FieldBaseProps {
  /** Earliest date offered ('YYYY-MM-DD' or an instant). */
  min?: string | null;
  /** Latest date offered. */
  max?: string | null;
}

export function DateField({ name, label, required, helpText, disabled, min, max }: DateFieldProps) {
  const id = useControlId(name);
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} required={required} helpText={helpText} error={error} disabled={disabled}>
      <DateInput name={name} id={id} helpText={!!helpText} error={error} disabled={disabled} min={min} max={max} />
    </FieldFrame>
  );
}

/**
 * The date picker bound to `name` (a DateField frames it; rows and custom layouts use it bare): the browser's own date
 * input, whose value is the calendar date 'YYYY-MM-DD' whatever the machine's time zone, so a picked day is never
 * shifted (the seed's "datepicker works in UTC"). `min`/`max` take date-only values or instants (their UTC date).
 */
export function DateInput({
  name,
  id,
  ariaLabel,
  helpText,
  error,
  disabled,
  min,
  max,
}: ControlProps & { min?: string | null; max?: string | null }) {
  const { field, helpers } = useFormField<string | null>(name);
  return (
    <Input
      type="date"
      name={name}
      value={dateInputValue(field.value)}
      min={dateInputValue(min) || undefined}
      max={dateInputValue(max) || undefined}
      disabled={disabled}
      aria-label={ariaLabel}
      onChange={(e) => void helpers.setValue(e.target.value)}
      onBlur={field.onBlur}
      {...controlAria(id, !!helpText, error)}
    />
  );
}

export type TimeFieldProps = FieldBaseProps;

/** A wall-clock time 'HH:mm' (the browser's time input, minutes). */
export function TimeField({ name, label, required, helpText, disabled }: TimeFieldProps) {
  const id = useControlId(name);
  const { field, error } = useFormField<string | null>(name);
  return (
    <FieldFrame id={id} label={label} required={required} helpText={helpText} error={error} disabled={disabled}>
      <Input {...field} value={field.value ?? ''} type="time" step={60} {...controlAria(id, !!helpText, error)} />
    </FieldFrame>
  );
}

// ---------------------------------------------------------------- numbers (text inputs: what was typed is kept as typed)

type NumberKind = 'money' | 'percent' | 'integer';

const NUMBER_RULES: Record<
  NumberKind,
  {
    error: (v: string | null | undefined, l: NumberLimits) => string | null;
    normalise?: (v: string) => string;
    inputMode: 'decimal' | 'numeric';
  }
> = {
  money: { error: moneyInputError, normalise: normaliseMoneyInput, inputMode: 'decimal' },
  percent: { error: percentInputError, normalise: normalisePercentInput, inputMode: 'decimal' },
  integer: { error: integerInputError, inputMode: 'numeric' },
};

/** The bare number input bound to `name`: its format rule is registered as the field's own validation. */
export function NumberInput({
  name,
  id,
  ariaLabel,
  helpText,
  error,
  disabled,
  kind,
  min,
  max,
  validateFormat = true,
}: ControlProps & NumberLimits & { kind: NumberKind; validateFormat?: boolean }) {
  const rule = NUMBER_RULES[kind];
  const validate = useCallback(
    (v: unknown) => rule.error(v === null || v === undefined ? '' : String(v), { min, max }) ?? undefined,
    [rule, min, max],
  );
  const { field, helpers } = useFormField<string | number | null>(name, validateFormat ? validate : undefined);
  const input = (
    <Input
      name={name}
      type="text"
      inputMode={rule.inputMode}
      autoComplete="off"
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      disabled={disabled}
      aria-label={ariaLabel}
      onChange={(e) => void helpers.setValue(e.target.value)}
      onBlur={(e) => {
        // Tidy what was typed once the user leaves the input ('1234.5' -> '1234.50'), unless it is not a number.
        if (rule.normalise && typeof field.value === 'string' && field.value.trim() !== '') {
          const tidy = rule.normalise(field.value);
          if (tidy !== field.value && !rule.error(tidy, {})) void helpers.setValue(tidy);
        }
        field.onBlur(e);
      }}
      {...controlAria(id, !!helpText, error)}
    />
  );
  if (kind === 'money') return <InputGroup startElement="$">{input}</InputGroup>;
  if (kind === 'percent') return <InputGroup endElement="%">{input}</InputGroup>;
  return input;
}

export interface NumberFieldProps extends FieldBaseProps, NumberLimits {}

function NumberField({ kind, name, label, required, helpText, disabled, min, max }: NumberFieldProps & { kind: NumberKind }) {
  const id = useControlId(name);
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} required={required} helpText={helpText} error={error} disabled={disabled}>
      <NumberInput kind={kind} name={name} id={id} helpText={!!helpText} error={error} disabled={disabled} min={min} max={max} />
    </FieldFrame>
  );
}

/**
 * An amount in dollars and cents: a decimal string ('1234.50'), shown with '$'; at most 2 decimals; not below 0 unless
 * `min` says otherwise, as the API's money fields (a negative price is the form's message, not the server's).
 */
export function MoneyField({ min = 0, ...props }: NumberFieldProps) {
  return <NumberField kind="money" min={min} {...props} />;
}

/** A percentage with up to 2 decimals: a decimal string ('41.25' means 41.25%). */
export function PercentField(props: NumberFieldProps) {
  return <NumberField kind="percent" {...props} />;
}

/** A whole number, kept as typed text (parse it with shared-domain's parseIntegerInput when building the payload). */
export function IntegerField(props: NumberFieldProps) {
  return <NumberField kind="integer" {...props} />;
}

// ---------------------------------------------------------------- choices

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}
/** Options under a heading (an optgroup), e.g. beds by location. */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

/** Reference data (countries, religions, enquiry sources...) as options: the id is the value, the name the label. */
export function namedItemOptions(items: readonly { id: number; name: string }[]): SelectOption[] {
  return items.map((i) => ({ value: i.id, label: i.name }));
}

function isGroup(o: SelectOption | SelectOptionGroup): o is SelectOptionGroup {
  return 'options' in o;
}

export interface SelectFieldProps extends FieldBaseProps {
  options: readonly (SelectOption | SelectOptionGroup)[];
  /** The empty choice's text ('Please select'); null: no empty choice. */
  placeholder?: string | null;
  /** Store the chosen value as a number (null for the empty choice) rather than as text. */
  numeric?: boolean;
  /** Called after the value changed (the new value and the previous one). */
  onValueChange?: (next: string | number | null, previous: unknown) => void;
}

/** A native select: one choice among options (or option groups). */
export function SelectField({
  name,
  label,
  required,
  helpText,
  disabled,
  options,
  placeholder = SELECT_PLACEHOLDER,
  numeric,
  onValueChange,
}: SelectFieldProps) {
  const id = useControlId(name);
  const { field, helpers, error } = useFormField<string | number | null>(name);
  const option = (o: SelectOption) => (
    <option key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
      {o.label}
    </option>
  );
  return (
    <FieldFrame id={id} label={label} required={required} helpText={helpText} error={error} disabled={disabled}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          name={name}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(e) => {
            const text = e.target.value;
            const next = numeric ? (text === '' ? null : Number(text)) : text;
            const previous = field.value;
            void helpers.setValue(next);
            onValueChange?.(next, previous);
          }}
          onBlur={field.onBlur}
          {...controlAria(id, !!helpText, error)}
        >
          {placeholder !== null ? <option value="">{placeholder}</option> : null}
          {options.map((o) =>
            isGroup(o) ? (
              <optgroup key={`group:${o.label}`} label={o.label}>
                {o.options.map(option)}
              </optgroup>
            ) : (
              option(o)
            ),
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

export interface MultiSelectFieldProps extends FieldBaseProps {
  options: readonly SelectOption[];
  /** Shown when there is nothing to choose. */
  emptyText?: string;
}

/**
 * Several choices (enquiry sources, religions, relationships): a checkbox per option in a fieldset named by the label.
 * The value is the array of chosen values; numbers are kept in ascending order.
 */
export function MultiSelectField({
  name,
  label,
  required,
  helpText,
  disabled,
  options,
  emptyText = 'None available.',
}: MultiSelectFieldProps) {
  const id = useControlId(name);
  const { field, helpers, error } = useFormField<Array<string | number> | null>(name);
  const chosen = new Set(field.value ?? []);
  const toggle = (value: string | number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    const list = [...next];
    void helpers.setValue(list.every((v) => typeof v === 'number') ? (list as number[]).sort((a, b) => a - b) : list);
    void helpers.setTouched(true, false);
  };
  return (
    <GroupFrame id={id} label={label} required={required} helpText={helpText} error={error} disabled={disabled}>
      <HStack wrap="wrap" gap="4">
        {options.map((o) => (
          <HStack as="label" key={String(o.value)} gap="2" cursor={disabled || o.disabled ? 'not-allowed' : 'pointer'}>
            <chakra.input
              type="checkbox"
              name={name}
              value={String(o.value)}
              checked={chosen.has(o.value)}
              disabled={disabled || o.disabled}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            <Text as="span">{o.label}</Text>
          </HStack>
        ))}
        {!options.length ? (
          <Text color="fg.muted" fontSize="sm">
            {emptyText}
          </Text>
        ) : null}
      </HStack>
    </GroupFrame>
  );
}

export interface CheckboxFieldProps extends FieldBaseProps {
  /** Called after the box was ticked or unticked. */
  onValueChange?: (next: boolean) => void;
}

/** A yes/no question: a checkbox with its label beside it; the value is a boolean. */
export function CheckboxField({ name, label, required, helpText, disabled, onValueChange }: CheckboxFieldProps) {
  const id = useControlId(name);
  const { field, helpers, error } = useFormField<boolean | null>(name);
  const ids = fieldPartIds(id);
  return (
    <Field.Root id={id} invalid={!!error} required={required} disabled={disabled}>
      <HStack gap="2" align="center">
        <chakra.input
          type="checkbox"
          name={name}
          checked={!!field.value}
          disabled={disabled}
          required={required}
          onChange={(e) => {
            void helpers.setValue(e.target.checked);
            onValueChange?.(e.target.checked);
          }}
          onBlur={field.onBlur}
          cursor={disabled ? 'not-allowed' : 'pointer'}
          {...controlAria(id, !!helpText, error)}
        />
        <Field.Label fontWeight="normal" cursor={disabled ? 'not-allowed' : 'pointer'}>
          {label}
        </Field.Label>
        {required ? <RequiredMark /> : null}
      </HStack>
      {helpText ? <Field.HelperText id={ids.help}>{helpText}</Field.HelperText> : null}
      {error ? <Field.ErrorText id={ids.error}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export interface RadioGroupFieldProps extends FieldBaseProps {
  options: readonly SelectOption[];
  /** Lay the options out in a row (default) or a column. */
  direction?: 'row' | 'column';
  /**
   * Called after the choice changed, with the new value and the previous one (e.g. the bill payer rules). A callback
   * that changes other fields should set them with `setValues` including this one: formik validates each change
   * against the values of the render it was made in.
   */
  onValueChange?: (next: string, previous: unknown) => void;
}

/** One choice among a few, all visible: radios in a fieldset named by the label. */
export function RadioGroupField({
  name,
  label,
  required,
  helpText,
  disabled,
  options,
  direction = 'row',
  onValueChange,
}: RadioGroupFieldProps) {
  const id = useControlId(name);
  const { field, helpers, error } = useFormField<string | number | null>(name);
  const current = field.value === null || field.value === undefined ? '' : String(field.value);
  return (
    <GroupFrame id={id} label={label} required={required} helpText={helpText} error={error} disabled={disabled}>
      <chakra.div
        display="flex"
        flexDirection={direction}
        flexWrap="wrap"
        gap={direction === 'row' ? '4' : '2'}
        role="radiogroup"
        aria-label={typeof label === 'string' ? label : undefined}
      >
        {options.map((o) => (
          <HStack as="label" key={String(o.value)} gap="2" cursor={disabled || o.disabled ? 'not-allowed' : 'pointer'}>
            <chakra.input
              type="radio"
              name={name}
              value={String(o.value)}
              checked={current === String(o.value)}
              disabled={disabled || o.disabled}
              onChange={() => {
                const previous = field.value;
                void helpers.setValue(typeof o.value === 'number' ? o.value : String(o.value));
                onValueChange?.(String(o.value), previous);
              }}
            />
            <Text as="span">{o.label}</Text>
          </HStack>
        ))}
      </chakra.div>
    </GroupFrame>
  );
}

// ---------------------------------------------------------------- files

export interface FileFieldProps extends FieldBaseProps {
  /** The file types offered ('.xml,text/xml'). */
  accept?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Called after a file was chosen (or the choice cleared). */
  onValueChange?: (file: File | null) => void;
}

/** A file chooser; the value is the chosen File (null when none). */
export function FileField({ name, label, required, helpText, disabled, accept, inputRef, onValueChange }: FileFieldProps) {
  const id = useControlId(name);
  const { helpers, error } = useFormField<File | null>(name);
  return (
    <FieldFrame id={id} label={label} required={required} helpText={helpText} error={error} disabled={disabled}>
      <Input
        ref={inputRef}
        type="file"
        name={name}
        accept={accept}
        p="1"
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          void helpers.setValue(file);
          void helpers.setTouched(true, false);
          onValueChange?.(file);
        }}
        {...controlAria(id, !!helpText, error)}
      />
    </FieldFrame>
  );
}

/** For custom layouts: a label, the required mark, help text and an error around any control (`id` names the control). */
export function FormFieldFrame(props: {
  id: string;
  label: ReactNode;
  required?: boolean;
  helpText?: ReactNode;
  error?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return <FieldFrame {...props} />;
}
