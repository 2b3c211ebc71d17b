/**
 * The legal notice on the fees tab (issue 11 "Legal notice"; seed 001 §3 "Legal notice", §9): the notice date, the base
 * interest rate and the maximum penalty interest rate applying from the notice date plus 14 days (shared-domain's
 * penaltyInterestStartDate, the rate in force that day). "Legal notice received" opens the funding actions' notice-date
 * dialog (the same dialog, the same calls: GET funding/{id}/legal-notice-date-information, POST
 * residents/{id}/save-notice-date; success 'Notice date saved successfully.').
 */
import { useState } from 'react';
import { formatPercent } from 'shared-domain/amounts';
import type { ExplainedFigure as ExplainedFigureValue } from 'shared-domain/contracts/finance-common';
import { formatDate } from 'shared-domain/day';
import { PENALTY_INTEREST_DAYS_AFTER_NOTICE, penaltyInterestStartDate, rateOn } from 'shared-domain/resident-funding';
import { Button, DateText } from 'shared-ui';
import { LEGAL_NOTICE_TITLE, LegalNoticeDialog } from '../../funding-actions/LegalNoticeDialogs';
import { useLegalNotice } from '../../funding-actions/funding.resource';
import { FeeLine, FeesSection, FigureLine, Muted, percent } from './feeDisplay';

export const LEGAL_NOTICE_TEXT = {
  title: 'Legal notice',
  noticeDate: 'Notice date',
  baseInterestRate: 'Base interest rate',
  penaltyInterest: 'Maximum penalty interest rate',
  notRecorded: 'Not recorded',
} as const;

/** The penalty interest figure, explained: the rate in force on the notice date plus 14 days. */
export function penaltyInterestFigure(noticeDate: string | null, rates: Parameters<typeof rateOn>[0]): ExplainedFigureValue {
  const start = penaltyInterestStartDate(noticeDate);
  const formula = `The maximum penalty interest rate applies from the notice date plus ${PENALTY_INTEREST_DAYS_AFTER_NOTICE} days: the rate in force on that day`;
  const rate = rateOn(rates, start);
  const inputs = [
    { label: LEGAL_NOTICE_TEXT.noticeDate, value: noticeDate ? formatDate(noticeDate) : LEGAL_NOTICE_TEXT.notRecorded },
    ...(start ? [{ label: 'Applies from', value: formatDate(start) }] : []),
    ...(start && rate !== null
      ? [
          {
            label: LEGAL_NOTICE_TEXT.penaltyInterest,
            value: formatPercent(rate),
            effectiveDate: start,
            source: 'Funding - Fees and Charges',
          },
        ]
      : []),
  ];
  if (!start) return { value: null, formula, inputs, missing: 'No notice date has been recorded.' };
  if (rate === null) return { value: null, formula, inputs, missing: 'No maximum penalty interest rate is set for that day.' };
  return { value: rate, formula, inputs };
}

export function LegalNoticeSection({ residentId, canModify }: { residentId: number; canModify: boolean }) {
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
          <FeeLine label={T.noticeDate} testId="notice-date">
            <DateText value={info.noticeDateUtc} placeholder={T.notRecorded} />
          </FeeLine>
          <FeeLine label={T.baseInterestRate}>
            {info.baseInterestRate === null ? T.notRecorded : percent(info.baseInterestRate)}
          </FeeLine>
          <FigureLine
            label={start ? `${T.penaltyInterest} from ${formatDate(start)}` : T.penaltyInterest}
            figure={penaltyInterestFigure(info.noticeDateUtc, info.maximumPenaltyInterestRates)}
            format={percent}
            testId="penalty-interest"
          />
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
