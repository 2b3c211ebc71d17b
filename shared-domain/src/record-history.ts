/**
 * The record history panel's texts and how an audit row reads in it (beyond the seed): actions and fields are
 * recorded by name ('leads.update', 'preferredName') and shown in words ('Update', 'Preferred name').
 */

export const RECORD_HISTORY_TEXT = {
  title: 'History',
  show: 'Show history',
  hide: 'Hide history',
  more: 'Show more',
  empty: 'No changes have been recorded.',
  loading: 'Loading history...',
  loadFailed: 'Unexpected error while loading the history.',
  columns: { when: 'When', who: 'Who', action: 'Action', field: 'Field', old: 'Old value', new: 'New value' },
} as const;

/** Page size of the panel (the paged lists' default). */
export const RECORD_HISTORY_PAGE_SIZE = 25;

/** 'preferredName' -> 'Preferred name'; 'post_code' -> 'Post code'; 'careRecipientId' -> 'Care recipient ID'. */
export function historyWords(name: string): string {
  const words = name
    .replace(/[._-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (/^id$/i.test(w) ? 'ID' : /^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase()));
  if (!words.length) return name;
  const [first, ...rest] = words;
  return [first === 'ID' ? first : first[0].toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** A field of a change as the panel shows it. */
export function historyFieldLabel(field: string): string {
  return historyWords(field);
}

/** An action as the panel shows it: the area prefix ('leads.', 'stay.') is dropped ('leads.update' -> 'Update'). */
export function historyActionLabel(action: string): string {
  const dot = action.lastIndexOf('.');
  return historyWords(dot >= 0 ? action.slice(dot + 1) : action);
}
