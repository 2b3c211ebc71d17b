import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, reply, server, setSession } from 'shared-auth/testing';
import { ADMITTED_BEFORE_NOV_2025 } from 'shared-domain';
import type { Lead } from 'shared-domain/contracts/leads';
import { LEAD_FIELD_MESSAGES, LEAD_MESSAGES } from 'shared-domain/leads';
import { STAY_FIELD_MESSAGES } from 'shared-domain/stay';
import type { AvailableBeds } from '../lead/lead.resource';
import { ADMIT_TEXT, AdmitDialog, admitPayload } from './AdmitDialog';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
const BEDS_PATH = 'leads/7/available-beds';
const ADMIT = 'leads/admit';
const privateResidents = (enabled: boolean) => setSession({ systemFlags: { enablePrivateResidents: enabled } });

const LEAD: Lead = { residentId: 7, residencyId: 70, firstName: 'Ann', lastName: 'Able', careType: 'Permanent' };
const BEDS: AvailableBeds = {
  residencyId: 70,
  version: 12,
  locations: [
    {
      locationId: 1,
      locationName: 'North Wing',
      rooms: [{ accommodationId: 30, roomNumber: 'N030', beds: [{ bedId: 31, name: 'Bed', label: 'N030' }] }],
    },
    {
      locationId: 3,
      locationName: 'Garden Wing',
      rooms: [{ accommodationId: 72, roomNumber: 'G072', beds: [{ bedId: 81, name: 'Bed A', label: 'G072 Bed A' }] }],
    },
  ],
};

function renderDialog(lead: Lead = LEAD) {
  const onClose = jest.fn();
  const router = createMemoryRouter(
    [
      { path: '/viewLead/:residentId', element: <AdmitDialog open lead={lead} onClose={onClose} /> },
      { path: '/viewResident/:residentId', element: <span>resident view</span> },
    ],
    { initialEntries: ['/viewLead/7'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, onClose };
}

/** Changes an input and lets Formik's validation settle. */
async function setValue(el: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(el, { target: { value } });
  });
}

const admitForm = () => screen.findByRole('form', { name: ADMIT_TEXT.title });

beforeEach(() => {
  privateResidents(false);
  server.get(BEDS_PATH, BEDS);
});

test('the free beds by location; a bed is required; admits and opens the resident view', async () => {
  const admit = server.put(ADMIT, {
    residentId: 7,
    residencyId: 70,
    admissionDateUtc: '2026-03-05T01:30:00.000Z',
    bedId: 81,
    eventId: 1,
    uniqueEventId: 'E1',
    medicareSubmitted: true,
    version: 13,
  });
  const { router } = renderDialog();
  const form = await admitForm();
  const bed = within(form).getByLabelText(/^Bed/);
  await waitFor(() => expect(bed.querySelectorAll('optgroup')).toHaveLength(2));
  expect([...bed.querySelectorAll('optgroup')].map((g) => g.getAttribute('label'))).toEqual(['North Wing', 'Garden Wing']);
  expect(within(form).getByLabelText(/Admission time/)).toHaveValue('12:30');
  expect(within(form).queryByLabelText(/Private residency/)).not.toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: ADMIT_TEXT.submit }));
  expect(await within(form).findByText(STAY_FIELD_MESSAGES.bedRequired)).toBeInTheDocument();
  expect(server.calls('PUT', ADMIT)).toHaveLength(0);

  await userEvent.selectOptions(bed, '81');
  await setValue(within(form).getByLabelText(/Admission date/), '2026-03-05');
  await setValue(within(form).getByLabelText(/Pre-entry leave days/), '3');
  expect(await within(form).findByText('Pre-entry leave date: 02 Mar 2026')).toBeInTheDocument();
  await userEvent.selectOptions(within(form).getByLabelText(/Accommodation class/), 'Post01Nov2025');
  await userEvent.click(within(form).getByRole('checkbox', { name: ADMIT_TEXT.palliative }));
  await userEvent.click(within(form).getByRole('button', { name: ADMIT_TEXT.submit }));
  await waitFor(() =>
    expect(admit).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          residentId: 7,
          residencyId: 70,
          bedId: 81,
          admissionDateUtc: '2026-03-05T01:30:00.000Z',
          expectedDepartureDateUtc: null,
          preEntryLeaveDays: 3,
          preEntryLeaveDateUtc: '2026-03-02',
          accommodationClass: 'Post01Nov2025',
          palliativeStatus: true,
          careType: 'Permanent',
          isPrivateResidency: false,
          version: 12,
        },
      }),
    ),
  );
  expect(server.calls('GET', BEDS_PATH).at(-1)?.query).toEqual({ date: '2026-03-05', facilityId: 1 });
  await waitFor(() => expect(router.state.location.pathname).toBe('/viewResident/7'));
});

