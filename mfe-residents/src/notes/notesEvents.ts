import { useEffect, useState } from 'react';

/** Notes changed (added, pinned): the tab and the previews on the same page reload. */
const EVENT = 'resident-notes-changed';

export function announceNotesChanged(residentId: number): void {
  window.dispatchEvent(new CustomEvent(EVENT, { detail: { residentId } }));
}

/** A counter that changes whenever this resident's notes change. */
export function useNotesChanged(residentId: number): number {
  const [n, setN] = useState(0);
  useEffect(() => {
    const on = (e: Event) => { if ((e as CustomEvent).detail?.residentId === residentId) setN((x) => x + 1); };
    window.addEventListener(EVENT, on);
    return () => window.removeEventListener(EVENT, on);
  }, [residentId]);
  return n;
}
