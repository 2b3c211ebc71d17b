/**
 * Submit ACFI (POST residents/{id}/acfi with the file's XML) and assign existing ACFI (POST .../assign-existing-acfi).
 * Seed 000 §8: a refused submission opens 'ACFI not sent' with the acfiXml message or the mismatch list; without
 * details a toast 'The ACFI file could not be sent...'.
 */
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
import { MessageDialog, Text } from 'shared-ui';
import { DateField, FileField, FormikDialog, SelectField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { ACFI_LEVEL_LABELS, labelledOptions } from 'shared-domain/labels';
import { useAssignExistingAcfi, useSubmitAcfi } from './funding.resource';

/** Reads a chosen file as text (File.text where available, else FileReader). */
export function readFileText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

export const SUBMIT_ACFI_TITLE = 'Submit ACFI';
export const ASSIGN_ACFI_TITLE = 'Assign existing ACFI';

export function SubmitAcfiDialog({
  residentId,
  onClose,
  onSaved,
}: {
  residentId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [notSent, setNotSent] = useState<{ title: string; intro?: string; messages: string[] } | null>(null);
  const submitAcfi = useSubmitAcfi(residentId);
  const send = useSubmit<{ acfiFile: File | null }>({
    action: async (v) => submitAcfi.mutateAsync(await readFileText(v.acfiFile!)),
    success: FUNDING_MESSAGES.acfiSent,
    failure: FUNDING_MESSAGES.acfiFileNotSent,
    // A refusal with details opens 'ACFI not sent' (the acfiXml message or the mismatch list); without, the toast.
    onFailure: (f) => {
      const content = f.status === 400 ? acfiNotSentContent(f.modelState) : null;
      if (content) setNotSent(content);
      return !!content;
    },
    onSuccess: onSaved,
  });
  const form = useFormik<{ acfiFile: File | null }>({
    initialValues: { acfiFile: null },
    validate: (v) => (v.acfiFile ? {} : { acfiFile: FUNDING_FIELD_MESSAGES.acfiXmlRequired }),
    onSubmit: send.submit,
  });

  return (
    <>
      <FormikDialog open title={SUBMIT_ACFI_TITLE} submitLabel="Send to Medicare" form={form} onClose={onClose}>
        <FileField
          name="acfiFile"
          label="ACFI file"
          accept=".xml,text/xml,application/xml"
          helpText="The appraisal is checked against the resident's record before it is sent."
        />
      </FormikDialog>
      <MessageDialog
        open={!!notSent}
        title={notSent?.title ?? FUNDING_MESSAGES.acfiNotSentTitle}
        intro={notSent?.intro}
        messages={notSent?.messages ?? []}
        onClose={() => setNotSent(null)}
      />
    </>
  );
}

const LEVEL_OPTIONS = labelledOptions(ACFI_RATING_LEVELS, ACFI_LEVEL_LABELS);

interface AssignAcfiValues {
  submissionDateUtc: string;
  adl: string;
  beh: string;
  chc: string;
}

export function AssignAcfiDialog({
  residentId,
  onClose,
  onSaved,
}: {
  residentId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const assignExistingAcfi = useAssignExistingAcfi(residentId);
  const save = useSubmit<AssignAcfiValues>({
    action: (v) => assignExistingAcfi.mutateAsync(v),
    success: FUNDING_MESSAGES.acfiSaved,
    failure: FUNDING_MESSAGES.saveAcfiError,
    alwaysToastFailure: true,
    onSuccess: onSaved,
  });
  const form = useFormik<AssignAcfiValues>({
    initialValues: { submissionDateUtc: '', adl: '', beh: '', chc: '' },
    validateOnChange: false,
    validate: validateWith((v: AssignAcfiValues) => validateAssignExistingAcfi(v, melbourneToday())),
    onSubmit: save.submit,
  });
  return (
    <FormikDialog open title={ASSIGN_ACFI_TITLE} form={form} onClose={onClose}>
      <Text color="fg.muted">Record an ACFI appraisal that already exists for this resident.</Text>
      <DateField label="Submission date" name="submissionDateUtc" max={melbourneToday()} />
      {ACFI_DOMAINS.map((d) => (
        <SelectField key={d} label={d} name={d.toLowerCase()} placeholder="Select" options={LEVEL_OPTIONS} />
      ))}
    </FormikDialog>
  );
}
