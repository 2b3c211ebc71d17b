/**
 * /billing/reviewSundryCharge/{id} (billingSundryCharges canModify): the view screen with the header 'Review sundry
 * charge', showing the charge the edit screen passed in router state (`sundryCharge`); without one it goes back to the
 * list. Edit returns to the edit screen with the changes kept; Save saves the charge and returns to the list; Post
 * (billingPostCharges canAction) saves it when it has unsaved changes, posts it and returns to the list.
 */
import { Navigate, useLocation, useNavigate } from 'react-router';
import { usePermission } from 'shared-auth';
import { SUNDRY_MESSAGES } from 'shared-domain/billing/messages';
import type { SundryCharge } from 'shared-domain/contracts/billing';
import { ActionBar, LoadStatus, PageLayout } from 'shared-ui';
import { useSubmit } from 'shared-ui/form';
import { SUNDRY_LIST_PATH, editSundryPath } from '../paths';
import { SundryChargeSheet } from './SundryChargeSheet';
import { draftFromState, draftSheet, saveBody, type SundryDraft } from './sundryModel';
import { useGstRate, usePostSundryCharge, useSaveSundryCharge, useSundryAccounts } from './sundry.resource';

export const REVIEW_TEXT = {
  edit: 'Edit',
  save: 'Save',
  post: 'Post',
  saveTitle: 'Save sundry charge',
  postTitle: 'Post sundry charge',
  saved: 'Saved successfully.',
  loading: 'Loading the charge...',
} as const;

export default function ReviewSundryCharge() {
  const draft = draftFromState(useLocation().state);
  if (!draft) return <Navigate to={SUNDRY_LIST_PATH} replace />;
  return <Review draft={draft} />;
}

function Review({ draft }: { draft: SundryDraft }) {
  const navigate = useNavigate();
  const posting = usePermission('billingPostCharges');
  const gstRate = useGstRate();
  const accounts = useSundryAccounts();
  const save = useSaveSundryCharge();
  const post = usePostSundryCharge();
  const toList = () => void navigate(SUNDRY_LIST_PATH);
  const saver = useSubmit<SundryDraft, SundryCharge>({
    action: (d) => save.mutateAsync(saveBody(d)),
    success: REVIEW_TEXT.saved,
    failure: SUNDRY_MESSAGES.saveError,
    dialogTitle: REVIEW_TEXT.saveTitle,
    onSuccess: toList,
  });
  const poster = useSubmit<SundryDraft, SundryCharge>({
    action: (d) =>
      post.mutateAsync(
        d.id && !d.isDirty && d.version !== null ? { post: { id: d.id, version: d.version } } : { save: saveBody(d) },
      ),
    failure: SUNDRY_MESSAGES.postError,
    dialogTitle: REVIEW_TEXT.postTitle,
    onSuccess: toList,
  });
  const busy = saver.busy || poster.busy;
  return (
    <PageLayout
      title={SUNDRY_MESSAGES.reviewTitle}
      subtitle={draft.description}
      actions={
        <ActionBar
          primary={{ label: REVIEW_TEXT.save, loading: saver.busy, disabled: busy, onSelect: () => void saver.submit(draft) }}
          actions={[
            {
              label: REVIEW_TEXT.edit,
              inline: true,
              disabled: busy,
              onSelect: () => void navigate(editSundryPath(draft.id), { state: { sundryCharge: draft } }),
            },
            posting.canAction
              ? {
                  label: REVIEW_TEXT.post,
                  inline: true,
                  loading: poster.busy,
                  disabled: busy,
                  onSelect: () => void poster.submit(draft),
                }
              : null,
          ]}
        />
      }
    >
      {gstRate.data && accounts.data ? (
        <SundryChargeSheet sheet={draftSheet(draft, gstRate.data.rate, accounts.data)} />
      ) : (
        <LoadStatus
          state={gstRate.isError || accounts.isError ? { status: 'error' } : { status: 'loading' }}
          loadingText={REVIEW_TEXT.loading}
          errorMessage={gstRate.isError ? SUNDRY_MESSAGES.gstRateError : SUNDRY_MESSAGES.sundryAccountError}
          onRetry={() => void (gstRate.isError ? gstRate.refetch() : accounts.refetch())}
        />
      )}
      {saver.dialog}
      {poster.dialog}
    </PageLayout>
  );
}
