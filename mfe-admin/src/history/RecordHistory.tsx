/**
 * The record history panel (beyond the seed): a collapsible "History" section under a record (resident, lead,
 * user, role, room or unit) listing who changed what and when, one line per field changed (an action that changed no
 * field, or was recorded before changes were, is one line without a field), newest first, 25 at a time with
 * "Show more". Not rendered at all without recordHistory canView (the API refuses those users too). Exposed to the other
 * remotes as './RecordHistory'.
 */
import { useId, useState } from 'react';
import { usePermission } from 'shared-auth';
import type { HistoryEntity, HistoryEntry } from 'shared-domain/contracts/history';
import { formatDateTime } from 'shared-domain/dates';
import type { RecordHistoryProps } from 'shared-domain/contracts/federated-props';
import { RECORD_HISTORY_TEXT as T, historyActionLabel, historyFieldLabel } from 'shared-domain/record-history';
import { Box, Button, HStack, Heading, ResponsiveTable, Text } from 'shared-ui';
import { PagedList } from 'shared-ui/list';
import { useRecordHistory } from './history.resource';

export type { HistoryEntity };

/** One line of the table: a field change of an entry, or the entry itself when it changed no field. */
export interface HistoryLine {
  key: string;
  entry: HistoryEntry;
  field: string;
  old: string;
  new: string;
}

/** The entries as table lines, newest first, each field change on its own line. */
export function historyLines(entries: readonly HistoryEntry[]): HistoryLine[] {
  return entries.flatMap((entry) =>
    entry.changes.length
      ? entry.changes.map((c, i) => ({
          key: `${entry.id}-${i}`,
          entry,
          field: historyFieldLabel(c.field),
          old: c.old ?? '',
          new: c.new ?? '',
        }))
      : [{ key: `${entry.id}`, entry, field: '', old: '', new: '' }],
  );
}

export default function RecordHistory({ entity, id }: RecordHistoryProps) {
  const permission = usePermission('recordHistory');
  if (!permission.canView) return null;
  return <HistoryPanel entity={entity} id={id} />;
}

/** An entry can come twice when changes are recorded while paging: the panel shows it once. */
const entryKey = (e: HistoryEntry) => e.id;

function HistoryPanel({ entity, id }: RecordHistoryProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const history = useRecordHistory(entity, id, open);
  return (
    <Box as="section" aria-labelledby={`${regionId}-title`} mt="6" borderTopWidth="1px" pt="4" minW="0">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md" id={`${regionId}-title`}>
          {T.title}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          minH={{ base: '11', lg: '8' }}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? T.hide : T.show}
        </Button>
      </HStack>
      {open ? (
        <Box id={regionId} mt="3">
          <PagedList
            query={history}
            loadingText={T.loading}
            emptyText={T.empty}
            errorMessage={T.loadFailed}
            moreLabel={T.more}
            rowKey={entryKey}
          >
            {(entries) => (
              <ResponsiveTable
                aria-label={T.title}
                size="sm"
                rows={historyLines(entries)}
                rowKey={(l) => l.key}
                rowProps={() => ({ 'data-testid': 'history-line' })}
                columns={[
                  {
                    key: 'when',
                    header: T.columns.when,
                    primary: true,
                    cell: (l) => <time dateTime={l.entry.at}>{formatDateTime(l.entry.at)}</time>,
                  },
                  { key: 'who', header: T.columns.who, cell: (l) => l.entry.who },
                  { key: 'action', header: T.columns.action, cell: (l) => historyActionLabel(l.entry.action) },
                  { key: 'field', header: T.columns.field, cell: (l) => l.field },
                  { key: 'old', header: T.columns.old, cell: (l) => <Text wordBreak="break-word">{l.old}</Text> },
                  { key: 'new', header: T.columns.new, cell: (l) => <Text wordBreak="break-word">{l.new}</Text> },
                ]}
              />
            )}
          </PagedList>
        </Box>
      ) : null}
    </Box>
  );
}
