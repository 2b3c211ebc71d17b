/**
 * AN-ACC reassessment request (record: POST, update: PUT residents/{id}/anacc-reassessment-request; a Complete status is
 * reset to blank on load, and saving then records a new request) and expected AN-ACC (POST .../enter-expected-anacc;
 * nothing is saved when class and date are unchanged).
 */
import { useFormik } from 'formik';
import { useState } from 'react';
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
import { Field, FormDialog, Text, Textarea, notify } from 'shared-ui';
import { enterExpectedAnacc, saveReassessmentRequest, type ExpectedAnacc } from './api';
import { CheckboxField, DateField, FormAlert, SelectField, applyServerErrors, failureOf, toFormErrors } from './common';

export const REASSESSMENT_TITLE = 'AN-ACC reassessment request';
export const EXPECTED_ANACC_TITLE = 'Expected AN-ACC';

export function ReassessmentDialog({ residentId, admissionDate, latest, onClose, onSaved }: {
  residentId: number; admissionDate: string | null; latest: ReassessmentRequest | null; onClose: () => void; onSaved: () => void;
}) {
  const mode = reassessmentSaveMode(latest);
  const [alert, setAlert] = useState<string | null>(null);
  const today = melbourneToday();
  const form = useFormik({
    initialValues: {
      status: reassessmentStatusOnLoad(latest?.status) as ReassessmentRequestStatus | '',
      requestDate: mode === 'update' ? latest!.requestDate : today,
      anaccReassessmentRequestReason: mode === 'update' ? latest!.anaccReassessmentRequestReason : '',
    },
    validateOnChange: false,
    validate: (v) => toFormErrors(validateReassessmentRequest(v, { today, admissionDate })),
    onSubmit: async (v) => {
      setAlert(null);
      try {
        const body = { ...v, status: v.status as ReassessmentRequestStatus, ...(mode === 'update' ? { id: latest!.id, version: latest!.version } : {}) };
        await saveReassessmentRequest(residentId, body, mode);
        notify.success(FUNDING_MESSAGES.savedSuccessfully);
        onSaved();
      } catch (err) {
        if (failureOf(err).status === 400) setAlert(applyServerErrors(err, Object.keys(v), form.setErrors));
        notify.error(FUNDING_MESSAGES.saveReassessmentError);
      }
    },
  });
  return (
    <FormDialog open title={REASSESSMENT_TITLE} busy={form.isSubmitting} onSubmit={form.submitForm} onClose={onClose}>
      <FormAlert message={alert} />
      {latest && mode === 'create' ? (
        <Text color="fg.muted" data-testid="previous-request">
          The last request ({formatDate(latest.requestDate)}) is {latest.status}. Saving records a new request.
        </Text>
      ) : null}
      <SelectField label="Status" name="status" placeholder="Select" value={form.values.status}
        options={REASSESSMENT_REQUEST_STATUSES.map((s) => ({ value: s, label: s }))}
        onChange={(v) => form.setFieldValue('status', v)} error={form.errors.status} />
      <DateField label="Request date" name="requestDate" value={form.values.requestDate} min={admissionDate} max={today}
        onChange={(v) => form.setFieldValue('requestDate', v)} error={form.errors.requestDate} />
      <Field.Root invalid={!!form.errors.anaccReassessmentRequestReason}>
        <Field.Label>Reason</Field.Label>
        <Textarea name="anaccReassessmentRequestReason" maxLength={REASSESSMENT_REASON_MAX_LENGTH} value={form.values.anaccReassessmentRequestReason}
          onChange={(e) => form.setFieldValue('anaccReassessmentRequestReason', e.target.value)} />
        {form.errors.anaccReassessmentRequestReason ? <Field.ErrorText>{form.errors.anaccReassessmentRequestReason}</Field.ErrorText> : null}
      </Field.Root>
    </FormDialog>
  );
}

export function ExpectedAnaccDialog({ residentId, careType, admissionDate, current, onClose, onSaved }: {
  residentId: number; careType: string; admissionDate: string | null; current: ExpectedAnacc | null; onClose: () => void; onSaved: () => void;
}) {
  const [alert, setAlert] = useState<string | null>(null);
  const classes = anaccClassesFor(careType);
  const form = useFormik({
    initialValues: {
      classificationDate: current?.classificationDate ?? '',
      anaccClass: current ? String(current.anaccClass) : '',
      viaAnaccCalculator: current?.viaAnaccCalculator ?? false,
    },
    validateOnChange: false,
    validate: (v) => toFormErrors(validateExpectedAnacc({ ...v, anaccClass: v.anaccClass === '' ? undefined : Number(v.anaccClass) }, { careType, admissionDate })),
    onSubmit: async (v) => {
      const next = { classificationDate: v.classificationDate, anaccClass: Number(v.anaccClass), viaAnaccCalculator: v.viaAnaccCalculator };
      // Seed 000 §5: nothing is saved when class and date are unchanged.
      if (isExpectedAnaccUnchanged(current, next)) {
        onClose();
        return;
      }
      setAlert(null);
      try {
        await enterExpectedAnacc(residentId, next);
        notify.success(FUNDING_MESSAGES.expectedAnaccSaved);
        onSaved();
      } catch (err) {
        if (failureOf(err).status === 400) setAlert(applyServerErrors(err, Object.keys(v), form.setErrors));
        notify.error(FUNDING_MESSAGES.saveAnaccError);
      }
    },
  });
  return (
    <FormDialog open title={EXPECTED_ANACC_TITLE} busy={form.isSubmitting} onSubmit={form.submitForm} onClose={onClose}>
      <FormAlert message={alert} />
      <SelectField label="AN-ACC class" name="anaccClass" placeholder="Select" value={form.values.anaccClass}
        options={classes.map((c) => ({ value: String(c.anaccClass), label: `${c.anaccClassText} - ${c.description}` }))}
        onChange={(v) => form.setFieldValue('anaccClass', v)} error={form.errors.anaccClass} />
      <DateField label="Classification date" name="classificationDate" value={form.values.classificationDate} min={admissionDate}
        onChange={(v) => form.setFieldValue('classificationDate', v)} error={form.errors.classificationDate} />
      <CheckboxField label="Via AN-ACC calculator" name="viaAnaccCalculator" checked={form.values.viaAnaccCalculator}
        onChange={(v) => form.setFieldValue('viaAnaccCalculator', v)} />
    </FormDialog>
  );
}
