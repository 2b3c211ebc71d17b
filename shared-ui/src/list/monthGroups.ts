/**
 * A list's rows under month and year headings ('November 2026'), in the order the rows come (the lists that have them
 * are newest first): the account's transactions by entry date, the sundry charges by invoice date.
 */
import { monthHeading } from 'shared-domain/finance/fee-run';

export interface MonthGroup<T> {
  heading: string;
  rows: T[];
}

/** Consecutive rows of the same month ('YYYY-MM-DD...' from `dateOf`) under one heading. */
export function monthGroups<T>(rows: readonly T[], dateOf: (row: T) => string): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const row of rows) {
    const heading = monthHeading(dateOf(row).slice(0, 10));
    const last = groups.at(-1);
    if (last && last.heading === heading) last.rows.push(row);
    else groups.push({ heading, rows: [row] });
  }
  return groups;
}
