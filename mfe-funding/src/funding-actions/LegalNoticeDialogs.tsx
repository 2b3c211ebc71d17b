/**
 * Legal notice received (GET funding/{id}/legal-notice-date-information, POST residents/{id}/save-notice-date) with the
 * penalty-interest information, and the means-tested care fee history (GET residents/{id}/finance/mtcf-history).
 * The legal notice dialog is also exposed on its own as './LegalNoticeDialog' (LegalNoticeDialogExposed.tsx): the fees
 * tab in mfe-residents opens it.
 */
import { useEffect, useState } from 'react';
import { SAVE_CHANGES_ERROR, formatPercent, melbourneToday, withNamedOfflineHint } from 'shared-domain';
import type { LegalNoticeDialogProps } from 'shared-domain/contracts/federated-props';
import {
  FUNDING_MESSAGES,
  LEGAL_NOTICE_TITLE,
  PENALTY_INTEREST_DAYS_AFTER_NOTICE,
  penaltyInterestStartDate,
  noticeDateMinimum,
  rateOn,
  validateNoticeDate,
} from 'shared-domain/resident-funding';
import { Button, ConfirmDialog, DateText, FormDialog, HStack, MoneyText, Spinner, Stack, Table, Text } from 'shared-ui';
import { DateField, FormikDialog, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { useClearNoticeDate, useLegalNotice, useMtcfHistory, useSaveNoticeDate } from './funding.resource';

export const MTCF_HISTORY_TITLE = 'Means-tested care fee history';

function Loading({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <FormDialog open title={title} onClose={onClose}>
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text>Loading…</Text>
      </HStack>
    </FormDialog>
  );
}

const percent = (rate: string | null) => (rate === null ? 'Not recorded' : formatPercent(rate));

export function LegalNoticeDialog({ residentId, canModify, onClose, onSaved }: LegalNoticeDialogProps) {
  const legalNotice = useLegalNotice(residentId);
  const info = legalNotice.data ?? null;
  const saveNoticeDate = useSaveNoticeDate(residentId);
  const save = useSubmit<{ noticeDateUtc: string }>({
    action: (v) => saveNoticeDate.mutateAsync({ noticeDateUtc: v.noticeDateUtc, version: info?.version }),
    success: FUNDING_MESSAGES.noticeDateSaved,
    failure: withNamedOfflineHint(SAVE_CHANGES_ERROR),
    alwaysToastFailure: true,
    onSuccess: onSaved,
  });
  // A notice date recorded by mistake is cleared, after a confirmation (beyond the seed).
  const clearNoticeDate = useClearNoticeDate(residentId);
  const [confirmClear, setConfirmClear] = useState(false);
  const clear = useSubmit<void>({
    action: () => clearNoticeDate.mutateAsync({ version: info?.version ?? 0 }),
    success: FUNDING_MESSAGES.noticeDateCleared,
    failure: withNamedOfflineHint(SAVE_CHANGES_ERROR),
    alwaysToastFailure: true,
    onSuccess: onSaved,
  });
  // A failed load is toasted by the query; the dialog has nothing to show then.
  useEffect(() => {
    if (legalNotice.isError) onClose();
  }, [legalNotice.isError, onClose]);

  const today = melbourneToday();
  const form = useFormik({
    initialValues: { noticeDateUtc: '' },
    validateOnChange: false,
    validate: validateWith((v: { noticeDateUtc: string }) =>
      validateNoticeDate(v, { today, admissionDate: info?.admissionDateUtc }),
    ),
    onSubmit: save.submit,
  });
  useEffect(() => {
    if (info) void form.setFieldValue('noticeDateUtc', info.noticeDateUtc ?? '', false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info]);

  if (!info) return <Loading title={LEGAL_NOTICE_TITLE} onClose={onClose} />;
  const noticeDate = form.values.noticeDateUtc || null;
  const penaltyStart = penaltyInterestStartDate(noticeDate);
  return (
    <FormikDialog open title={LEGAL_NOTICE_TITLE} form={form} readOnly={!canModify} onClose={onClose}>
      <Text>
        Admitted <DateText value={info.admissionDateUtc} />
      </Text>
      <DateField
        label="Notice date"
        name="noticeDateUtc"
        min={info.admissionDateUtc ? noticeDateMinimum(info.admissionDateUtc, today) : undefined}
        max={today}
      />
      <Stack gap="1" data-testid="penalty-interest">
        <Text>Base interest rate: {percent(info.baseInterestRate)}</Text>
        <Text>
          Maximum penalty interest applies from{' '}
          {penaltyStart ? <DateText value={penaltyStart} /> : `the notice date plus ${PENALTY_INTEREST_DAYS_AFTER_NOTICE} days`}
          {penaltyStart ? `: ${percent(rateOn(info.maximumPenaltyInterestRates, penaltyStart))}` : ''}
        </Text>
      </Stack>
      {canModify && info.noticeDateUtc && info.version !== null ? (
        <>
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setConfirmClear(true)}>
            {CLEAR_NOTICE_DATE.button}
          </Button>
          <ConfirmDialog
            open={confirmClear}
            title={CLEAR_NOTICE_DATE.title}
            message={CLEAR_NOTICE_DATE.message}
            confirmLabel={CLEAR_NOTICE_DATE.button}
            destructive
            busy={clearNoticeDate.isPending}
            onConfirm={() => {
              setConfirmClear(false);
              void clear.submit();
            }}
            onCancel={() => setConfirmClear(false)}
          />
        </>
      ) : null}
    </FormikDialog>
  );
}

/** Clearing a notice date recorded by mistake (beyond the seed). */
export const CLEAR_NOTICE_DATE = {
  button: 'Clear notice date',
  title: 'Clear notice date?',
  message: 'The notice date will be removed, and the maximum penalty interest will no longer apply from it.',
} as const;

export function MtcfHistoryDialog({ residentId, onClose }: { residentId: number; onClose: () => void }) {
  const history = useMtcfHistory(residentId);
  const rows = history.data ?? null;
  useEffect(() => {
    if (history.isError) onClose();
  }, [history.isError, onClose]);
  if (!rows) return <Loading title={MTCF_HISTORY_TITLE} onClose={onClose} />;
  return (
    <FormDialog open title={MTCF_HISTORY_TITLE} onClose={onClose}>
      {rows.length === 0 ? (
        <Text>No means-tested care fee has been recorded.</Text>
      ) : (
        <Table.Root size="sm" aria-label={MTCF_HISTORY_TITLE}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>AMOUNT</Table.ColumnHeader>
              <Table.ColumnHeader>EFFECTIVE DATE</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row
                key={r.id}
                bg={r.isLatest ? 'brand.subtle' : undefined}
                fontWeight={r.isLatest ? 'semibold' : undefined}
                data-latest={r.isLatest || undefined}
              >
                <Table.Cell>
                  <MoneyText value={r.value} />
                </Table.Cell>
                <Table.Cell>
                  <DateText value={r.effectiveFromDate} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </FormDialog>
  );
}