test('the 1 Nov 2025 rule: admitted before it, class "From 1st Nov 2025" is refused with the seed message', async () => {
  renderDialog();
  const form = await admitForm();
  await waitFor(() => expect(within(form).getByLabelText(/^Bed/).querySelectorAll('option').length).toBeGreaterThan(1));
  await userEvent.selectOptions(within(form).getByLabelText(/^Bed/), '31');
  await setValue(within(form).getByLabelText(/Admission date/), '2025-10-31');
  await userEvent.selectOptions(within(form).getByLabelText(/Accommodation class/), 'Post01Nov2025');
  await userEvent.click(within(form).getByRole('button', { name: ADMIT_TEXT.submit }));
  expect(await within(form).findByText(ADMITTED_BEFORE_NOV_2025)).toBeInTheDocument();
  expect(server.calls('PUT', ADMIT)).toHaveLength(0);
});

test('respite: expected departure with its duration "N day(s)"; pre-entry leave is for Permanent only; private residency with the flag', async () => {
  privateResidents(true);
  renderDialog({ ...LEAD, careType: 'Respite' });
  const form = await admitForm();
  expect(within(form).getByRole('checkbox', { name: ADMIT_TEXT.privateResidency })).toBeInTheDocument();
  expect(within(form).queryByLabelText(/Pre-entry leave days/)).not.toBeInTheDocument();
  await setValue(within(form).getByLabelText(/Admission date/), '2026-03-05');
  expect(within(form).getByTestId('respite-duration')).toHaveTextContent('Respite duration: -');
  const departure = within(form).getByLabelText(/Expected departure date/);
  expect(departure).toHaveAttribute('min', '2026-03-06');
  await setValue(departure, '2026-03-19');
  expect(within(form).getByTestId('respite-duration')).toHaveTextContent('Respite duration: 14 day(s)');
});

test('pre-entry leave days beyond the rule are refused', async () => {
  renderDialog();
  const form = await admitForm();
  await setValue(within(form).getByLabelText(/Pre-entry leave days/), '9');
  await userEvent.click(within(form).getByRole('button', { name: ADMIT_TEXT.submit }));
  expect(await within(form).findByText(LEAD_FIELD_MESSAGES.preEntryLeaveDays)).toBeInTheDocument();
});

test("server refusals are listed in the 'Resident cannot be admitted.' dialog", async () => {
  server.put(
    ADMIT,
    reply(400, {
      modelState: {
        mpir: ['Ensure MPIR is set in Funding - Fees and Charges with valid dates'],
        bedId: ['The bed is occupied by another resident.'],
      },
    }),
  );
  renderDialog();
  const form = await admitForm();
  await waitFor(() => expect(within(form).getByLabelText(/^Bed/).querySelectorAll('option').length).toBeGreaterThan(1));
  await userEvent.selectOptions(within(form).getByLabelText(/^Bed/), '31');
  await userEvent.click(within(form).getByRole('button', { name: ADMIT_TEXT.submit }));
  const dialog = await screen.findByRole('dialog', { name: LEAD_MESSAGES.cannotBeAdmitted });
  expect(dialog).toHaveTextContent('Ensure MPIR is set in Funding - Fees and Charges with valid dates');
  expect(dialog).toHaveTextContent('The bed is occupied by another resident.');
});

test('admitPayload: the admission date and time are a Melbourne wall-clock time; private residency only when allowed', () => {
  const v = {
    bedId: '31',
    admissionDateUtc: '2026-07-01',
    admissionTime: '09:00',
    careType: 'Respite' as const,
    expectedDepartureDateUtc: '2026-07-10',
    accommodationClass: '' as const,
    palliativeStatus: false,
    isPrivateResidency: true,
    preEntryLeaveDays: '5',
  };
  expect(admitPayload(LEAD, v, false)).toMatchObject({
    admissionDateUtc: '2026-06-30T23:00:00.000Z',
    expectedDepartureDateUtc: '2026-07-10',
    preEntryLeaveDays: null,
    preEntryLeaveDateUtc: null,
    isPrivateResidency: false,
  });
  expect(admitPayload(LEAD, v, true).isPrivateResidency).toBe(true);
});
