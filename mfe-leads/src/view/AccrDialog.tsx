/**
 * View ACCR (seed 001 §2 dialog, §7 "ACCR", §8): the client record from the ACCR adapter (a local simulator), and
 * "Update lead from ACCR" (PUT residents/UpdateFromAccr/{id}). A record the service cannot give (400 with the reason)
 * shows the 'Unable to get ACCR from Medicare' dialog; any other failure 'Unable to open ACCR...'.
 */
import { useEffect, useState } from 'react';
import { httpStatus, isCanceled, usePermission } from 'shared-auth';
import { formatDate, formatDateTime, modelStateMessages } from 'shared-domain';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { SEX_LABELS, labelOf } from 'shared-domain/labels';
import { Badge, Box, FormDialog, HStack, MessageDialog, SimpleGrid, Spinner, Stack, Text, notify } from 'shared-ui';
import { submitForm } from 'shared-ui/form';
import { serverMessages } from '../common/errors';
import { useAccr, useUpdateFromAccr } from '../lead/lead.resource';

export const ACCR_TEXT = {
  title: 'ACCR client record',
  update: 'Update lead from ACCR',
  approvals: 'Approvals',
} as const;

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{value || '-'}</Text>
    </Box>
  );
}

/** Updating the lead from ACCR reloads the lead (the mutation invalidates the person's queries). */
export function AccrDialog({
  open,
  residentId,
  version,
  onClose,
}: {
  open: boolean;
  residentId: number;
  version: number;
  onClose: () => void;
}) {
  const details = usePermission('leadsDetails');
  const accr = useAccr(residentId, open);
  const record = accr.isFetching ? null : (accr.data ?? null);
  const updateFromAccr = useUpdateFromAccr();
  const [unavailable, setUnavailable] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  // The service could not give the record (400): the reasons; anything else: the seed's message, and nothing to show.
  // (Not the failure of the last time the dialog was open: that one is being asked again.)
  const error = accr.isFetching ? null : accr.error;
  useEffect(() => {
    if (!error || isCanceled(error)) return;
    if (httpStatus(error) === 400) setUnavailable(serverMessages(error));
    else {
      notify.error(LEAD_MESSAGES.accrOpenError);
      onClose();
    }
  }, [error]); // eslint-disable-line react-hooks/exhaustive-deps

  async function update() {
    setBusy(true);
    await submitForm(
      {
        action: () => updateFromAccr.mutateAsync({ residentId, version }),
        success: LEAD_MESSAGES.savedSuccessfully,
        failure: LEAD_MESSAGES.unexpectedSaving,
        // The service could not give the record: the seed's 'Unable to get ACCR from Medicare' dialog with its reasons.
        onFailure: (f) => {
          const reasons = f.modelState ? modelStateMessages(f.modelState) : [];
          if (reasons.length) setUnavailable(reasons);
          return reasons.length > 0;
        },
        onSuccess: onClose,
      },
      undefined,
    );
    setBusy(false);
  }

  if (unavailable) {
    return <MessageDialog open={open} title={LEAD_MESSAGES.accrUnavailable} messages={unavailable} onClose={onClose} />;
  }
  return (
    <FormDialog
      open={open}
      title={ACCR_TEXT.title}
      busy={busy}
      onClose={onClose}
      submitLabel={ACCR_TEXT.update}
      onSubmit={record && details.canModify ? () => void update() : undefined}
    >
      {!record ? (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>Loading ACCR...</Text>
        </HStack>
      ) : (
        <Stack gap="3">
          <SimpleGrid columns={2} gap="2">
            <Item label="Care recipient ID" value={record.careRecipientId} />
            <Item label="Name" value={`${record.firstName} ${record.lastName}`} />
            <Item label="Date of birth" value={formatDate(record.dateOfBirth)} />
            <Item label="Sex" value={labelOf(SEX_LABELS, record.sex)} />
            <Item label="Medicare number" value={record.medicareNumber} />
            <Item label="AN-ACC class" value={record.anaccClassText} />
            <Item label="Assessment date" value={formatDate(record.assessmentDate)} />
            <Item label="Source" value={record.source} />
          </SimpleGrid>
          <Box>
            <Text fontWeight="semibold" mb="1">
              {ACCR_TEXT.approvals}
            </Text>
            {record.approvals.map((a) => (
              <HStack key={`${a.careType}-${a.approvedFrom}`} gap="2" fontSize="sm">
                <Text>{a.careType}</Text>
                <Badge colorPalette={a.status === 'Approved' ? 'green' : 'gray'}>{a.status}</Badge>
                <Text color="fg.muted">
                  {formatDate(a.approvedFrom)}
                  {a.approvedTo ? ` - ${formatDate(a.approvedTo)}` : ''}
                </Text>
              </HStack>
            ))}
          </Box>
          <Text fontSize="xs" color="fg.muted">
            Retrieved {formatDateTime(record.retrievedOnUtc)}
          </Text>
        </Stack>
      )}
    </FormDialog>
  );
}
