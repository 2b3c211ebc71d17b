/**
 * /billing/viewSundryCharge/{id} (billingSundryCharges canView): a charge read-only. A posted charge shows when it was
 * posted and, on each line, the account it was posted to; a draft offers Edit (canModify), Delete (canRemove, after
 * 'Delete Charge?') and Post (billingPostCharges canAction). Deleting and posting return to the list.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { httpStatus, usePermission } from 'shared-auth';
import { SUNDRY_MESSAGES } from 'shared-domain/billing/messages';
import type { SundryCharge } from 'shared-domain/contracts/billing';
import { ActionBar, ConfirmDialog, PageLayout, RecordPageState } from 'shared-ui';
import { useSubmit } from 'shared-ui/form';
import { SUNDRY_LIST_PATH, chargeIdOf, editSundryPath } from '../paths';
import { SundryChargeSheet } from './SundryChargeSheet';
import { chargeSheet } from './sundryModel';
import { useDeleteSundryCharge, usePostSundryCharge, useSundryCharge } from './sundry.resource';

export const VIEW_TEXT = {
  title: 'Sundry charge',
  record: 'sundry charge',
  edit: 'Edit',
  delete: 'Delete',
  post: 'Post',
  postTitle: 'Post sundry charge',
  cancel: 'Cancel',
} as const;

export default function ViewSundryCharge() {
  const id = chargeIdOf(useParams().sundryChargeId);
  const valid = Number.isInteger(id) && id > 0;
  const charge = useSundryCharge(valid ? id : 0, valid);
  const notFound = !valid || httpStatus(charge.error) === 404;
  if (notFound || !charge.data)
    return <RecordPageState title={VIEW_TEXT.title} record={VIEW_TEXT.record} query={charge} notFound={notFound} />;
  return <ChargeView key={`${charge.data.id}:${charge.data.version}`} charge={charge.data} />;
}

function ChargeView({ charge }: { charge: SundryCharge }) {
  const navigate = useNavigate();
  const sundry = usePermission('billingSundryCharges');
  const posting = usePermission('billingPostCharges');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteSundryCharge();
  const post = usePostSundryCharge();
  const toList = () => void navigate(SUNDRY_LIST_PATH);
  const deleter = useSubmit<SundryCharge, unknown>({
    action: (c) => remove.mutateAsync({ id: c.id, version: c.version }),
    failure: SUNDRY_MESSAGES.saveError,
    dialogTitle: SUNDRY_MESSAGES.deleteTitle,
    onSuccess: toList,
  });
  const poster = useSubmit<SundryCharge, SundryCharge>({
    action: (c) => post.mutateAsync({ post: { id: c.id, version: c.version } }),
    failure: SUNDRY_MESSAGES.postError,
    dialogTitle: VIEW_TEXT.postTitle,
    onSuccess: toList,
  });
  const draft = charge.draft;
  return (
    <PageLayout
      title={VIEW_TEXT.title}
      subtitle={charge.description}
      actions={
        draft ? (
          <ActionBar
            primary={
              posting.canAction
                ? { label: VIEW_TEXT.post, loading: poster.busy, onSelect: () => void poster.submit(charge) }
                : undefined
            }
            actions={[
              sundry.canModify ? { label: VIEW_TEXT.edit, to: editSundryPath(charge.id), inline: true } : null,
              sundry.canRemove
                ? { label: VIEW_TEXT.delete, destructive: true, inline: true, onSelect: () => setConfirmDelete(true) }
                : null,
            ]}
          />
        ) : undefined
      }
    >
      <SundryChargeSheet sheet={chargeSheet(charge)} />
      <ConfirmDialog
        open={confirmDelete}
        title={SUNDRY_MESSAGES.deleteTitle}
        message={SUNDRY_MESSAGES.deleteBody}
        confirmLabel={VIEW_TEXT.delete}
        cancelLabel={VIEW_TEXT.cancel}
        destructive
        busy={deleter.busy}
        onConfirm={() => {
          setConfirmDelete(false);
          void deleter.submit(charge);
        }}
        onCancel={() => setConfirmDelete(false)}
      />
      {deleter.dialog}
      {poster.dialog}
    </PageLayout>
  );
}
