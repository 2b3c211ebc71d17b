/**
 * The expected statement's balances tab: the residents' refundable balances at the month's end, in one of three modes
 * (balancesMode): Download the balances workbook, Upload it back once checked (anything but the workbook's template
 * is refused with the seed's dialog), and Finalise claim (offered once the statement has an expected total: the
 * finalise-claim workbook and the claim's finalising, fundingFinaliseClaim).
 */
import { useState } from 'react';
import { usePermission } from 'shared-auth';
import type { ExpectedStatement } from 'shared-domain/contracts/funding-statements';
import { lastDayOfMonthYear } from 'shared-domain/funding/claim-months';
import {
  BALANCES_MESSAGES,
  balancesWorkbookFileName,
  STATEMENT_MESSAGES,
  type BalancesMode,
} from 'shared-domain/funding/reconciliation';
import { formatDateTime } from 'shared-domain/dates';
import { Button, ConfirmDialog, HStack, MessageDialog, MoneyText, DateText, ResponsiveTable, Stack, Text } from 'shared-ui';
import { FileField, FormikProvider, useFormik, useSubmit } from 'shared-ui/form';
import { DownloadButton } from './StatementParts';
import { downloadFile } from 'shared-auth/downloads';
import { STATEMENT_PATHS, useFinaliseClaim, useUploadBalances } from './statements.resource';

export const BALANCES_TEXT = {
  modes: 'Balances mode',
  modeLabels: { Download: 'Download', Upload: 'Upload', FinaliseClaim: 'Finalise claim' } satisfies Record<BalancesMode, string>,
  downloadWorkbook: 'Download balances workbook',
  downloadFinaliseWorkbook: 'Download finalise claim balances workbook',
  file: 'Balances workbook',
  fileHelp: 'The balances workbook downloaded from this tab, with the balances checked.',
  upload: 'Upload',
  uploadTitle: 'Upload balances',
  fileRequired: 'Choose the balances workbook.',
  finaliseClaim: 'Finalise claim',
  finaliseQuestion: (month: string) => `Finalise the claim of ${month}? The expected total is sent to Services Australia.`,
  claimFinalised: 'The claim of this month is finalised.',
  uploaded: (at: string, by: string | null) => `Balances uploaded ${at}${by ? ` by ${by}` : ''}.`,
  careRecipient: 'Care recipient',
  careRecipientId: 'Care recipient ID',
  entryDate: 'Entry date',
  rad: 'RAD balance',
  rac: 'RAC balance',
  noRows: 'There are no balances for this month.',
} as const;

function UploadForm({ monthAndYear }: { monthAndYear: string }) {
  const upload = useUploadBalances(monthAndYear);
  const [refused, setRefused] = useState(false);
  const save = useSubmit<{ file: File | null }>({
    action: (v) => upload.mutateAsync(v.file as File),
    failure: STATEMENT_MESSAGES.displayFailed,
    // Anything the server refuses (not the workbook's template, rows it cannot read) is the seed's one dialog.
    onFailure: (f) => {
      if (f.status >= 400 && f.status < 500 && f.status !== 409) {
        setRefused(true);
        return true;
      }
      return false;
    },
    onSuccess: (_r, _v, helpers) => helpers?.resetForm(),
  });
  const form = useFormik<{ file: File | null }>({
    initialValues: { file: null },
    validate: (v) => (v.file ? {} : { file: BALANCES_TEXT.fileRequired }),
    onSubmit: save.submit,
  });
  return (
    <FormikProvider value={form}>
      <form
        noValidate
        aria-label={BALANCES_TEXT.uploadTitle}
        onSubmit={(e) => {
          e.preventDefault();
          void form.submitForm();
        }}
      >
        <Stack gap="3" maxW={{ base: 'full', md: 'md' }}>
          <FileField name="file" label={BALANCES_TEXT.file} helpText={BALANCES_TEXT.fileHelp} accept=".xlsx" required />
          <HStack>
            <Button type="submit" colorPalette="brand" size="sm" minH={{ base: '11', lg: '9' }} loading={form.isSubmitting}>
              {BALANCES_TEXT.upload}
            </Button>
          </HStack>
        </Stack>
      </form>
      {save.dialog}
      <MessageDialog
        open={refused}
        title={BALANCES_TEXT.uploadTitle}
        messages={[BALANCES_MESSAGES.uploadInvalid]}
        onClose={() => setRefused(false)}
      />
    </FormikProvider>
  );
}

