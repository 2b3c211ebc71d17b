import { NARROW_QUERY } from '../src/breakpoints';

const original = window.matchMedia;

/** Makes `useIsNarrow()` answer `narrow` (a phone below md) until `resetMedia()`. */
export function setNarrow(narrow: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query === NARROW_QUERY,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

export function resetMedia(): void {
  window.matchMedia = original;
}
