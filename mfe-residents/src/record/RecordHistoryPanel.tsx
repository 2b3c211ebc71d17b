/**
 * mfe-admin's record history panel ('./RecordHistory', shared-ui's RemoteComponent): who changed what on the resident
 * and when. Mounted only for holders of recordHistory canView, so nobody else loads mfe-admin's code for it (the panel
 * renders nothing for them either, and the API refuses them).
 */
import { usePermission } from 'shared-auth';
import type { RecordHistoryProps } from 'shared-domain/contracts/federated-props';
import { RemoteComponent } from 'shared-ui';

export function RecordHistoryPanel({ residentId }: { residentId: number }) {
  const history = usePermission('recordHistory');
  if (!history.canView) return null;
  return (
    <RemoteComponent<RecordHistoryProps>
      remote="mfe_admin"
      expose="./RecordHistory"
      area="History"
      entity="resident"
      id={residentId}
    />
  );
}
