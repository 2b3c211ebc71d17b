/**
 * Model-state errors (400 `{ modelState: { field: [message] } }`). Field errors are joined by commas into a
 * per-field summary (seed 000 §7).
 */

/** The one shape of field errors: field -> its messages, as a rule returns them and the API answers them in a 400. */
export type FieldErrors = Record<string, string[]>;

/** What the summary helpers accept: field errors, or messages as a client may hold them (one string, or none). */
export type ModelState = Record<string, readonly string[] | string | null | undefined>;

/**
 * Accepts a model state, a 400 body `{ modelState }`, or a failed API call (shared-auth's ApiError, or anything with
 * `{ response: { data: { modelState } } }`); an error whose body has no `modelState` has none.
 */
export type ModelStateSource =
  ModelState | { modelState?: ModelState | null } | { response?: { data?: unknown } } | null | undefined;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Extracts the model state from any of the accepted sources; null when there is none. */
export function extractModelState(source: ModelStateSource | unknown): ModelState | null {
  if (!isRecord(source)) return null;
  if ('response' in source && isRecord(source.response)) {
    // an HTTP error: only a 400 body `{ modelState }` carries field errors (403/404/409 bodies are `{ message }`)
    const data = (source.response as { data?: unknown }).data;
    return isRecord(data) && isRecord(data.modelState) ? (data.modelState as ModelState) : null;
  }
  if ('modelState' in source) return isRecord(source.modelState) ? (source.modelState as ModelState) : null;
  if ('response' in source || 'isApiError' in source || source instanceof Error) return null;
  return source as ModelState;
}

function messagesOf(value: ModelState[string]): string[] {
  if (value === null || value === undefined) return [];
  const list = typeof value === 'string' ? [value] : value;
  return list.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
}

/**
 * Field -> its messages joined with ', ':
 * `{ email: ['Required', 'Too long'], salt: ['Invalid link'] }` -> `{ email: 'Required, Too long', salt: 'Invalid link' }`.
 * Fields without messages are left out. No model state gives `{}`.
 */
export function modelStateSummary(source: ModelStateSource | unknown): Record<string, string> {
  const ms = extractModelState(source);
  const out: Record<string, string> = {};
  if (!ms) return out;
  for (const [field, value] of Object.entries(ms)) {
    const msgs = messagesOf(value);
    if (msgs.length) out[field] = msgs.join(', ');
  }
  return out;
}

/** Every message, in field order then message order, without duplicates (for message dialogs). */
export function modelStateMessages(source: ModelStateSource | unknown): string[] {
  const ms = extractModelState(source);
  if (!ms) return [];
  const out: string[] = [];
  for (const value of Object.values(ms)) for (const m of messagesOf(value)) if (!out.includes(m)) out.push(m);
  return out;
}

/** Messages of one field (case-insensitive field name, as ASP.NET-style APIs may send 'NewPassword'). */
export function modelStateField(source: ModelStateSource | unknown, field: string): string[] {
  const ms = extractModelState(source);
  if (!ms) return [];
  const key = Object.keys(ms).find((k) => k.toLowerCase() === field.toLowerCase());
  return key ? messagesOf(ms[key]) : [];
}
