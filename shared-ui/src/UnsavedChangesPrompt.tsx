import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { UNSAVED_CHANGES_PROMPT } from 'shared-domain/messages';
import { ConfirmDialog } from './ConfirmDialog';

/** The words of the unsaved-changes question (its message is shared-domain's UNSAVED_CHANGES_PROMPT). */
export const UNSAVED_CHANGES_TEXT = { title: 'Unsaved changes', leave: 'Leave', stay: 'Stay' } as const;

export interface UnsavedChangesPromptProps {
  /**
   * True while leaving would lose work (seed 000 §5: the form is dirty and either not submitted or invalid).
   * Needs a data router (createBrowserRouter / createMemoryRouter), as the shell uses.
   */
  when: boolean;
}

/**
 * Asks 'Do you want to leave this page? Changes you made may not be saved.' before an in-app navigation while `when`
 * is true, and makes the browser ask before the tab is closed or reloaded (`beforeunload`).
 */
export function UnsavedChangesPrompt({ when }: UnsavedChangesPromptProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set; the text itself is not shown by modern browsers.
      event.returnValue = UNSAVED_CHANGES_PROMPT;
      return UNSAVED_CHANGES_PROMPT;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  useEffect(() => {
    // The form became clean while a navigation was waiting: let it go.
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}

export interface UnsavedChangesDialogProps {
  open: boolean;
  /** Leave: the changes are dropped. */
  onLeave: () => void;
  /** Stay: back to the form, changes kept. */
  onStay: () => void;
}

/**
 * The question asked before unsaved changes are dropped, the same everywhere: on a navigation (UnsavedChangesPrompt)
 * and when a form or dialog is cancelled while dirty.
 */
export function UnsavedChangesDialog({ open, onLeave, onStay }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={UNSAVED_CHANGES_TEXT.title}
      message={UNSAVED_CHANGES_PROMPT}
      confirmLabel={UNSAVED_CHANGES_TEXT.leave}
      cancelLabel={UNSAVED_CHANGES_TEXT.stay}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
