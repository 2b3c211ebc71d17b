/**
 * An open edit form and the record it edits, kept apart while the user types: when the record is read again (another
 * user saved it: the live channel reloads it) and its version moved on, a form with nothing typed takes the new values
 * at once, and a form with changes keeps them and shows the kit's RecordChangedNotice instead (who changed it, when,
 * and Reload). Place it inside the formik form (FormikEditPage renders it for its `record`).
 */
import { useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import type { RecordChange } from 'shared-domain/contracts/common';
import { RecordChangedNotice } from 'shared-ui';

/** What the guard reads of the record: its optimistic version and, when the read says, who changed it last. */
export interface LiveRecord {
  version: number;
  lastChange?: RecordChange | null;
}

export interface RecordChangedGuardProps<V, R extends LiveRecord> {
  /** The record as last read (the screen's query data); undefined while it loads. */
  latest: R | undefined;
  /** The form's values for a record (what the form was filled with). */
  toValues: (record: R) => V;
}

/**
 * Whether the record changed under a form filled from version `base`: 'adopt' (nothing typed: take the new values),
 * 'notice' (the user's changes stay; tell them), or 'same'.
 */
export function recordChangeAction(
  base: number | undefined,
  latest: number | undefined,
  dirty: boolean,
): 'same' | 'adopt' | 'notice' {
  if (base === undefined || latest === undefined || base === latest) return 'same';
  return dirty ? 'notice' : 'adopt';
}

export function RecordChangedGuard<V, R extends LiveRecord>({ latest, toValues }: RecordChangedGuardProps<V, R>) {
  const form = useFormikContext<V>();
  // The version the form's values were filled from: the first read, then each record the form took.
  const base = useRef<number | undefined>(latest?.version);
  const [changed, setChanged] = useState(false);
  const busy = form.dirty || form.isSubmitting;
  const take = (record: R) => {
    base.current = record.version;
    setChanged(false);
    form.resetForm({ values: toValues(record) });
  };
  useEffect(() => {
    if (!latest) return;
    base.current ??= latest.version;
    const action = recordChangeAction(base.current, latest.version, busy);
    if (action === 'adopt') take(latest);
    else setChanged(action === 'notice');
    // `take` and `toValues` are the render's; the record, its version and whether the user typed decide.
  }, [latest, busy]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!changed || !latest) return null;
  return <RecordChangedNotice change={latest.lastChange ?? null} onReload={() => take(latest)} />;
}
