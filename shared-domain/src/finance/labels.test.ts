import { CONTRIBUTION_CLASSES, CONTRIBUTION_CLASS_LABELS, DRAWDOWN_FLAGS, DRAWDOWN_LABELS } from './labels';

test('every contribution class and drawdown flag has one display label, and no two share one', () => {
  for (const [values, labels] of [
    [CONTRIBUTION_CLASSES, CONTRIBUTION_CLASS_LABELS],
    [DRAWDOWN_FLAGS, DRAWDOWN_LABELS],
  ] as const) {
    const shown = values.map((v) => (labels as Record<string, string>)[v]);
    expect(shown.every(Boolean)).toBe(true);
    expect(new Set(shown).size).toBe(values.length);
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  }
});
