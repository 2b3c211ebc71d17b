/**
 * The fee-history popover (seed 001 §9): a fee's effective-dated values newest first in a small read-only panel, columns
 * AMOUNT and EFFECTIVE DATE (PAYMENT DATE for top-up DAC, RAD paid and RAC paid; SUPPORT LEVEL for the support level),
 * the value in force today highlighted, dates dd MMM yyyy. Which entry is in force is shared-domain's `historyOf`.
 */
import { useState } from 'react';
import type { ResidentFinanceEffectiveDateType } from 'shared-domain';
import { effectiveDateKind, historyOf, isPaymentType } from 'shared-domain/finance/fees';
import { RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS as TYPE_LABELS } from 'shared-domain/labels';
import { Badge, Button, DateText, ResponsiveTable, Text } from 'shared-ui';
import { InfoDialog } from 'shared-ui/explain';
import { FeeValue, type FeeEntry } from './feeDisplay';

export const HISTORY_TEXT = {
  amount: 'AMOUNT',
  effectiveDate: 'EFFECTIVE DATE',
  paymentDate: 'PAYMENT DATE',
  supportLevel: 'SUPPORT LEVEL',
  history: 'History',
  latest: 'latest',
  empty: 'Nothing has been recorded.',
} as const;

/** The history panel's title: 'Agreed room price history'. */
export const historyTitle = (type: ResidentFinanceEffectiveDateType) => `${TYPE_LABELS[type]} history`;

export function FeeHistoryTable({
  entries,
  type,
  today,
}: {
  entries: readonly FeeEntry[];
  type: ResidentFinanceEffectiveDateType;
  today: string;
}) {
  const rows = historyOf(entries, type, today);
  if (!rows.length) return <Text color="fg.muted">{HISTORY_TEXT.empty}</Text>;
  const T = HISTORY_TEXT;
  const supportLevel = effectiveDateKind(type) === 'supportLevel';
  return (
    <ResponsiveTable
      aria-label={historyTitle(type)}
      rows={rows}
      rowKey={(r, i) => `${r.id ?? 'new'}-${r.effectiveFromDate}-${i}`}
      rowProps={(r) => ({
        'data-testid': 'fee-history-row',
        'data-latest': r.isLatest || undefined,
        'aria-current': r.isLatest ? 'true' : undefined,
        bg: r.isLatest ? 'brand.subtle' : undefined,
        fontWeight: r.isLatest ? 'semibold' : undefined,
      })}
      columns={[
        {
          key: 'value',
          header: supportLevel ? T.supportLevel : T.amount,
          cell: (r) => <FeeValue type={type} entry={r} />,
        },
        {
          key: 'date',
          header: isPaymentType(type) ? T.paymentDate : T.effectiveDate,
          cell: (r) => (
            <>
              <DateText value={r.effectiveFromDate} />
              {r.isLatest ? (
                <Badge colorPalette="green" ms="2">
                  {T.latest}
                </Badge>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}

/** The history button beside a value ('History: Agreed room price') and its panel. */
export function FeeHistoryButton({
  entries,
  type,
  today,
}: {
  entries: readonly FeeEntry[];
  type: ResidentFinanceEffectiveDateType;
  today: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="ghost"
        minH={{ base: '11', lg: '8' }}
        aria-label={`${HISTORY_TEXT.history}: ${TYPE_LABELS[type]}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {HISTORY_TEXT.history}
      </Button>
      {open ? (
        <InfoDialog open title={historyTitle(type)} onClose={() => setOpen(false)}>
          <FeeHistoryTable entries={entries} type={type} today={today} />
        </InfoDialog>
      ) : null}
    </>
  );
}