function FinaliseClaim({ statement }: { statement: ExpectedStatement }) {
  const permission = usePermission('fundingFinaliseClaim');
  const finalise = useFinaliseClaim();
  const [asking, setAsking] = useState(false);
  const save = useSubmit<string>({
    // The claim of the expected statement on screen (its build time: a conflict when it was built again since).
    action: (month) => finalise.mutateAsync({ claimMonth: month, expectedBuiltOnUtc: statement.builtOnUtc ?? '' }),
    success: STATEMENT_MESSAGES.finalised,
    failure: STATEMENT_MESSAGES.displayFailed,
    modelState: 'dialog',
    dialogTitle: BALANCES_TEXT.finaliseClaim,
  });
  if (statement.isClaimFinalised) return <Text>{BALANCES_TEXT.claimFinalised}</Text>;
  if (!permission.canAction) return null;
  return (
    <>
      <HStack>
        <Button colorPalette="brand" size="sm" minH={{ base: '11', lg: '9' }} loading={save.busy} onClick={() => setAsking(true)}>
          {BALANCES_TEXT.finaliseClaim}
        </Button>
      </HStack>
      <ConfirmDialog
        open={asking}
        title={BALANCES_TEXT.finaliseClaim}
        message={BALANCES_TEXT.finaliseQuestion(statement.statementFullMonthAndYear)}
        confirmLabel={BALANCES_TEXT.finaliseClaim}
        busy={save.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void save.submit(statement.monthAndYear);
        }}
      />
      {save.dialog}
    </>
  );
}

export function BalancesTab({ statement }: { statement: ExpectedStatement }) {
  const { balances, monthAndYear } = statement;
  // The server's modes and the one the tab opens in (balancesModes and balancesMode of the statement's expected total
  // and whether its balances were uploaded); the user may switch between the modes offered.
  const { modes } = balances;
  const [chosen, setChosen] = useState<BalancesMode | null>(null);
  const mode = chosen && modes.includes(chosen) ? chosen : balances.mode;
  const T = BALANCES_TEXT;
  const facility = statement.summary.facilityName;
  const lastDay = lastDayOfMonthYear(monthAndYear) ?? '';
  return (
    <Stack gap="4">
      <HStack role="group" aria-label={T.modes} gap="2" wrap="wrap">
        {modes.map((m) => (
          <Button
            key={m}
            size="sm"
            minH={{ base: '11', lg: '9' }}
            variant={m === mode ? 'solid' : 'outline'}
            aria-pressed={m === mode}
            aria-label={`${T.modeLabels[m]} mode`}
            onClick={() => setChosen(m)}
          >
            {T.modeLabels[m]}
          </Button>
        ))}
      </HStack>
      {balances.isUploaded && balances.uploadedOnUtc ? (
        <Text fontSize="sm" color="fg.muted">
          {T.uploaded(formatDateTime(balances.uploadedOnUtc), balances.uploadedBy)}
        </Text>
      ) : null}
      {mode === 'Download' ? (
        <HStack>
          <DownloadButton
            label={T.downloadWorkbook}
            download={() =>
              downloadFile(
                STATEMENT_PATHS.expectedBalancesWorkbook,
                { monthAndYear },
                balancesWorkbookFileName(facility, lastDay, 'Expected'),
                true,
              )
            }
          />
        </HStack>
      ) : null}
      {mode === 'Upload' ? <UploadForm monthAndYear={monthAndYear} /> : null}
      {mode === 'FinaliseClaim' ? (
        <HStack gap="2" wrap="wrap">
          <DownloadButton
            label={T.downloadFinaliseWorkbook}
            download={() =>
              downloadFile(
                STATEMENT_PATHS.finaliseClaimBalancesWorkbook,
                { monthAndYear, selectedFacilityName: facility },
                balancesWorkbookFileName(facility, lastDay, 'FinaliseClaim'),
                true,
              )
            }
          />
          <FinaliseClaim statement={statement} />
        </HStack>
      ) : null}
      {balances.rows.length ? (
        <ResponsiveTable
          aria-label={T.file}
          narrow="scroll"
          rows={balances.rows}
          rowKey={(r) => r.careRecipientId}
          columns={[
            { key: 'name', header: T.careRecipient, primary: true, cell: (r) => `${r.lastName}, ${r.firstName}` },
            { key: 'id', header: T.careRecipientId, cell: (r) => r.careRecipientId },
            { key: 'entry', header: T.entryDate, cell: (r) => <DateText value={r.entryDate} /> },
            { key: 'rad', header: T.rad, textAlign: 'end', cell: (r) => <MoneyText value={r.radBalance} /> },
            { key: 'rac', header: T.rac, textAlign: 'end', cell: (r) => <MoneyText value={r.racBalance} /> },
          ]}
        />
      ) : (
        <Text color="fg.muted">{T.noRows}</Text>
      )}
    </Stack>
  );
}
