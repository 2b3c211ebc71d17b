import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server, setSession } from 'shared-auth/testing';
import type { FederatedAction } from 'shared-domain/contracts/federated-props';
import type { ResidentDetail } from 'shared-domain/contracts/resident-responses';
import StayActions from './StayActionsExposed';

const riverside = {
  id: 4,
  name: 'Riverside Village',
  region: 'Metro South',
  facilityType: 'IndependentLiving' as const,
  isBillingIntegratedFacility: false,
};

function resident(over: Partial<ResidentDetail> = {}): ResidentDetail {
  return {
    id: 7,
    residentId: 7,
    residencyId: 70,
    facilityId: 4,
    facilityType: 'IndependentLiving',
    version: 3,
    firstName: 'Ada',
    lastName: 'Lovelace',
    careType: 2,
    isLead: false,
    isAdmitted: true,
    isDeparted: false,
    isArchived: false,
    isPrivateResidency: false,
    admissionDateUtc: '2026-01-10',
    billPayerType: 'Resident',
    otherContacts: [],
    enquirySources: [],
    religions: [],
    createdOnUtc: '2025-12-01T00:00:00Z',
    isResidentConnectedToExternalSystem: false,
    independentLivingAllocationId: 5,
    ...over,
  } as ResidentDetail;
}

beforeEach(() => setSession({ facility: riverside }));

/** The actions last reported to the page. */
function renderExposed(only?: Parameters<typeof StayActions>[0]['only']) {
  const onActions = jest.fn<void, [FederatedAction[]]>();
  const onChanged = jest.fn();
  const view = renderWithProviders(<StayActions residentId={7} only={only} onActions={onActions} onChanged={onChanged} />);
  const last = () => onActions.mock.calls.at(-1)?.[0] ?? [];
  return { onActions, onChanged, last, ...view };
}

test("reports the person's stay actions by name (only those asked for) and renders no buttons of its own", async () => {
  server.get('residents/7', resident());
  const { last, onActions } = renderExposed(['sendOnLeave', 'depart', 'vacate', 'transfer']);
  await waitFor(() => expect(last().map((a) => a.key)).toEqual(['sendOnLeave', 'depart', 'vacate', 'transfer']));
  expect(last().map((a) => a.label)).toEqual(['Send on leave', 'Depart', 'Vacate unit', 'Transfer']);
  expect(screen.queryByRole('button')).toBeNull();
  // Reported once per change, not on every render.
  const calls = onActions.mock.calls.length;
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(onActions.mock.calls.length).toBe(calls);
});

test("the rules are the residents area's: without the depart permission there is no Depart; on leave, Return from leave", async () => {
  setSession({
    facility: riverside,
    permissions: { residentsSendAndReturnFromLeave: true, residentsDetails: { canView: true } },
  });
  server.get(
    'residents/7',
    resident({
      leave: {
        id: 3,
        type: 'Hospital',
        startDateUtc: '2026-11-18',
        expectedReturnDateUtc: null,
        returnDateUtc: null,
        version: 2,
      },
    }),
  );
  const { last } = renderExposed();
  await waitFor(() => expect(last().map((a) => a.key)).toEqual(['returnFromLeave', 'editLeave']));
});

test('an action opens its dialog here; a save tells the page (onChanged); unmounting reports no actions', async () => {
  const user = userEvent.setup();
  server.get('residents/7', resident());
  const addLeave = server.post('residents/7/leave', { id: 9 });
  const { last, onChanged, onActions, unmount } = renderExposed(['sendOnLeave']);
  await waitFor(() => expect(last()).toHaveLength(1));
  act(() => last()[0].onSelect());
  const dialog = await screen.findByRole('dialog');
  const type = within(dialog).getByLabelText('Leave type');
  // ILU leave types
  expect(
    within(type)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Please select', 'Hospital', 'Social', 'Respite']);
  fireEvent.change(type, { target: { value: 'Respite' } });
  fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-11-20' } });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(addLeave).toHaveBeenCalled());
  expect(await screen.findByText('Leave added.')).toBeInTheDocument();
  await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  unmount();
  expect(onActions.mock.calls.at(-1)?.[0]).toEqual([]);
});
