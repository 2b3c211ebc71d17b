/**
 * One way to save: call the API, then tell the user once. Success: the spec's message as one toast. A 400's model
 * state: onto the form's fields (the rest in the form-level summary), or listed in a titled message dialog where the
 * spec asks for one (the stay actions: 'Send resident leave', 'Depart resident', ...). A 409: the conflict message. A
 * 403/404 with a message: that message. No answer, or a 5xx: the action's failure message. Never two toasts for one
 * action, and nothing at all for a request the screen cancelled.
 */
import { useFormikContext, type FormikHelpers } from 'formik';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { CONFLICT_MESSAGE, extractModelState, modelStateMessages, type ModelState } from 'shared-domain';
import { Alert, MessageDialog, notify, type NotifyType } from 'shared-ui';
import { splitModelState, type SplitOptions } from './errors';
import { afterPointerRelease, useHeldWhilePressed } from './pointer';

/** What a failed call said, read once. */
export interface SubmitFailure {
  /** HTTP status; 0 when there was no answer (offline, server down). */
  status: number;
  /** A 400's model state (null otherwise, or when the 400 had none). */
  modelState: ModelState | null;
  /** The body's `message` (403/404/409 answers carry one). */
  message: string | null;
  /** The request was cancelled by the screen (it went away): never reported. */
  canceled: boolean;
  error: unknown;
}

interface HttpErrorLike {
  name?: string;
  code?: string;
  response?: { status?: number; data?: unknown };
}

export function failureOf(error: unknown): SubmitFailure {
  const e = (error ?? {}) as HttpErrorLike;
  const status = typeof e.response?.status === 'number' ? e.response.status : 0;
  const data = e.response?.data as { message?: unknown } | undefined;
  const modelState = status === 400 ? extractModelState(error) : null;
  return {
    status,
    modelState: modelState && Object.keys(modelState).length ? modelState : null,
    message: typeof data?.message === 'string' && data.message ? data.message : null,
    canceled: e.name === 'CanceledError' || e.name === 'AbortError' || e.code === 'ERR_CANCELED',
    error,
  };
}

/** A toast: the text, or the text with its kind (a success with a warning attached, an extended toast). */
export type ToastSpec = string | { message: string; type?: NotifyType; extended?: boolean };

/** The form's status while the kit owns it: the server's messages that belong to no field. */
export interface FormStatus {
  formErrors?: string[];
}

export interface SubmitConfig<V, R = unknown> extends SplitOptions {
  /** The API call. */
  action: (values: V) => Promise<R>;
  /** The spec's success message (one toast); null or a function answering null: no toast. */
  success?: ToastSpec | null | ((result: R, values: V) => ToastSpec | null);
  /** The action's failure message (no answer, a 5xx, a refusal without words of its own). */
  failure: string;
  /** A 409 without a message of its own (default: shared-domain's CONFLICT_MESSAGE). */
  conflict?: string;
  /**
   * Where a 400's model state goes: 'fields' (default) puts each message under its field, the rest in the form-level
   * summary; 'dialog' lists every message in the message dialog titled `dialogTitle` (fields named in `fieldMessages`
   * still go to their field).
   */
  modelState?: 'fields' | 'dialog';
  dialogTitle?: string;
  /** A line above the dialog's list. */
  dialogIntro?: string;
  /**
   * Every failure toasts `failure`, where the seed words one message for the action whatever went wrong ('Unable to
   * save ACFI.'); a 400's messages still go to the form, and a 409's own words are not shown.
   */
  alwaysToastFailure?: boolean;
  /** After the success toast. */
  onSuccess?: (result: R, values: V, helpers?: FormikHelpers<V>) => void | Promise<void>;
  /** Looks at a failure first; answer true when it has been shown (a dedicated dialog), to skip the defaults. */
  onFailure?: (failure: SubmitFailure, values: V, helpers?: FormikHelpers<V>) => boolean | void;
}

export type SubmitOutcome<R> = { ok: true; result: R } | { ok: false; failure: SubmitFailure };

