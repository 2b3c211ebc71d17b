/**
 * AN-ACC reassessment request (record: POST, update: PUT residents/{id}/anacc-reassessment-request; a Complete status is
 * reset to blank on load, and saving then records a new request) and expected AN-ACC (POST .../enter-expected-anacc;
 * nothing is saved when class and date are unchanged).
 */
import { formatDate, melbourneToday } from 'shared-domain';
import {
  FUNDING_MESSAGES,
  REASSESSMENT_REASON_MAX_LENGTH,
  REASSESSMENT_REQUEST_STATUSES,
  anaccClassesFor,
  isExpectedAnaccUnchanged,
  reassessmentSaveMode,
  reassessmentStatusOnLoad,
  validateExpectedAnacc,
  validateReassessmentRequest,
  type ReassessmentRequest,
  type ReassessmentRequestStatus,
} from 'shared-domain/resident-funding';
import { Text } from 'shared-ui';
import {
  CheckboxField,
  DateField,
  FormikDialog,
  SelectField,
  TextareaField,
  useFormik,
  useSubmit,
  validateWith,
} from 'shared-ui/form';
import { REASSESSMENT_STATUS_LABELS, labelledOptions } from 'shared-domain/labels';
import { useEnterExpectedAnacc, useSaveReassessmentRequest, type ExpectedAnacc } from './funding.resource';

interface ReassessmentValues {
  status: ReassessmentRequestStatus | '';
  requestDate: string;
  anaccReassessmentRequestReason: string;
}
interface ExpectedAnaccValues {
  classificationDate: string;
  anaccClass: string;
  viaAnaccCalculator: boolean;
}

const expectedAnaccOf = (v: ExpectedAnaccValues) => ({
  classificationDate: v.classificationDate,
  anaccClass: Number(v.anaccClass),
  viaAnaccCalculator: v.viaAnaccCalculator,
});

export const REASSESSMENT_TITLE = 'AN-ACC reassessment request';
export const EXPECTED_ANACC_TITLE = 'Expected AN-ACC';

export function ReassessmentDialog({
  residentId,
  admissionDate,
  latest,
  onClose,
  onSaved,
}: {
  residentId: number;
  admissionDate: string | null;
  latest: ReassessmentRequest | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const mode = reassessmentSaveMode(latest);
  const saveReassessmentRequest = useSaveReassessmentRequest(residentId);
  const today = melbourneToday();
  const save = useSubmit<ReassessmentValues>({
    action: (v) => {
      const body = { ...v, status: v.status as ReassessmentRequestStatus };
      return saveReassessmentRequest.mutateAsync(
        mode === 'update' ? { mode, body: { ...body, id: latest!.id, version: latest!.version } } : { mode, body },
      );
    },
    success: FUNDING_MESSAGES.savedSuccessfully,
    failure: FUNDING_MESSAGES.saveReassessmentError,
    alwaysToastFailure: true,
    onSuccess: onSaved,
  });
  const form = useFormik<ReassessmentValues>({
    initialValues: {
      status: reassessmentStatusOnLoad(latest?.status) as ReassessmentRequestStatus | '',
      requestDate: mode === 'update' ? latest!.requestDate : today,
      anaccReassessmentRequestReason: mode === 'update' ? latest!.anaccReassessmentRequestReason : '',
    },
    validateOnChange: false,
    validate: validateWith((v: ReassessmentValues) => validateReassessmentRequest(v, { today, admissionDate })),
    onSubmit: save.submit,
  });
  return (
    <FormikDialog open title={REASSESSMENT_TITLE} form={form} onClose={onClose}>
      {latest && mode === 'create' ? (
        <Text color="fg.muted" data-testid="previous-request">
          The last request ({formatDate(latest.requestDate)}) is {latest.status}. Saving records a new request.
        </Text>
      ) : null}
      <SelectField
        label="Status"
        name="status"
        placeholder="Select"
        options={labelledOptions(REASSESSMENT_REQUEST_STATUSES, REASSESSMENT_STATUS_LABELS)}
      />
      <DateField label="Request date" name="requestDate" min={admissionDate} max={today} />
      <TextareaField label="Reason" name="anaccReassessmentRequestReason" maxLength={REASSESSMENT_REASON_MAX_LENGTH} />
    </FormikDialog>
  );
}

export function ExpectedAnaccDialog({
  residentId,
  careType,
  admissionDate,
  current,
  onClose,
  onSaved,
}: {
  residentId: number;
  careType: string;
  admissionDate: string | null;
  current: ExpectedAnacc | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const enterExpectedAnacc = useEnterExpectedAnacc(residentId);
  const classes = anaccClassesFor(careType);
  const save = useSubmit<ExpectedAnaccValues>({
    action: (v) => enterExpectedAnacc.mutateAsync(expectedAnaccOf(v)),
    success: FUNDING_MESSAGES.expectedAnaccSaved,
    failure: FUNDING_MESSAGES.saveAnaccError,
    alwaysToastFailure: true,
    onSuccess: onSaved,
  });
  const form = useFormik<ExpectedAnaccValues>({
    initialValues: {
      classificationDate: current?.classificationDate ?? '',
      anaccClass: current ? String(current.anaccClass) : '',
      viaAnaccCalculator: current?.viaAnaccCalculator ?? false,
    },
    validateOnChange: false,
    validate: validateWith((v: ExpectedAnaccValues) =>
      validateExpectedAnacc(
        { ...v, anaccClass: v.anaccClass === '' ? undefined : Number(v.anaccClass) },
        { careType, admissionDate },
      ),
    ),
    onSubmit: (v, helpers) => {
      // Seed 000 §5: nothing is saved when class and date are unchanged.
      if (isExpectedAnaccUnchanged(current, expectedAnaccOf(v))) {
        onClose();
        return undefined;
      }
      return save.submit(v, helpers);
    },
  });
  return (
    <FormikDialog open title={EXPECTED_ANACC_TITLE} form={form} onClose={onClose}>
      <SelectField
        label="AN-ACC class"
        name="anaccClass"
        placeholder="Select"
        options={classes.map((c) => ({ value: String(c.anaccClass), label: `${c.anaccClassText} - ${c.description}` }))}
      />
      <DateField label="Classification date" name="classificationDate" min={admissionDate} />
      <CheckboxField label="Via AN-ACC calculator" name="viaAnaccCalculator" />
    </FormikDialog>
  );
}
