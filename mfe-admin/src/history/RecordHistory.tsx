/** Placeholder: the record history panel is being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

/** The records whose history can be read (the audit log's entity names). */
export type HistoryEntity = 'resident' | 'user' | 'role' | 'accommodation';

export interface RecordHistoryProps {
  entity: HistoryEntity;
  id: number;
}

export default function RecordHistory(_props: RecordHistoryProps) {
  return <NotAvailableYet title="History" area="Administration" issue={10} />;
}
