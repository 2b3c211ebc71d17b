/**
 * The legal notice on the fees tab (seed 001 §3 "Legal notice", §9): the notice date, the base
 * interest rate, the maximum penalty interest rate applying from the notice date plus 14 days, and, once the resident
 * has departed, the interest owed on the refund of the deposit (each figure explained by the shared-domain function
 * that computes it: finance/refund-interest). "Legal notice received" opens the funding actions' notice-date dialog,
 * mfe-funding's, mounted through federation (the same dialog, the same calls: GET
 * funding/{id}/legal-notice-date-information, POST residents/{id}/save-notice-date; success 'Notice date saved
 * successfully.'); the section reads the dialog's own query, so a save here or in the record's panel reloads it.
 */
import { useState } from 'react';
import type { ExplainedFigure as ExplainedFigureValue } from 'shared-domain/contracts/finance-common';
import { formatDate } from 'shared-domain/day';
import { penaltyInterestRate } from 'shared-domain/finance/refund-interest';
import { LEGAL_NOTICE_TITLE, penaltyInterestStartDate } from 'shared-domain/resident-funding';
import { Button, DateText } from 'shared-ui';
import { LegalNoticeDialog } from 'shared-ui/federated';
import { useLegalNotice } from './fees.resource';
import { FigureLine, ValueLine } from 'shared-ui/explain';
import { FeesSection, Muted, percent } from './feeDisplay';

export const LEGAL_NOTICE_TEXT = {
  title: 'Legal notice',
  noticeDate: 'Notice date',
  baseInterestRate: 'Base interest rate',
  penaltyInterest: 'Maximum penalty interest rate',
  refundInterest: 'Interest owed on the refund',
  notRecorded: 'Not recorded',
} as const;

export function LegalNoticeSection({
  residentId,
  canModify,
  refundInterest,
}: {
  residentId: number;
  canModify: boolean;
  /** The interest owed on the refund (GET fees: null while the resident is in care). */
  refundInterest: ExplainedFigureValue | null;
}) {
  const notice = useLegalNotice(residentId);
  const [open, setOpen] = useState(false);
  const info = notice.data ?? null;
  const T = LEGAL_NOTICE_TEXT;
  const start = penaltyInterestStartDate(info?.noticeDateUtc ?? null);
  return (
    <FeesSection
      id="legal-notice"
      title={T.title}
      actions={
        <Button size="xs" variant="outline" minH={{ base: '11', lg: '8' }} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {LEGAL_NOTICE_TITLE}
        </Button>
      }
    >
      {info ? (
        <>
          <ValueLine label={T.noticeDate} testId="notice-date">
            <DateText value={info.noticeDateUtc} placeholder={T.notRecorded} />
          </ValueLine>
          <ValueLine label={T.baseInterestRate}>
            {info.baseInterestRate === null ? T.notRecorded : percent(info.baseInterestRate)}
          </ValueLine>
          <FigureLine
            label={start ? `${T.penaltyInterest} from ${formatDate(start)}` : T.penaltyInterest}
            figure={penaltyInterestRate(info.noticeDateUtc, info.maximumPenaltyInterestRates)}
            format={percent}
            testId="penalty-interest"
          />
          <FigureLine label={T.refundInterest} figure={refundInterest} testId="refund-interest" />
        </>
      ) : (
        <Muted>{notice.isError ? T.notRecorded : 'Loading…'}</Muted>
      )}
      {open ? (
        <LegalNoticeDialog
          residentId={residentId}
          canModify={canModify}
          onClose={() => setOpen(false)}
          onSaved={() => setOpen(false)}
        />
      ) : null}
    </FeesSection>
  );
}
