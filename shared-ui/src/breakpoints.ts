import { useMemo, useSyncExternalStore } from 'react';

/**
 * The theme's breakpoints (Chakra's defaults): sm 480 px, md 768 px, lg 1024 px, xl 1280 px. "Narrow" is below md:
 * a phone. The query asks "below md" (not "at least md") so that an environment without media queries (jsdom, whose
 * matchMedia answers false) renders the wide layout.
 */
export const NARROW_QUERY = '(max-width: 47.99rem)';

function subscribe(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
    const mql = window.matchMedia(query);
    if (typeof mql.addEventListener === 'function') {
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    }
    return () => {};
  };
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** True while the media query matches (re-renders when it changes). */
export function useMediaQuery(query: string): boolean {
  const sub = useMemo(() => subscribe(query), [query]);
  return useSyncExternalStore(
    sub,
    () => matches(query),
    () => false,
  );
}

/** True below the md breakpoint (768 px): the phone layout. */
export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
