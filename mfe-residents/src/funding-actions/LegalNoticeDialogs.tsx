/**
 * Legal notice received (GET funding/{id}/legal-notice-date-information, POST residents/{id}/save-notice-date) with the
 * penalty-interest information, and the means-tested care fee history (GET residents/{id}/finance/mtcf-history).
 */
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { SAVE_CHANGES_ERROR, formatPercent, loadingError, melbourneToday, withOfflineHint } from 'shared-domain';
import {
  FUNDING_MESSAGES,
  PENALTY_INTEREST_DAYS_AFTER_NOTICE,
  penaltyInterestStartDate,
  rateOn,
  validateNoticeDate,
  type LegalNoticeInformation,
  type MtcfHistoryEntry,
} from 'shared-domain/resident-funding';
import { DateText, FormDialog, HStack, MoneyText, Spinner, Stack, Table, Text, notify } from 'shared-ui';
import { fetchLegalNotice, fetchMtcfHistory, saveNoticeDate } from './api';
import { DateField, FormAlert, applyServerErrors, failureOf, toFormErrors } from './common';

export const LEGAL_NOTICE_TITLE = 'Legal notice received';
export const MTCF_HISTORY_TITLE = 'Means-tested care fee history';

function Loading({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <FormDialog open title={title} onClose={onClose}>
      <HStack gap="2" role="status"><Spinner size="sm" /><Text>Loading…</Text></HStack>
    </FormDialog>
  );
}

const percent = (rate: string | null) => (rate === null ? 'Not recorded' : `${formatPercent(rate)}%`);

export function LegalNoticeDialog({ residentId, canModify, onClose, onSaved }: { residentId: number; canModify: boolean; onClose: () => void; onSaved: () => void }) {
  const [info, setInfo] = useState<LegalNoticeInformation | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchLegalNotice(residentId)
      .then((i) => { if (live) setInfo(i); })
      .catch(() => { if (live) { notify.error(loadingError('legal notice details')); onClose(); } });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [residentId]);

  const today = melbourneToday();
  const form = useFormik({
    initialValues: { noticeDateUtc: '' },
    validateOnChange: false,
    validate: (v) => toFormErrors(validateNoticeDate(v, { today, admissionDate: info?.admissionDateUtc })),
    onSubmit: async (v) => {
      setAlert(null);
      try {
        const saved = await saveNoticeDate(residentId, { noticeDateUtc: v.noticeDateUtc, version: info?.version });
        setInfo(saved);
        notify.success(FUNDING_MESSAGES.noticeDateSaved);
        onSaved();
      } catch (err) {
        if (failureOf(err).status === 400) setAlert(applyServerErrors(err, ['noticeDateUtc'], form.setErrors));
        notify.error(withOfflineHint(SAVE_CHANGES_ERROR));
      }
    },
  });
  useEffect(() => {
    if (info) void form.setFieldValue('noticeDateUtc', info.noticeDateUtc ?? '', false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info]);

  if (!info) return <Loading title={LEGAL_NOTICE_TITLE} onClose={onClose} />;
  const noticeDate = form.values.noticeDateUtc || null;
  const penaltyStart = penaltyInterestStartDate(noticeDate);
  return (
    <FormDialog open title={LEGAL_NOTICE_TITLE} busy={form.isSubmitting} onSubmit={canModify ? form.submitForm : undefined} onClose={onClose}>
      <FormAlert message={alert} />
      <Text>Admitted <DateText value={info.admissionDateUtc} /></Text>
      <DateField label="Notice date" name="noticeDateUtc" value={form.values.noticeDateUtc} min={info.admissionDateUtc} max={today}
        onChange={(v) => form.setFieldValue('noticeDateUtc', v)} error={form.errors.noticeDateUtc} />
      <Stack gap="1" data-testid="penalty-interest">
        <Text>Base interest rate: {percent(info.baseInterestRate)}</Text>
        <Text>
          Maximum penalty interest applies from {penaltyStart ? <DateText value={penaltyStart} /> : `the notice date plus ${PENALTY_INTEREST_DAYS_AFTER_NOTICE} days`}
          {penaltyStart ? `: ${percent(rateOn(info.maximumPenaltyInterestRates, penaltyStart))}` : ''}
        </Text>
      </Stack>
    </FormDialog>
  );
}

export function MtcfHistoryDialog({ residentId, onClose }: { residentId: number; onClose: () => void }) {
  const [rows, setRows] = useState<MtcfHistoryEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchMtcfHistory(residentId)
      .then((r) => { if (live) setRows(r); })
      .catch(() => { if (live) { notify.error(loadingError('means-tested care fee history')); onClose(); } });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [residentId]);
  if (!rows) return <Loading title={MTCF_HISTORY_TITLE} onClose={onClose} />;
  return (
    <FormDialog open title={MTCF_HISTORY_TITLE} onClose={onClose}>
      {rows.length === 0 ? <Text>No means-tested care fee has been recorded.</Text> : (
        <Table.Root size="sm" aria-label={MTCF_HISTORY_TITLE}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>AMOUNT</Table.ColumnHeader>
              <Table.ColumnHeader>EFFECTIVE DATE</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id} bg={r.isLatest ? 'brand.subtle' : undefined} fontWeight={r.isLatest ? 'semibold' : undefined} data-latest={r.isLatest || undefined}>
                <Table.Cell><MoneyText value={r.value} /></Table.Cell>
                <Table.Cell><DateText value={r.effectiveFromDate} /></Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </FormDialog>
  );
}
