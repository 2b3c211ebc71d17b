/** /archivedLeads (leadsDetails canView): archived leads of the facility, newest first, with "Send to leads" (restore). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFacility, usePermission } from 'shared-auth';
import { DEFAULT_PAGE_SIZE, MEDICARE_TIME_ZONE, formatDate } from 'shared-domain';
import type { LeadCard } from 'shared-domain/lead-types';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { Button, ConfirmDialog, HStack, Link, PageLayout, Spinner, Table, Text, notify } from 'shared-ui';
import * as api from '../api';
import { isCanceled, serverMessages } from '../common/errors';

export const ARCHIVED_TEXT = {
  title: 'Archived leads',
  restore: 'Send to leads',
  restoreConfirm: 'Do you want to send this lead back to the leads?',
  empty: 'There are no archived leads.',
  more: 'Show more',
} as const;

export default function ArchivedLeads() {
  const { currentFacility } = useFacility();
  const details = usePermission('leadsDetails');
  const [rows, setRows] = useState<LeadCard[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [restoring, setRestoring] = useState<LeadCard | null>(null);
  const [busy, setBusy] = useState(false);
  const cutoff = useRef<string | undefined>(undefined);
  const facilityId = currentFacility?.id;

  const load = useCallback(async (skip: number, signal?: AbortSignal) => {
    setLoading(true);
    try {
      const page = await api.fetchArchivedLeads({ skip, take: DEFAULT_PAGE_SIZE, ...(skip && cutoff.current ? { notIncludingItemsAfter: cutoff.current } : {}) }, signal);
      if (signal?.aborted) return;
      if (!skip) cutoff.current = page.notIncludingItemsAfter;
      setRows((cur) => (skip ? [...cur, ...page.result.filter((r) => !cur.some((c) => c.residencyId === r.residencyId))] : page.result));
      setTotal(page.totalCount);
    } catch (err) {
      if (!signal?.aborted && !isCanceled(err)) notify.error(LEAD_MESSAGES.loadLeadsError);
    } finally {
      if (!signal?.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!facilityId) return undefined;
    const ctrl = new AbortController();
    void load(0, ctrl.signal);
    return () => ctrl.abort();
  }, [facilityId, load]);

  async function restore(row: LeadCard) {
    setBusy(true);
    try {
      await api.sendToLeads(row.residentId, row.version);
      notify.success(LEAD_MESSAGES.savedSuccessfully);
      setRows((cur) => cur.filter((r) => r.residencyId !== row.residencyId));
      setTotal((t) => (t === null ? t : Math.max(0, t - 1)));
      setRestoring(null);
    } catch (err) {
      const messages = serverMessages(err);
      notify.error(messages.length ? messages.join(' ') : LEAD_MESSAGES.unexpectedSaving);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageLayout title={ARCHIVED_TEXT.title}>
      {total === 0 ? <Text color="fg.muted">{ARCHIVED_TEXT.empty}</Text> : null}
      {rows.length ? (
        <Table.Root size="sm" aria-label={ARCHIVED_TEXT.title}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Care type</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Created</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.residencyId} data-testid="archived-lead">
                <Table.Cell><Link asChild color="brand.fg"><RouterLink to={`/viewLead/${r.residentId}`}>{r.firstName} {r.lastName}</RouterLink></Link></Table.Cell>
                <Table.Cell>{r.careType}</Table.Cell>
                <Table.Cell>Archived lead</Table.Cell>
                <Table.Cell>{formatDate(r.createdOnUtc, MEDICARE_TIME_ZONE)}</Table.Cell>
                <Table.Cell>
                  {details.canModify ? (
                    <Button size="xs" variant="outline" aria-label={`${ARCHIVED_TEXT.restore}: ${r.firstName} ${r.lastName}`} onClick={() => setRestoring(r)}>
                      {ARCHIVED_TEXT.restore}
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      {loading ? <HStack role="status" mt="3"><Spinner size="sm" /><Text>Loading archived leads...</Text></HStack> : null}
      {!loading && total !== null && rows.length < total ? (
        <Button size="sm" variant="outline" mt="3" onClick={() => void load(rows.length)}>{ARCHIVED_TEXT.more}</Button>
      ) : null}
      <ConfirmDialog open={!!restoring} title={ARCHIVED_TEXT.restore} message={ARCHIVED_TEXT.restoreConfirm} confirmLabel={ARCHIVED_TEXT.restore}
        busy={busy} onConfirm={() => { if (restoring) void restore(restoring); }} onCancel={() => setRestoring(null)} />
    </PageLayout>
  );
}
