/**
 * Submit ACFI (POST residents/{id}/acfi with the file's XML) and assign existing ACFI (POST .../assign-existing-acfi).
 * Seed 000 §8: a refused submission opens 'ACFI not sent' with the acfiXml message or the mismatch list; without
 * details a toast 'The ACFI file could not be sent...'.
 */
import { useFormik } from 'formik';
import { useState } from 'react';
import { melbourneToday } from 'shared-domain';
import {
  ACFI_DOMAINS,
  ACFI_RATING_LEVELS,
  FUNDING_FIELD_MESSAGES,
  FUNDING_MESSAGES,
  acfiNotSentContent,
  validateAssignExistingAcfi,
} from 'shared-domain/resident-funding';
import { Field, FormDialog, Input, MessageDialog, Text, notify } from 'shared-ui';
import { assignExistingAcfi, submitAcfi } from './api';
import { DateField, FormAlert, SelectField, applyServerErrors, failureOf, readFileText, toFormErrors } from './common';

export const SUBMIT_ACFI_TITLE = 'Submit ACFI';
export const ASSIGN_ACFI_TITLE = 'Assign existing ACFI';

export function SubmitAcfiDialog({ residentId, onClose, onSaved }: { residentId: number; onClose: () => void; onSaved: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notSent, setNotSent] = useState<{ title: string; intro?: string; messages: string[] } | null>(null);

  const submit = async () => {
    if (!file) {
      setError(FUNDING_FIELD_MESSAGES.acfiXmlRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const xml = await readFileText(file);
      await submitAcfi(residentId, xml);
      notify.success(FUNDING_MESSAGES.acfiSent);
      onSaved();
    } catch (err) {
      const { status, modelState } = failureOf(err);
      const content = status === 400 ? acfiNotSentContent(modelState) : null;
      if (content) setNotSent(content);
      else notify.error(FUNDING_MESSAGES.acfiFileNotSent);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormDialog open title={SUBMIT_ACFI_TITLE} submitLabel="Send to Medicare" busy={busy} onSubmit={submit} onClose={onClose}>
        <Field.Root invalid={!!error}>
          <Field.Label>ACFI file</Field.Label>
          <Input type="file" name="acfiFile" accept=".xml,text/xml,application/xml" p="1"
            onChange={(e) => { setFile(e.target.files?.[0] ?? null); setError(null); }} />
          <Field.HelperText>The appraisal is checked against the resident's record before it is sent.</Field.HelperText>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      </FormDialog>
      <MessageDialog open={!!notSent} title={notSent?.title ?? FUNDING_MESSAGES.acfiNotSentTitle} intro={notSent?.intro} messages={notSent?.messages ?? []} onClose={() => setNotSent(null)} />
    </>
  );
}

const LEVEL_OPTIONS = ACFI_RATING_LEVELS.map((l) => ({ value: l, label: l }));

export function AssignAcfiDialog({ residentId, onClose, onSaved }: { residentId: number; onClose: () => void; onSaved: () => void }) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { submissionDateUtc: '', adl: '', beh: '', chc: '' },
    validateOnChange: false,
    validate: (v) => toFormErrors(validateAssignExistingAcfi(v, melbourneToday())),
    onSubmit: async (v) => {
      setAlert(null);
      try {
        await assignExistingAcfi(residentId, v);
        notify.success(FUNDING_MESSAGES.acfiSaved);
        onSaved();
      } catch (err) {
        if (failureOf(err).status === 400) setAlert(applyServerErrors(err, Object.keys(v), form.setErrors));
        notify.error(FUNDING_MESSAGES.saveAcfiError);
      }
    },
  });
  return (
    <FormDialog open title={ASSIGN_ACFI_TITLE} busy={form.isSubmitting} onSubmit={form.submitForm} onClose={onClose}>
      <FormAlert message={alert} />
      <Text color="fg.muted">Record an ACFI appraisal that already exists for this resident.</Text>
      <DateField label="Submission date" name="submissionDateUtc" max={melbourneToday()} value={form.values.submissionDateUtc}
        onChange={(val) => form.setFieldValue('submissionDateUtc', val)} error={form.errors.submissionDateUtc} />
      {ACFI_DOMAINS.map((d) => {
        const key = d.toLowerCase() as 'adl' | 'beh' | 'chc';
        return (
          <SelectField key={d} label={d} name={key} placeholder="Select" options={LEVEL_OPTIONS} value={form.values[key]}
            onChange={(val) => form.setFieldValue(key, val)} error={form.errors[key]} />
        );
      })}
    </FormDialog>
  );
}