/** How the outcome reaches the screen (a hook's message dialog). */
export interface SubmitUi {
  showMessages?: (messages: string[], title: string | undefined, intro: string | undefined) => void;
}

function toast(type: NotifyType, spec: ToastSpec): void {
  if (typeof spec === 'string') notify[type](spec);
  else notify[spec.type ?? type](spec.message, { extended: spec.extended });
}

/**
 * Runs one save (see the file header). `helpers` are formik's (absent for an action without a form: its model-state
 * messages then go to the dialog, or one toast). Resolves with the outcome; never throws for an API failure.
 */
export async function submitForm<V, R>(
  config: SubmitConfig<V, R>,
  values: V,
  helpers?: FormikHelpers<V>,
  ui: SubmitUi = {},
): Promise<SubmitOutcome<R>> {
  helpers?.setStatus({ formErrors: [] } satisfies FormStatus);
  let result: R;
  try {
    result = await config.action(values);
  } catch (error) {
    const failure = failureOf(error);
    if (failure.canceled) return { ok: false, failure };
    if (config.onFailure?.(failure, values, helpers) === true) return { ok: false, failure };
    showFailure(config, failure, values, helpers, ui);
    return { ok: false, failure };
  }
  const success = typeof config.success === 'function' ? config.success(result, values) : config.success;
  if (success) toast('success', success);
  await config.onSuccess?.(result, values, helpers);
  return { ok: true, result };
}

function showFailure<V, R>(
  config: SubmitConfig<V, R>,
  failure: SubmitFailure,
  values: V,
  helpers: FormikHelpers<V> | undefined,
  ui: SubmitUi,
): void {
  const ms = failure.modelState;
  if (ms) {
    const dialog = config.modelState === 'dialog' || !helpers;
    let toastText: string | null = config.alwaysToastFailure ? config.failure : null;
    let shown = false;
    if (helpers) {
      // In dialog mode only the fields given their own message stay on the form.
      const onForm = dialog
        ? Object.fromEntries(Object.entries(ms).filter(([k]) => config.fieldMessages?.[k] !== undefined))
        : ms;
      const split = splitModelState(onForm, values, config);
      if (split.fieldPaths.length) {
        helpers.setErrors(split.fields);
        for (const path of split.fieldPaths) void helpers.setFieldTouched(path, true, false);
        shown = true;
      }
      const specMessage = Object.keys(onForm)
        .map((k) => config.fieldMessages?.[k])
        .find(Boolean);
      if (specMessage) toastText = specMessage;
      if (!dialog) {
        helpers.setStatus({ formErrors: split.rest } satisfies FormStatus);
        shown = shown || split.rest.length > 0;
      }
    }
    if (dialog) {
      const rest = Object.fromEntries(Object.entries(ms).filter(([k]) => !(helpers && config.fieldMessages?.[k] !== undefined)));
      const messages = modelStateMessages(rest);
      if (messages.length && ui.showMessages) {
        ui.showMessages(messages, config.dialogTitle, config.dialogIntro);
        shown = true;
      } else if (messages.length && !toastText) {
        toastText = messages.join(' ');
      }
    }
    if (toastText) notify.error(toastText);
    else if (!shown) notify.error(config.failure);
    return;
  }
  if (config.alwaysToastFailure) notify.error(config.failure);
  else if (failure.status === 409) notify.error(failure.message ?? config.conflict ?? CONFLICT_MESSAGE);
  else if (failure.status >= 400 && failure.status < 500 && failure.message) notify.error(failure.message);
  else notify.error(config.failure);
}

export interface UseSubmit<V, R> {
  /** Formik's `onSubmit`; also callable without helpers for an action that has no form. */
  submit: (values: V, helpers?: FormikHelpers<V>) => Promise<SubmitOutcome<R>>;
  /** True while the call runs (formik's isSubmitting covers forms; this covers actions without one). */
  busy: boolean;
  /** The model-state message dialog: render it once beside the form. */
  dialog: ReactNode;
}

