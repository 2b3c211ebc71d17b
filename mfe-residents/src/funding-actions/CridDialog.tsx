/** Get CRID (care recipient ID) dialog: POST residents/{id}/fetch-crid; the ID found is stored on the resident. */
import { useFormik } from 'formik';
import { useState } from 'react';
import { CARE_ID_MAX_LENGTH, STATE_ABBREVIATIONS, melbourneToday } from 'shared-domain';
import type { ResidentDetail } from 'shared-domain/resident-types';
import { CRID_GENDERS, FUNDING_MESSAGES, validateFetchCrid } from 'shared-domain/resident-funding';
import { FormDialog, MessageDialog, notify } from 'shared-ui';
import { fetchCrid } from './api';
import { DateField, SelectField, TextField, failureOf, toFormErrors } from './common';

export const CRID_DIALOG_TITLE = 'Get CRID';

const GENDER_LABELS: Record<string, string> = { Male: 'Male', Female: 'Female', IntersexOrIndeterminate: 'Intersex or indeterminate', Unknown: 'Unknown' };

export function CridDialog({ resident, onClose, onSaved }: { resident: ResidentDetail; onClose: () => void; onSaved: (careRecipientId: string) => void }) {
  const [messages, setMessages] = useState<string[] | null>(null);
  const form = useFormik({
    initialValues: {
      dateOfBirth: resident.dateOfBirth ?? '',
      gender: resident.sex ?? '',
      state: resident.state ?? '',
      postCode: resident.postCode ?? '',
      careRecipientId: resident.careRecipientId ?? '',
    },
    validateOnChange: false,
    validate: (v) => toFormErrors(validateFetchCrid(v, melbourneToday())),
    onSubmit: async (v) => {
      try {
        const res = await fetchCrid(resident.id, { ...v, state: v.state || null, careRecipientId: v.careRecipientId.trim() || null });
        notify.success(`${FUNDING_MESSAGES.savedSuccessfully} Care recipient ID ${res.careRecipientId}.`);
        onSaved(res.careRecipientId);
      } catch (err) {
        const { status, summary } = failureOf(err);
        const list = Object.values(summary);
        if (status === 400 && list.length) setMessages(list);
        else notify.error(FUNDING_MESSAGES.residentialCareIdError);
      }
    },
  });
  const e = form.errors;
  return (
    <>
      <FormDialog open title={CRID_DIALOG_TITLE} submitLabel="Get CRID" busy={form.isSubmitting} onSubmit={form.submitForm} onClose={onClose}>
        <DateField label="Date of birth" name="dateOfBirth" value={form.values.dateOfBirth} max={melbourneToday()} onChange={(v) => form.setFieldValue('dateOfBirth', v)} error={e.dateOfBirth} />
        <SelectField label="Gender" name="gender" placeholder="Select" value={form.values.gender} onChange={(v) => form.setFieldValue('gender', v)} error={e.gender}
          options={CRID_GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))} />
        <SelectField label="State" name="state" placeholder="Select" value={form.values.state} onChange={(v) => form.setFieldValue('state', v)} error={e.state}
          options={STATE_ABBREVIATIONS.map((s) => ({ value: s, label: s }))} />
        <TextField label="Post code" name="postCode" maxLength={4} value={form.values.postCode} onChange={(v) => form.setFieldValue('postCode', v)} error={e.postCode} />
        <TextField label="Care recipient ID" name="careRecipientId" maxLength={CARE_ID_MAX_LENGTH} value={form.values.careRecipientId}
          onChange={(v) => form.setFieldValue('careRecipientId', v)} error={e.careRecipientId} helper="Leave blank to look it up from the details above." />
      </FormDialog>
      <MessageDialog open={!!messages} title={FUNDING_MESSAGES.residentialCareIdError} messages={messages ?? []} onClose={() => setMessages(null)} />
    </>
  );
}
