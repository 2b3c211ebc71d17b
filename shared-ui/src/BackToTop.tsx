import { Box, IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './icons';
import { STICKY_ACTIONS_ATTR, onStickyActionsChange } from './StickyActions';

export interface BackToTopProps {
  /** Scroll distance in pixels after which the button appears (default 300). */
  threshold?: number;
}

/** The button's distance from the window's bottom edge when nothing is in the way (24 px), and its size (40 px). */
const BOTTOM = 24;
const SIZE = 40;
const GAP = 8;

/**
 * How far from the window's bottom the button sits: above any sticky action bar (StickyActions) that reaches the
 * button's corner, so a tap on Save is never a tap on "Back to top".
 */
export function backToTopBottom(viewportHeight: number, bars: Iterable<Element>): number {
  let bottom = BOTTOM;
  for (const el of bars) {
    const r = el.getBoundingClientRect();
    if (!r.height || r.top >= viewportHeight || r.bottom <= viewportHeight - BOTTOM - SIZE - GAP) continue;
    bottom = Math.max(bottom, viewportHeight - r.top + GAP);
  }
  return bottom;
}

/** A floating button that appears once the page is scrolled down and takes the user back to the top. */
export function BackToTop({ threshold = 300 }: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  const [bottom, setBottom] = useState(BOTTOM);
  useEffect(() => {
    const measure = () => {
      setVisible(window.scrollY > threshold);
      setBottom(backToTopBottom(window.innerHeight, document.querySelectorAll(`[${STICKY_ACTIONS_ATTR}]`)));
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const off = onStickyActionsChange(() => requestAnimationFrame(measure));
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      off();
    };
  }, [threshold]);
  if (!visible) return null;
  return (
    <Box position="fixed" bottom={`${bottom}px`} right="6" zIndex="sticky" data-testid="back-to-top">
      <IconButton
        aria-label="Back to top"
        title="Back to top"
        colorPalette="brand"
        rounded="full"
        shadow="md"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <ArrowUpIcon />
      </IconButton>
    </Box>
  );
}
