import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { personKey } from 'shared-auth';
import {
  messageDialog,
  renderWithProviders,
  reply,
  server,
  setSession,
  testQueryClient,
  type TestPermissions,
} from 'shared-auth/testing';
import type { StayActionsProps } from 'shared-domain/contracts/federated-props';
import type { Enquiry } from 'shared-domain/contracts/ilu';
import { pinClock } from 'shared-domain/dates';
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { setRemoteLoader, type RemoteModuleLoader } from 'shared-ui';
import { ADMIT_TEXT } from './AdmitDialog';
import { ASSIGN_UNIT_TEXT } from './AssignUnitDialog';
import { CORRECTION_TEXT } from './AdmissionCorrectionDialog';
import { REVERSAL_TEXT } from './ReversalDialogs';
import { BOB, NOW, RIVERSIDE, UNITS, allocation, enquiry, person } from './test-fixtures';
import { ILU_ACTION_LABELS as L, useIluActions, type IluActionsProps } from './useIluActions';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

/** The page: its actions as buttons, and the dialogs. */
function Page(props: IluActionsProps) {
  const { actions, dialogs } = useIluActions(props);
  return (
    <>
      <div role="group" aria-label="Page actions">
        {actions.map((a) => (
          <button key={a.key ?? a.label} type="button" onClick={a.onSelect}>
            {a.label}
          </button>
        ))}
      </div>
      {dialogs}
    </>
  );
}

/** mfe-residents './StayActions' as the page sees it: reports two actions; the leave's "dialog" saves at once. */
let stayProps: StayActionsProps | null = null;
function FakeStayActions(props: StayActionsProps) {
  stayProps = props;
  const [open, setOpen] = useState(false);
  const { onActions } = props;
  useEffect(() => {
    onActions([
      { key: 'sendOnLeave', label: 'Send on leave', inline: true, onSelect: () => setOpen(true) },
      { key: 'transfer', label: 'Transfer', onSelect: () => undefined },
    ]);
    return () => onActions([]);
  }, [onActions]);
  return open ? (
    <button type="button" onClick={() => props.onChanged?.()}>
      save the leave
    </button>
  ) : null;
}

let loader: jest.Mock;
beforeAll(() => pinClock(NOW));
afterAll(() => pinClock(null));
beforeEach(() => {
  stayProps = null;
  setSession({ facility: RIVERSIDE });
  loader = jest.fn(async () => ({ default: FakeStayActions }));
  setRemoteLoader(loader as unknown as RemoteModuleLoader);
  server.get('accommodations/units-by-status/:status', UNITS);
});
afterEach(() => setRemoteLoader(null));

function renderPage(props: Partial<IluActionsProps> & { enquiry: Enquiry }, permissions?: TestPermissions) {
  if (permissions) setSession({ facility: RIVERSIDE, permissions });
  const invalidate = jest.spyOn(testQueryClient(), 'invalidateQueries');
  const kind = props.kind ?? 'allocation';
  renderWithProviders(<Page residentId={11} viewDepartedMode={false} kind={kind} {...props} />, {
    // The page under test at addresses the actions never open: an enquiry's '/current', a departed allocation view.
    route: kind === 'enquiry' ? '/independentLiving/5/enquiry/11/current' : '/viewIndependentLiving/5/resident/11/true',
    path:
      kind === 'enquiry'
        ? '/independentLiving/:enquiryId/enquiry/:residentId/current'
        : '/viewIndependentLiving/:enquiryId/resident/:residentId/true',
    routes: {
      '/independentLiving/:enquiryId/enquiry/:residentId': <span>enquiry page</span>,
      '/viewIndependentLiving/:enquiryId/resident/:residentId/false': <span>allocation page</span>,
    },
  });
  const invalidated = (key: readonly unknown[]) =>
    invalidate.mock.calls.some(([f]) => JSON.stringify(f?.queryKey) === JSON.stringify(key));
  return { invalidated };
}

