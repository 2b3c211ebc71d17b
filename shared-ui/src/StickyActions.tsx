import { Box } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';

/** Pages' sticky action bars, counted so the floating BackToTop button measures again when one comes or goes. */
const bars = { count: 0, listeners: new Set<() => void>() };

export function onStickyActionsChange(listener: () => void): () => void {
  bars.listeners.add(listener);
  return () => bars.listeners.delete(listener);
}

/** What marks a sticky action bar in the page (BackToTop keeps clear of it). */
export const STICKY_ACTIONS_ATTR = 'data-sticky-actions';

export interface StickyActionsProps {
  /** Name of the group (role group), e.g. the form's actions. */
  label?: string;
  /** The buttons (Cancel, then the submit button). */
  children: ReactNode;
}

/**
 * A long form's buttons, kept in view at the bottom of the window while the form scrolls (the role editor's permission
 * matrix). The floating "Back to top" button sits above it, never over Save.
 */
export function StickyActions({ label = 'Form actions', children }: StickyActionsProps) {
  useEffect(() => {
    bars.count += 1;
    for (const l of [...bars.listeners]) l();
    return () => {
      bars.count -= 1;
      for (const l of [...bars.listeners]) l();
    };
  }, []);
  return (
    <Box
      role="group"
      aria-label={label}
      {...{ [STICKY_ACTIONS_ATTR]: '' }}
      display="flex"
      flexWrap="wrap"
      gap="2"
      justifyContent="flex-end"
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="bg"
      py="3"
      borderTopWidth="1px"
    >
      {children}
    </Box>
  );
}
