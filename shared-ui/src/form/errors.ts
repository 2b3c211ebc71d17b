/**
 * From shared-domain's field errors and the server's model state to formik's errors. Both are `field -> messages` with
 * the API's paths ('billPayerDetail.ccEmail', 'otherContacts[0].firstName'); formik wants nested errors with one text
 * per field. A field's messages are joined with ', ' as shared-domain's `modelStateSummary` does, so a message reads
 * the same under a field, in a summary and in a toast.
 */
import { getIn, setIn, type FormikErrors } from 'formik';
import { modelStateSummary, type ModelState } from 'shared-domain';

/** Field errors as shared-domain rules return them (`ModelState`, `FieldErrors`, `RecordErrors` all fit). */
export type RuleErrors = Readonly<Record<string, readonly string[] | string | null | undefined>>;

/** 'otherContacts[0].firstName' -> 'otherContacts.0.firstName' (formik's path). */
export function formPath(serverField: string): string {
  return serverField.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

/** shared-domain field errors as formik errors (nested, messages joined). Empty or missing errors give `{}`. */
export function toFormErrors<V = Record<string, unknown>>(errors: RuleErrors | null | undefined): FormikErrors<V> {
  let out: FormikErrors<V> = {};
  for (const [field, text] of Object.entries(modelStateSummary((errors ?? {}) as ModelState))) {
    out = setIn(out, formPath(field), text);
  }
  return out;
}

/**
 * A formik `validate` from a shared-domain rule: `validate={validateWith((v) => validateLeave(v, ctx))}`. The rule
 * is the one the API runs, so the browser and the server refuse the same input with the same words.
 */
export function validateWith<V>(rule: (values: V) => RuleErrors | null | undefined): (values: V) => FormikErrors<V> {
  return (values) => toFormErrors<V>(rule(values));
}

export interface SplitModelState<V> {
  /** Errors of the form's own fields (formik's shape). */
  fields: FormikErrors<V>;
  /** The paths set in `fields`. */
  fieldPaths: string[];
  /** Everything else: one line per server field, its messages joined with ', ' (the form-level summary). */
  rest: string[];
}

export interface SplitOptions {
  /** Server field -> form field, where the names differ ({ tourDateTime: 'date' }). */
  fieldNames?: Readonly<Record<string, string>>;
  /** Server field -> the message the spec shows for it instead of the server's words ({ debtor: 'Debtor ID already exists.' }). */
  fieldMessages?: Readonly<Record<string, string>>;
}

/**
 * Splits a 400's model state between the form's fields (a server field whose path exists in the form's values, or is
 * renamed by `fieldNames`) and the rest. Field names match case-insensitively at the top level, as an ASP.NET-style
 * server may send 'DateOfBirth'.
 */
export function splitModelState<V>(
  modelState: ModelState | null | undefined,
  values: V,
  options: SplitOptions = {},
): SplitModelState<V> {
  let fields: FormikErrors<V> = {};
  const fieldPaths: string[] = [];
  const rest: string[] = [];
  const topLevel = values && typeof values === 'object' ? Object.keys(values as object) : [];
  for (const [serverField, text] of Object.entries(modelStateSummary(modelState ?? {}))) {
    const message = options.fieldMessages?.[serverField] ?? text;
    let path = options.fieldNames?.[serverField] ?? formPath(serverField);
    const [head, ...tail] = path.split('.');
    const match = topLevel.find((k) => k.toLowerCase() === head.toLowerCase());
    if (match) path = [match, ...tail].join('.');
    if (match && (tail.length === 0 || getIn(values, path) !== undefined)) {
      fields = setIn(fields, path, message);
      fieldPaths.push(path);
    } else {
      rest.push(message);
    }
  }
  return { fields, fieldPaths, rest };
}
