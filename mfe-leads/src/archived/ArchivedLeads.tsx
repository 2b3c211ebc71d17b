/** /archivedLeads (leadsDetails canView): archived leads of the facility, newest first, with "Send to leads" (restore). */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePermission } from 'shared-auth';
import { MEDICARE_TIME_ZONE, formatDate } from 'shared-domain';
import type { LeadCard } from 'shared-domain/contracts/leads';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { Button, ConfirmDialog, HStack, Link, PageLayout, ResponsiveTable, Spinner, Text, notify } from 'shared-ui';
import { serverMessages } from '../common/errors';
import { careTypeText } from '../common/format';
import { useSendToLeads } from '../lead/lead.resource';
import { useArchivedLeads } from './archived.resource';

export const ARCHIVED_TEXT = {
  title: 'Archived leads',
  restore: 'Send to leads',
  restoreConfirm: 'Do you want to send this lead back to the leads?',
  empty: 'There are no archived leads.',
  more: 'Show more',
} as const;

export default function ArchivedLeads() {
  const details = usePermission('leadsDetails');
  const list = useArchivedLeads();
  const sendToLeads = useSendToLeads();
  const [restoring, setRestoring] = useState<LeadCard | null>(null);
  // A card can come twice when leads are archived while paging: show it once.
  const rows = (list.data?.pages.flatMap((p) => p.result) ?? []).filter(
    (r, i, all) => all.findIndex((c) => c.residencyId === r.residencyId) === i,
  );
  const total = list.data?.pages[0]?.totalCount ?? null;
  const loading = list.isFetching;

  async function restore(row: LeadCard) {
    try {
      // The list reloads without the restored lead (the mutation invalidates the lists of leads).
      await sendToLeads.mutateAsync({ residentId: row.residentId, version: row.version });
      notify.success(LEAD_MESSAGES.savedSuccessfully);
      setRestoring(null);
    } catch (err) {
      const messages = serverMessages(err);
      notify.error(messages.length ? messages.join(' ') : LEAD_MESSAGES.unexpectedSaving);
    }
  }

  return (
    <PageLayout title={ARCHIVED_TEXT.title}>
      {total === 0 ? <Text color="fg.muted">{ARCHIVED_TEXT.empty}</Text> : null}
      {rows.length ? (
        <ResponsiveTable
          aria-label={ARCHIVED_TEXT.title}
          rows={rows}
          rowKey={(r) => r.residencyId}
          rowProps={() => ({ 'data-testid': 'archived-lead' })}
          columns={[
            {
              key: 'name',
              header: 'Name',
              primary: true,
              cell: (r) => (
                <Link asChild color="brand.fg">
                  <RouterLink to={`/viewLead/${r.residentId}`}>
                    {r.firstName} {r.lastName}
                  </RouterLink>
                </Link>
              ),
            },
            { key: 'careType', header: 'Care type', cell: (r) => careTypeText(r) },
            { key: 'status', header: 'Status', cell: () => 'Archived lead' },
            { key: 'created', header: 'Created', cell: (r) => formatDate(r.createdOnUtc, MEDICARE_TIME_ZONE) },
            {
              key: 'actions',
              header: 'Actions',
              hideLabel: true,
              cell: (r) =>
                details.canModify ? (
                  <Button
                    size="xs"
                    minH={{ base: '11', lg: '8' }}
                    variant="outline"
                    aria-label={`${ARCHIVED_TEXT.restore}: ${r.firstName} ${r.lastName}`}
                    onClick={() => setRestoring(r)}
                  >
                    {ARCHIVED_TEXT.restore}
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
      {loading ? (
        <HStack role="status" mt="3">
          <Spinner size="sm" />
          <Text>Loading archived leads...</Text>
        </HStack>
      ) : null}
      {!loading && list.hasNextPage ? (
        <Button size="sm" variant="outline" mt="3" onClick={() => void list.fetchNextPage()}>
          {ARCHIVED_TEXT.more}
        </Button>
      ) : null}
      <ConfirmDialog
        open={!!restoring}
        title={ARCHIVED_TEXT.restore}
        message={ARCHIVED_TEXT.restoreConfirm}
        confirmLabel={ARCHIVED_TEXT.restore}
        busy={sendToLeads.isPending}
        onConfirm={() => {
          if (restoring) void restore(restoring);
        }}
        onCancel={() => setRestoring(null)}
      />
    </PageLayout>
  );
}
