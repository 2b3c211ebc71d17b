/**
 * Federation entry './StayActions' (the ILU allocation page of mfe-ilu mounts it through shared-ui's RemoteComponent):
 * one person's stay actions with the residents area's own rules and dialogs (`useStayActions`), for a page of another
 * area that shows the actions in its own action bar. It loads the person's record (the leave, the departure and the
 * allocation the rules read), reports the actions through `onActions` whenever they change, and renders the dialogs
 * only. The props are shared-domain's `StayActionsProps` (federated-props), which the mounting side imports too.
 */
import { useEffect, useRef } from 'react';
import type { FederatedAction, StayActionsProps } from 'shared-domain/contracts/federated-props';
import type { ResidentDetail } from 'shared-domain/contracts/resident-responses';
import { useResident } from '../record/record.resource';
import { useStayActions } from './StayActions';

function Actions({ resident, only, onActions, onChanged }: Omit<StayActionsProps, 'residentId'> & { resident: ResidentDetail }) {
  const { actions, dialogs } = useStayActions({ resident }, { only, onChanged });
  // The page is told when the set of actions changes, not on every render (its state holds them): each reported
  // action opens the dialog of the latest render.
  const latest = useRef(actions);
  latest.current = actions;
  const signature = actions.map((a) => `${a.key}:${a.label}`).join('|');
  useEffect(() => {
    const reported: FederatedAction[] = latest.current.map((a) => ({
      key: a.key ?? a.label,
      label: a.label,
      inline: a.inline,
      destructive: a.destructive,
      onSelect: () => latest.current.find((x) => (x.key ?? x.label) === (a.key ?? a.label))?.onSelect?.(),
    }));
    onActions(reported);
  }, [signature, onActions]);
  // Gone (another person shown, or the page left): no actions to offer.
  useEffect(() => () => onActions([]), [onActions]);
  return <>{dialogs}</>;
}

export default function StayActions({ residentId, only, onActions, onChanged }: StayActionsProps) {
  const resident = useResident(residentId).data;
  if (!resident) return null;
  return <Actions resident={resident} only={only} onActions={onActions} onChanged={onChanged} />;
}
