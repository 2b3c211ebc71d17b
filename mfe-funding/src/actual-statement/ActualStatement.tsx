/**
 * The actual statement of a facility's month (system users only; customer care's page
 * /customerCare/downloadUploadActualStatement in mfe-admin mounts it as './ActualStatement', with the organisation's
 * facilities): choose an aged-care facility and a statement month; download the month's expected statement, or upload
 * the actual statement file received for it (stored for the funding area). Facility and month are required; a month
 * whose statement has not been fetched yet is refused with the seed's message. Leaving with a chosen file not uploaded
 * asks for confirmation. Renders nothing for anyone but a system user (the page says why; the API refuses them too).
 */
import { useState } from 'react';
import { isApiError, useSession } from 'shared-auth';
import type { ActualStatementFacility, ActualStatementProps } from 'shared-domain/contracts/federated-props';
import { CUSTOMER_CARE_MESSAGES as M } from 'shared-domain/customer-care';
import { monthYearLabel } from 'shared-domain/funding/month-year';
import { formatDateTime } from 'shared-domain/dates';
import { Button, HStack, Stack, Text, UnsavedChangesPrompt, notify } from 'shared-ui';
import { FileField, Form, Formik, SelectField, useFormikContext, type FormikHelpers } from 'shared-ui/form';
import { downloadStatement, useStatementMonths, useUploadActualStatement } from './actual-statement.resource';

export const STATEMENT_TEXT = {
  facility: 'Facility',
  month: 'Month',
  file: 'Actual statement file',
  fileHelp: 'XML, PDF, CSV, text or Excel, at most 20 MB.',
  download: 'Download statement',
  upload: 'Upload',
  notFetched: 'not fetched yet',
  uploaded: (name: string, at: string) => `Actual statement uploaded: ${name} (${at}).`,
} as const;

export const STATEMENT_ACCEPT = '.xml,.pdf,.csv,.txt,.xlsx,.xls';

export interface StatementValues {
  facilityId: number | null;
  statementId: number | null;
  file: File | null;
}

/** Facility and month are required for both actions; the upload also needs a file. */
export function validateStatement(values: StatementValues, action: 'download' | 'upload') {
  const errors: Partial<Record<keyof StatementValues, string>> = {};
  if (values.facilityId === null) errors.facilityId = M.facilityRequired;
  if (values.statementId === null) errors.statementId = M.monthRequired;
  if (action === 'upload' && !values.file) errors.file = M.fileRequired;
  return errors;
}

/** The field of a 400's model state, if any. */
function modelStateField(error: unknown, field: string): boolean {
  if (!isApiError(error) || error.response?.status !== 400) return false;
  const body = error.response.data as { modelState?: Record<string, unknown> } | undefined;
  return !!body?.modelState?.[field];
}

export default function ActualStatement({ facilities }: ActualStatementProps) {
  const { isSystemUser } = useSession();
  if (!isSystemUser) return null;
  return <ActualStatementForm facilities={facilities} />;
}

function ActualStatementForm({ facilities }: ActualStatementProps) {
  const upload = useUploadActualStatement();
  const [formKey, setFormKey] = useState(0);

  async function submit(values: StatementValues, helpers: FormikHelpers<StatementValues>) {
    try {
      await upload.mutateAsync({ facilityId: values.facilityId!, statementId: values.statementId!, file: values.file! });
      notify.success(M.uploadSucceeded);
      helpers.resetForm({ values: { ...values, file: null } });
      // A new file input: the browser's chosen file is cleared with the form's.
      setFormKey((k) => k + 1);
    } catch (err) {
      notify.error(modelStateField(err, 'expectedStatementId') ? M.statementNotFetched : M.uploadFailed);
    }
  }

  return (
    <Formik<StatementValues>
      key={formKey}
      initialValues={{ facilityId: null, statementId: null, file: null }}
      validate={(v) => validateStatement(v, 'upload')}
      onSubmit={submit}
    >
      <StatementForm facilities={facilities} uploading={upload.isPending} />
    </Formik>
  );
}

function StatementForm({ facilities, uploading }: { facilities: readonly ActualStatementFacility[]; uploading: boolean }) {
  const { values, setFieldValue, setTouched, setErrors, dirty, isSubmitting } = useFormikContext<StatementValues>();
  const months = useStatementMonths(values.facilityId);
  const [downloading, setDownloading] = useState(false);
  const facilityOptions = facilities.filter((f) => f.facilityType === 'AgeCare').map((f) => ({ value: f.id, label: f.name }));
  const monthOptions = (months.data ?? []).map((m) => ({
    value: m.statementId,
    label: m.isFetched ? monthYearLabel(m.monthYear) : `${monthYearLabel(m.monthYear)} (${STATEMENT_TEXT.notFetched})`,
  }));
  const chosen = months.data?.find((m) => m.statementId === values.statementId);

  async function download() {
    const errors = validateStatement(values, 'download');
    if (Object.keys(errors).length) {
      await setTouched({ facilityId: true, statementId: true }, false);
      setErrors(errors);
      return;
    }
    setDownloading(true);
    try {
      await downloadStatement(values.statementId!);
    } catch (err) {
      notify.error(modelStateField(err, 'statementId') ? M.statementNotFetched : M.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Form noValidate>
      <Stack gap="4" maxW="md">
        <SelectField
          name="facilityId"
          label={STATEMENT_TEXT.facility}
          required
          numeric
          options={facilityOptions}
          onValueChange={() => void setFieldValue('statementId', null)}
        />
        <SelectField
          name="statementId"
          label={STATEMENT_TEXT.month}
          required
          numeric
          disabled={values.facilityId === null}
          options={monthOptions}
        />
        {chosen?.actualFileName && chosen.actualUploadedOnUtc ? (
          <Text fontSize="sm" color="fg.muted">
            {STATEMENT_TEXT.uploaded(chosen.actualFileName, formatDateTime(chosen.actualUploadedOnUtc))}
          </Text>
        ) : null}
        <FileField name="file" label={STATEMENT_TEXT.file} helpText={STATEMENT_TEXT.fileHelp} accept={STATEMENT_ACCEPT} />
        <HStack gap="3" flexWrap="wrap">
          <Button
            type="button"
            variant="outline"
            loading={downloading}
            minH={{ base: '11', lg: '10' }}
            onClick={() => void download()}
          >
            {STATEMENT_TEXT.download}
          </Button>
          <Button type="submit" colorPalette="brand" loading={uploading} minH={{ base: '11', lg: '10' }}>
            {STATEMENT_TEXT.upload}
          </Button>
        </HStack>
      </Stack>
      <UnsavedChangesPrompt when={dirty && !!values.file && !isSubmitting} />
    </Form>
  );
}
