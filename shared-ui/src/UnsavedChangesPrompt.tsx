import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { UNSAVED_CHANGES_PROMPT } from 'shared-domain/messages';
import { ConfirmDialog } from './ConfirmDialog';

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
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Unsaved changes"
      message={UNSAVED_CHANGES_PROMPT}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
