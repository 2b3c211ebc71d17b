/**
 * The frame of a page that edits a record in place (the resident fees tab, the independent-living finance screen, a
 * sundry charge): the formik form, Cancel and Save above and below the content, the unsaved-changes prompt while the
 * form has changes, and Cancel's 'Do you want to leave this page?' dialog when it has. Leaving (Cancel, or the page
 * after its save) goes through `useLeavePage`: the prompt stands down first, then the page navigates, so a saved form
 * never asks whether to leave.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FormikProvider, type FormikContextType } from 'formik';
import { Button, HStack, Stack, UnsavedChangesDialog, UnsavedChangesPrompt, chakra } from 'shared-ui';
import { FormErrorSummary } from './submit';
import { RecordChangedGuard, type RecordChangedGuardProps, type LiveRecord } from './RecordChangedGuard';

export const EDIT_PAGE_TEXT = { save: 'Save', cancel: 'Cancel' } as const;

export interface LeavePage {
  /** True once the page is leaving (the prompt stands down and the navigation follows). */
  leaving: boolean;
  /** Leave for the path the hook was given. */
  leave: () => void;
}

/** Leaving an edit page for `to` (its view): the unsaved-changes prompt stands down first, then the page navigates. */
export function useLeavePage(to: string): LeavePage {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (leaving) void navigate(to);
  }, [leaving, navigate, to]);
  return { leaving, leave: () => setLeaving(true) };
}

export interface FormikEditPageProps<V, R extends LiveRecord = LiveRecord> {
  form: FormikContextType<V>;
  /** The page's leaving (`useLeavePage`): Cancel leaves through it. */
  leavePage: LeavePage;
  /** Whether the user may save (Save is not shown otherwise). */
  canSave: boolean;
  /** A save or another action is running: Cancel is disabled and Save spins. Default: the form is submitting. */
  busy?: boolean;
  /** Show the server's messages that belong to no field above the content (default true). */
  errorSummary?: boolean;
  testId?: string;
  children: ReactNode;
  /** Dialogs and panels of the page, rendered inside the form's context but outside the form element. */
  extras?: ReactNode;
  /**
   * The record the page edits as last read, and its form values: when someone else saves it meanwhile, the page takes
   * the new values if nothing was typed, else keeps the user's and shows the changed notice (RecordChangedGuard).
   */
  record?: RecordChangedGuardProps<V, R>;
}

export function FormikEditPage<V, R extends LiveRecord = LiveRecord>({
  form,
  leavePage,
  canSave,
  busy = form.isSubmitting,
  errorSummary = true,
  testId,
  children,
  extras,
  record,
}: FormikEditPageProps<V, R>) {
  const [cancelling, setCancelling] = useState(false);
  const actions = (
    <HStack justify="flex-end" gap="2" wrap="wrap">
      <Button
        variant="outline"
        minH={{ base: '11', lg: '10' }}
        onClick={() => (form.dirty ? setCancelling(true) : leavePage.leave())}
        disabled={busy}
      >
        {EDIT_PAGE_TEXT.cancel}
      </Button>
      {canSave ? (
        <Button colorPalette="brand" minH={{ base: '11', lg: '10' }} loading={busy} onClick={() => void form.submitForm()}>
          {EDIT_PAGE_TEXT.save}
        </Button>
      ) : null}
    </HStack>
  );
  return (
    <FormikProvider value={form}>
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submitForm();
        }}
        data-testid={testId}
      >
        <Stack gap="4">
          {actions}
          {record ? <RecordChangedGuard<V, R> latest={record.latest} toValues={record.toValues} /> : null}
          {errorSummary ? <FormErrorSummary /> : null}
          {children}
          {actions}
        </Stack>
      </chakra.form>
      {extras}
      <UnsavedChangesPrompt when={form.dirty && !form.isSubmitting && !leavePage.leaving} />
      <UnsavedChangesDialog open={cancelling} onLeave={leavePage.leave} onStay={() => setCancelling(false)} />
    </FormikProvider>
  );
}
