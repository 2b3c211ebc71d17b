/** /archivedLeads (leadsDetails canView): archived leads of the facility, newest first, with "Send to leads" (restore). */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePermission } from 'shared-auth';
import { MEDICARE_TIME_ZONE, formatDate } from 'shared-domain';
import type { LeadCard } from 'shared-domain/contracts/leads';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { Button, ConfirmDialog, Link, PageLayout, ResponsiveTable, notify } from 'shared-ui';
import { PagedList } from 'shared-ui/list';
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
  loading: 'Loading archived leads...',
} as const;

/** A card can come twice when leads are archived while paging: the list shows it once. */
const cardKey = (r: LeadCard) => r.residencyId;

export default function ArchivedLeads() {
  const details = usePermission('leadsDetails');
  const list = useArchivedLeads();
  const sendToLeads = useSendToLeads();
  const [restoring, setRestoring] = useState<LeadCard | null>(null);

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
      <PagedList
        query={list}
        loadingText={ARCHIVED_TEXT.loading}
        emptyText={ARCHIVED_TEXT.empty}
        errorMessage={LEAD_MESSAGES.loadLeadsError}
        moreLabel={ARCHIVED_TEXT.more}
        rowKey={cardKey}
      >
        {(rows) => (
          <ResponsiveTable
            aria-label={ARCHIVED_TEXT.title}
            rows={rows}
            rowKey={cardKey}
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
        )}
      </PagedList>
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
