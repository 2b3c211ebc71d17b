import { Box, IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './icons';

export interface BackToTopProps {
  /** Scroll distance in pixels after which the button appears (default 300). */
  threshold?: number;
}

/** A floating button that appears once the page is scrolled down and takes the user back to the top. */
export function BackToTop({ threshold = 300 }: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  if (!visible) return null;
  return (
    <Box position="fixed" bottom="6" right="6" zIndex="sticky">
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
