/**
 * View ACCR (seed 001 §2 dialog, §7 "ACCR", §8): the client record from the ACCR adapter (a local simulator), and
 * "Update lead from ACCR" (PUT residents/UpdateFromAccr/{id}). A record the service cannot give (400 with the reason)
 * shows the 'Unable to get ACCR from Medicare' dialog; any other failure 'Unable to open ACCR...'.
 */
import { useEffect, useState } from 'react';
import { usePermission } from 'shared-auth';
import { formatDate, formatDateTime } from 'shared-domain';
import type { AccrRecord } from 'shared-domain/lead-types';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { Badge, Box, FormDialog, HStack, MessageDialog, SimpleGrid, Spinner, Stack, Text, notify } from 'shared-ui';
import * as api from '../api';
import { httpStatus, isCanceled, serverMessages } from '../common/errors';

export const ACCR_TEXT = {
  title: 'ACCR client record',
  update: 'Update lead from ACCR',
  approvals: 'Approvals',
} as const;

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      <Text>{value || '-'}</Text>
    </Box>
  );
}

export function AccrDialog({ open, residentId, version, onClose, onUpdated }: { open: boolean; residentId: number; version: number; onClose: () => void; onUpdated: () => void }) {
  const details = usePermission('leadsDetails');
  const [record, setRecord] = useState<AccrRecord | null>(null);
  const [unavailable, setUnavailable] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    const ctrl = new AbortController();
    setRecord(null);
    setUnavailable(null);
    api.fetchAccr(residentId, ctrl.signal)
      .then((r) => { if (!ctrl.signal.aborted) setRecord(r); })
      .catch((err) => {
        if (ctrl.signal.aborted || isCanceled(err)) return;
        if (httpStatus(err) === 400) setUnavailable(serverMessages(err));
        else { notify.error(LEAD_MESSAGES.accrOpenError); onClose(); }
      });
    return () => ctrl.abort();
  }, [open, residentId]); // eslint-disable-line react-hooks/exhaustive-deps

  async function update() {
    setBusy(true);
    try {
      await api.updateFromAccr(residentId, version);
      notify.success(LEAD_MESSAGES.savedSuccessfully);
      onUpdated();
      onClose();
    } catch (err) {
      const messages = serverMessages(err);
      if (httpStatus(err) === 400 && messages.length) setUnavailable(messages);
      else notify.error(messages.length ? messages.join(' ') : LEAD_MESSAGES.unexpectedSaving);
    } finally {
      setBusy(false);
    }
  }

  if (unavailable) {
    return <MessageDialog open={open} title={LEAD_MESSAGES.accrUnavailable} messages={unavailable} onClose={onClose} />;
  }
  return (
    <FormDialog open={open} title={ACCR_TEXT.title} busy={busy} onClose={onClose}
      submitLabel={ACCR_TEXT.update} onSubmit={record && details.canModify ? () => void update() : undefined}>
      {!record ? <HStack role="status"><Spinner size="sm" /><Text>Loading ACCR...</Text></HStack> : (
        <Stack gap="3">
          <SimpleGrid columns={2} gap="2">
            <Item label="Care recipient ID" value={record.careRecipientId} />
            <Item label="Name" value={`${record.firstName} ${record.lastName}`} />
            <Item label="Date of birth" value={formatDate(record.dateOfBirth)} />
            <Item label="Sex" value={record.sex} />
            <Item label="Medicare number" value={record.medicareNumber} />
            <Item label="AN-ACC class" value={record.anaccClassText} />
            <Item label="Assessment date" value={formatDate(record.assessmentDate)} />
            <Item label="Source" value={record.source} />
          </SimpleGrid>
          <Box>
            <Text fontWeight="semibold" mb="1">{ACCR_TEXT.approvals}</Text>
            {record.approvals.map((a) => (
              <HStack key={`${a.careType}-${a.approvedFrom}`} gap="2" fontSize="sm">
                <Text>{a.careType}</Text>
                <Badge colorPalette={a.status === 'Approved' ? 'green' : 'gray'}>{a.status}</Badge>
                <Text color="fg.muted">{formatDate(a.approvedFrom)}{a.approvedTo ? ` - ${formatDate(a.approvedTo)}` : ''}</Text>
              </HStack>
            ))}
          </Box>
          <Text fontSize="xs" color="fg.muted">Retrieved {formatDateTime(record.retrievedOnUtc)}</Text>
        </Stack>
      )}
    </FormDialog>
  );
}
