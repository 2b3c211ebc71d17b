/**
 * Test helper: the titled message dialog (shared-ui MessageDialog: the model-state errors, 'Unable to ...') once it is
 * open and can be clicked. A form dialog may share its title (the seed names both 'Depart resident', 'Correct
 * admission'), so it is the dialog of that name with an OK button; and it is interactive only once the dialog layer
 * has given its content `pointer-events: auto` (until then the page behind, and the new content, refuse clicks).
 */
import { screen, waitFor, within } from '@testing-library/react';

export async function messageDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog', { name: title }).find((d) => within(d).queryByRole('button', { name: 'OK' }));
    expect(dialog).toBeDefined();
    expect(dialog).toHaveStyle({ pointerEvents: 'auto' });
    return dialog as HTMLElement;
  });
}