/**
 * `submitForm` for a component: the latest config is used at each submit (it may read the record's version), and the
 * 'dialog' mode's MessageDialog is held here (`dialog`).
 */
export function useSubmit<V, R = unknown>(config: SubmitConfig<V, R>): UseSubmit<V, R> {
  const latest = useRef(config);
  latest.current = config;
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ messages: string[]; title: string; intro?: string } | null>(null);
  const submit = useCallback(async (values: V, helpers?: FormikHelpers<V>) => {
    setBusy(true);
    try {
      return await submitForm(latest.current, values, helpers, {
        showMessages: (messages, title, intro) => setShown({ messages, title: title ?? latest.current.failure, intro }),
      });
    } finally {
      setBusy(false);
    }
  }, []);
  const dialog = (
    <MessageDialog
      open={!!shown}
      title={shown?.title ?? ''}
      intro={shown?.intro}
      messages={shown?.messages ?? []}
      onClose={() => setShown(null)}
    />
  );
  return { submit, busy, dialog };
}

/** How many of the form's fields have an error (each message of a nested error counts once). */
export function countFieldErrors(errors: unknown): number {
  if (typeof errors === 'string') return errors ? 1 : 0;
  if (Array.isArray(errors)) return errors.reduce<number>((n, e) => n + countFieldErrors(e), 0);
  if (errors && typeof errors === 'object') return Object.values(errors).reduce<number>((n, e) => n + countFieldErrors(e), 0);
  return 0;
}

/** The line that says how many fields need attention after a save that did not go through. */
export function attentionText(count: number): string {
  return count === 1 ? '1 field needs attention.' : `${count} fields need attention.`;
}

/**
 * After a save that stopped on the form's errors (the rules, or the server's 400 on fields): scrolls to the first field
 * marked invalid, focuses it, and answers how many fields need attention. Without it a Save whose invalid field is out
 * of view did nothing the user could see.
 */
function useFocusFirstError(anchor: RefObject<HTMLElement | null>): number {
  const { submitCount, isSubmitting, errors } = useFormikContext<unknown>();
  const handled = useRef(0);
  const [count, setCount] = useState(0);
  const errorCount = countFieldErrors(errors);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    setCount(errorCount);
    if (!errorCount) return;
    // The errors show once a press has become its click (pointer.ts), then the invalid controls are marked.
    afterPointerRelease(() =>
      requestAnimationFrame(() => {
        const form = anchor.current?.closest('form') ?? anchor.current?.parentElement;
        const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
        if (!form || !first) return;
        // A dialog opened over the form (the save's own message dialog) keeps the focus: moving it back to the field
        // would also blur the field later and let the rules clear the server's message on it.
        const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
        const top = dialogs[dialogs.length - 1];
        if (top && !top.contains(form)) return;
        first.scrollIntoView?.({ block: 'center' });
        first.focus({ preventScroll: true });
      }),
    );
  }, [submitCount, isSubmitting, errorCount, anchor]);
  // Fixed while the user corrects: the count is of the last save, cleared when no error is left.
  return errorCount ? count : 0;
}

/**
 * The form-level summary: the server's messages that belong to none of the form's fields (set by `submitForm`), and
 * after a save stopped on the fields' errors, how many fields need attention (the first of them is scrolled to and
 * focused). Shown above the fields; `FormikDialog` renders it for a form it is given.
 */
export function FormErrorSummary() {
  const { status } = useFormikContext<unknown>();
  const anchor = useRef<HTMLDivElement | null>(null);
  // Held while a pointer is pressed, as a field's error is: the press on Save that blurs the corrected field clears the
  // count, and the summary leaving would move Save from under the pointer before the release (the click was lost).
  const attention = useHeldWhilePressed(useFocusFirstError(anchor));
  const messages = [...((status as FormStatus | undefined)?.formErrors ?? [])];
  if (attention) messages.push(attentionText(attention));
  return (
    <div ref={anchor} data-part="form-error-summary" style={messages.length ? undefined : { display: 'none' }}>
      {messages.length ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            {messages.map((m) => (
              <Alert.Description key={m}>{m}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </div>
  );
}
