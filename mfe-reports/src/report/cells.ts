/**
 * A report cell's text by its column's kind (the catalogue's): money with $ and two places, a date 'DD MMM YYYY', a
 * date-time 'DD-MM-YYYY HH:mm:ss' in Melbourne, the way the seed shows them.
 */
import { formatCurrency, formatPercent } from 'shared-domain/amounts';
import { formatDate } from 'shared-domain/day';
import { melbourneStamp, type ReportColumnKind } from 'shared-domain/reports/catalogue';

export function formatReportValue(kind: ReportColumnKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'money':
      return typeof value === 'string' || typeof value === 'number' ? formatCurrency(value) : '';
    case 'percent':
      return typeof value === 'string' || typeof value === 'number' ? formatPercent(value) : '';
    case 'date':
      return typeof value === 'string' ? formatDate(value) : '';
    case 'dateTime': {
      const at = new Date(String(value));
      if (Number.isNaN(at.getTime())) return '';
      const t = melbourneStamp(at);
      return `${t.dd}-${t.MM}-${t.yyyy} ${t.HH}:${t.mm}:${t.ss}`;
    }
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('en-AU') : String(value);
    case 'boolean':
      return value === true ? 'Yes' : value === false ? 'No' : '';
    default:
      return String(value);
  }
}

/** Figures line up on the right. */
export function alignOf(kind: ReportColumnKind): 'start' | 'end' {
  return kind === 'money' || kind === 'number' || kind === 'percent' ? 'end' : 'start';
}
