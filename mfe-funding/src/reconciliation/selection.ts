/**
 * The variance screen's selection, kept outside React's tree: each line's checkbox reads its own state from it (marked,
 * restricted by the selectability rules, or free), so a click draws again only the checkboxes whose state changed, not
 * every line of the page (a page holds a few hundred lines).
 */
import { useMemo } from 'react';
import { isSelectable, type ReconciliationLine } from 'shared-domain/funding/reconciliation';
import { createStore, useStore, type StoreApi } from 'zustand';

export interface SelectionState {
  /** The lines selected, by id, as the rules read them. */
  lines: ReadonlyMap<number, ReconciliationLine>;
  toggle: (line: ReconciliationLine) => void;
  clear: () => void;
}

export type SelectionStore = StoreApi<SelectionState>;

export function createSelectionStore(): SelectionStore {
  return createStore<SelectionState>((set) => ({
    lines: new Map(),
    toggle: (line) =>
      set((s) => {
        const lines = new Map(s.lines);
        if (lines.has(line.id)) lines.delete(line.id);
        else lines.set(line.id, line);
        return { lines };
      }),
    clear: () => set({ lines: new Map() }),
  }));
}

/** The lines selected, in the order they were selected. */
export function useSelection(store: SelectionStore): ReconciliationLine[] {
  const lines = useStore(store, (s) => s.lines);
  return useMemo(() => [...lines.values()], [lines]);
}

export type LineSelectionState = 'marked' | 'restricted' | 'free';

/** One line's state under the selection: selected (markedForAction), unable to join it (restrictFromAction), or free. */
export function useLineSelection(store: SelectionStore, line: ReconciliationLine, isFinalised: boolean): LineSelectionState {
  return useStore(store, (s) => {
    if (s.lines.has(line.id)) return 'marked';
    return isSelectable(line, [...s.lines.values()], isFinalised) ? 'free' : 'restricted';
  });
}