const bar = () => screen.getByRole('group', { name: 'Page actions' });
const labels = () =>
  within(bar())
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('an enquiry (leadsDetails.canModify)', () => {
  test('nobody admitted: assign unit and admit to unit; the residents area is not mounted', async () => {
    renderPage({ enquiry: enquiry(), kind: 'enquiry' });
    expect(labels()).toEqual([L.assignUnit, L.admit]);
    await userEvent.click(within(bar()).getByRole('button', { name: L.assignUnit }));
    expect(await screen.findByRole('form', { name: ASSIGN_UNIT_TEXT.title })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  test('without leadsDetails.canModify: no actions (the residents permissions do not count here)', () => {
    renderPage({ enquiry: enquiry(), kind: 'enquiry' }, { leadsDetails: { canView: true }, residentsDetails: true });
    expect(labels()).toEqual([]);
  });

  test('admit to unit opens the admit dialog', async () => {
    renderPage({ enquiry: enquiry(), kind: 'enquiry' });
    await userEvent.click(within(bar()).getByRole('button', { name: L.admit }));
    expect(await screen.findByRole('form', { name: ADMIT_TEXT.admitTitle })).toBeInTheDocument();
  });
});

describe('an allocation', () => {
  test("admitted: settlement, the residents area's stay actions for the person, correction and reversal", async () => {
    const { invalidated } = renderPage({ enquiry: allocation() });
    await waitFor(() =>
      expect(labels()).toEqual([L.settle, 'Send on leave', 'Transfer', L.correctAdmission, L.reverseAdmission]),
    );
    expect(loader).toHaveBeenCalledWith('mfe_residents', './StayActions', expect.anything());
    expect(stayProps).toMatchObject({ residentId: 11 });
    expect(stayProps?.only).toContain('reverseDeparture');
    expect(stayProps?.only).not.toContain('reverseAdmission');
    expect(stayProps?.only).not.toContain('correctAdmission');

    // A stay action saved in the residents area: the area, the dashboards and both people reload.
    await userEvent.click(within(bar()).getByRole('button', { name: 'Send on leave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'save the leave' }));
    await waitFor(() => expect(invalidated(['ilu'])).toBe(true));
    expect(invalidated(['dashboard'])).toBe(true);
    expect(invalidated(personKey(11))).toBe(true);
    expect(invalidated(personKey(12))).toBe(true);
  });

  test('behind their permissions: settlement (residentsFinancials.canModify), reversal and correction (funding events)', async () => {
    renderPage({ enquiry: allocation() }, { residentsDetails: true, residentsFinancials: { canView: true } });
    await waitFor(() => expect(labels()).toEqual(['Send on leave', 'Transfer']));
  });

  test('one person admitted: add to unit for the other', async () => {
    const partly = allocation({ residents: [person({ isAdmitted: true, admissionDateUtc: '2026-11-02T23:00:00Z' }), BOB] });
    renderPage({ enquiry: partly });
    await waitFor(() => expect(labels()).toContain(L.addToUnit));
    await userEvent.click(within(bar()).getByRole('button', { name: L.addToUnit }));
    expect(await screen.findByRole('form', { name: ADMIT_TEXT.addTitle })).toBeInTheDocument();
  });

  test('settled: no settlement, and no departure correction or reversal offered', async () => {
    renderPage({ enquiry: allocation({ isSettled: true }) });
    await waitFor(() => expect(stayProps).not.toBeNull());
    expect(labels()).not.toContain(L.settle);
    expect(stayProps?.only).not.toContain('reverseDeparture');
    expect(stayProps?.only).not.toContain('correctDeparture');
  });

  test('correct admission opens its dialog', async () => {
    renderPage({ enquiry: allocation() });
    await userEvent.click(await within(bar()).findByRole('button', { name: L.correctAdmission }));
    expect(await screen.findByRole('form', { name: CORRECTION_TEXT.title })).toBeInTheDocument();
  });
});

describe('reverse admission (a confirmation: nothing to enter)', () => {
  const REVERSE = 'allocations/5/reverse-admission';

  test('confirmed: POST with the person and the version; the person is an enquiry again (their enquiry page)', async () => {
    const reverse = server.post(REVERSE, {});
    const { invalidated } = renderPage({ enquiry: allocation() });
    await userEvent.click(await within(bar()).findByRole('button', { name: L.reverseAdmission }));
    const confirm = await screen.findByRole('alertdialog', { name: REVERSAL_TEXT.reverseAdmission });
    expect(confirm).toHaveTextContent(
      'Reverse the admission of Ann Able to unit U12 on 03 Nov 2026? Ann Able becomes an enquiry again.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: REVERSAL_TEXT.confirm }));
    await waitFor(() => expect(reverse).toHaveBeenCalledWith(expect.objectContaining({ body: { residentId: 11, version: 7 } })));
    expect(await screen.findByText('Event reversed.')).toBeInTheDocument();
    expect(await screen.findByText('enquiry page')).toBeInTheDocument();
    expect(invalidated(['ilu'])).toBe(true);
  });

  test("a departed person: 'This event cannot be reversed.' at once, without a call", async () => {
    const reverse = server.post(REVERSE, {});
    const departed = {
      isAdmitted: true,
      isDeparted: true,
      admissionDateUtc: '2026-11-02T23:00:00Z',
      departureDateUtc: '2026-11-20',
    };
    renderPage({
      enquiry: allocation({ residents: [person(departed), { ...BOB, ...departed }], vacatingDateUtc: '2026-11-20' }),
    });
    await userEvent.click(await within(bar()).findByRole('button', { name: L.reverseAdmission }));
    const refused = await messageDialog(REVERSAL_TEXT.unable);
    expect(refused).toHaveTextContent(ILU_MESSAGES.eventCannotBeReversed);
    expect(screen.queryByRole('alertdialog', { name: REVERSAL_TEXT.reverseAdmission })).toBeNull();
    await userEvent.click(within(refused).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: REVERSAL_TEXT.unable })).toBeNull());
    expect(reverse).not.toHaveBeenCalled();
  });

  test("the server's refusal shows in the same dialog", async () => {
    server.post(REVERSE, reply(400, { modelState: { residentId: [ILU_MESSAGES.eventCannotBeReversed] } }));
    renderPage({ enquiry: allocation() });
    await userEvent.click(await within(bar()).findByRole('button', { name: L.reverseAdmission }));
    const confirm = await screen.findByRole('alertdialog', { name: REVERSAL_TEXT.reverseAdmission });
    await userEvent.click(within(confirm).getByRole('button', { name: REVERSAL_TEXT.confirm }));
    expect(await messageDialog(REVERSAL_TEXT.unable)).toHaveTextContent(ILU_MESSAGES.eventCannotBeReversed);
    expect(screen.queryByText('enquiry page')).toBeNull();
  });
});

test("a vacated allocation's departed person: the allocation's departure reversal (not the residents'), then the current page", async () => {
  const reversal = server.post('allocations/departure/reversal', {});
  const departed = {
    isAdmitted: true,
    isDeparted: true,
    admissionDateUtc: '2026-11-02T23:00:00Z',
    departureDateUtc: '2026-11-20',
  };
  renderPage({
    enquiry: allocation({ residents: [person(departed), { ...BOB, ...departed }], vacatingDateUtc: '2026-11-20' }),
    viewDepartedMode: true,
  });
  await waitFor(() => expect(stayProps).not.toBeNull());
  expect(stayProps?.only).not.toContain('reverseDeparture');
  await userEvent.click(await within(bar()).findByRole('button', { name: L.reverseDeparture }));
  const confirm = await screen.findByRole('alertdialog', { name: REVERSAL_TEXT.reverseDeparture });
  expect(confirm).toHaveTextContent('Reverse the departure of Ann Able on 20 Nov 2026?');
  await userEvent.click(within(confirm).getByRole('button', { name: REVERSAL_TEXT.confirm }));
  await waitFor(() =>
    expect(reversal).toHaveBeenCalledWith(expect.objectContaining({ body: { iluAllocationId: 5, residentId: 11, version: 7 } })),
  );
  expect(await screen.findByText('allocation page')).toBeInTheDocument();
});
