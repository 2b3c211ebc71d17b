import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageDialog, renderWithProviders, reply, server, setSession, testQueryClient } from 'shared-auth/testing';
import type { Enquiry } from 'shared-domain/contracts/ilu';
import { pinClock } from 'shared-domain/dates';
import { INPUT_MESSAGES } from 'shared-domain/form-input';
import { ILU_FIELD_MESSAGES, ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { ADMIT_TEXT, AdmitDialog, type AdmitMode } from './AdmitDialog';
import { ASSIGNED, BOB, NOW, RIVERSIDE, TODAY, UNITS, enquiry, person } from './test-fixtures';
import { UNIT_TEXT } from './UnitPicker';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const ADMIT = 'enquiries/admit';

beforeAll(() => pinClock(NOW));
afterAll(() => pinClock(null));
beforeEach(() => {
  setSession({ facility: RIVERSIDE });
  server.get('accommodations/units-by-status/Available', UNITS);
});

function renderDialog(e: Enquiry, mode: AdmitMode = 'admit', residentId = 11) {
  const onClose = jest.fn();
  const invalidate = jest.spyOn(testQueryClient(), 'invalidateQueries');
  renderWithProviders(<AdmitDialog open mode={mode} enquiry={e} residentId={residentId} onClose={onClose} />, {
    route: `/independentLiving/5/enquiry/${residentId}`,
    path: '/independentLiving/:enquiryId/enquiry/:residentId',
    routes: { '/viewIndependentLiving/:enquiryId/resident/:residentId/:viewDepartedMode': <span>allocation page</span> },
  });
  const reloaded = () => invalidate.mock.calls.some(([f]) => JSON.stringify(f?.queryKey) === '["ilu"]');
  return { onClose, reloaded };
}

const form = (title: string = ADMIT_TEXT.admitTitle) => screen.findByRole('form', { name: title });
const unitSelect = (d: HTMLElement) => within(d).getByLabelText(new RegExp(`^${UNIT_TEXT.unit}`));
const submit = (d: HTMLElement) => userEvent.click(within(d).getByRole('button', { name: ADMIT_TEXT.submit }));

test('admit: the assigned unit and the agreed price first, both people with their dates of birth; opens the allocation page', async () => {
  const admit = server.post(ADMIT, {});
  const { reloaded } = renderDialog(enquiry({ assignedUnit: ASSIGNED, agreedPrice: '440000.00', responsibleResidencyId: 110 }));
  const d = await form();
  expect(within(d).getByTestId('admit-people')).toHaveTextContent('Ann Able and Bob Able');
  await waitFor(() => expect(unitSelect(d)).toHaveValue('31'));
  expect(within(d).getByLabelText(/^Price/)).toHaveValue('440000.00');
  expect(within(d).getByLabelText(new RegExp(ADMIT_TEXT.responsible))).toHaveValue('110');
  expect(
    within(within(d).getByLabelText(new RegExp(ADMIT_TEXT.responsible)))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Please select', 'Ann Able', 'Bob Able']);
  const date = within(d).getByLabelText(/^Admission date/);
  expect(date).toHaveValue(TODAY);
  expect(date).toHaveAttribute('min', '2026-10-01');
  expect(date).toHaveAttribute('max', TODAY);
  expect(within(d).getByLabelText(/Admission time/)).toHaveValue('12:30');
  expect(within(d).getByLabelText(ADMIT_TEXT.dateOfBirth('Ann Able'))).toHaveValue('1948-05-02');
  const bobBirth = within(d).getByLabelText(ADMIT_TEXT.dateOfBirth('Bob Able'));
  expect(bobBirth).toHaveValue('');

  fireEvent.change(bobBirth, { target: { value: '1947-01-20' } });
  fireEvent.change(date, { target: { value: '2026-11-03' } });
  fireEvent.change(within(d).getByLabelText(/Admission time/), { target: { value: '10:00' } });
  await submit(d);
  await waitFor(() =>
    expect(admit).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          accommodationId: 31,
          iluAllocationId: 5,
          admissionDate: '2026-11-03',
          admissionTimeLocal: '10:00',
          responsibleResidencyId: 110,
          price: '440000.00',
          residentDetails: [
            { residentId: 11, dateOfBirth: '1948-05-02' },
            { residentId: 12, dateOfBirth: '1947-01-20' },
          ],
          version: 7,
        },
      }),
    ),
  );
  expect(await screen.findByText('allocation page')).toBeInTheDocument();
  expect(reloaded()).toBe(true);
});

test('admit requires a selected unit and a valid form; a wrong price typed then Admit clicked at once sends nothing', async () => {
  const admit = server.post(ADMIT, {});
  renderDialog(enquiry());
  const d = await form();
  await waitFor(() => expect(unitSelect(d).querySelectorAll('optgroup')).toHaveLength(2));
  fireEvent.change(within(d).getByLabelText(/^Admission date/), { target: { value: '2026-11-30' } });
  await submit(d);
  expect(await within(d).findByText(ILU_FIELD_MESSAGES.unitRequired)).toBeInTheDocument();
  expect(within(d).getByText(ILU_FIELD_MESSAGES.responsibleResidentRequired)).toBeInTheDocument();
  expect(within(d).getByText(ILU_FIELD_MESSAGES.priceRequired)).toBeInTheDocument();
  expect(within(d).getByText(ILU_FIELD_MESSAGES.admissionInFuture)).toBeInTheDocument();

  // The unit's price, once a unit is chosen (no agreed price).
  await userEvent.selectOptions(unitSelect(d), '40');
  expect(within(d).getByLabelText(/^Price/)).toHaveValue('320000.00');
  await userEvent.selectOptions(within(d).getByLabelText(new RegExp(ADMIT_TEXT.responsible)), '120');
  fireEvent.change(within(d).getByLabelText(/^Admission date/), { target: { value: '2026-11-03' } });
  const price = within(d).getByLabelText(/^Price/);
  await userEvent.clear(price);
  await userEvent.type(price, '3x');
  await submit(d);
  expect(await within(d).findByText(INPUT_MESSAGES.moneyInvalid)).toBeInTheDocument();
  expect(admit).not.toHaveBeenCalled();
});

test("the server's refusals are listed in 'Resident cannot be admitted.'; anything else is the seed's admission error", async () => {
  server.post(
    ADMIT,
    reply(400, {
      modelState: { accommodationId: [ILU_FIELD_MESSAGES.unitNotAvailable], residentDetails: ['Ann Able is already admitted.'] },
    }),
  );
  renderDialog(enquiry({ assignedUnit: ASSIGNED, agreedPrice: '440000.00', responsibleResidencyId: 110 }));
  const d = await form();
  await waitFor(() => expect(unitSelect(d)).toHaveValue('31'));
  await submit(d);
  const refused = await messageDialog(ILU_MESSAGES.cannotAdmit);
  expect(refused).toHaveTextContent(ILU_FIELD_MESSAGES.unitNotAvailable);
  expect(refused).toHaveTextContent('Ann Able is already admitted.');
  await userEvent.click(within(refused).getByRole('button', { name: 'OK' }));

  server.post(ADMIT, reply(500));
  await submit(d);
  expect(await screen.findByText(ILU_MESSAGES.admitError)).toBeInTheDocument();
  expect(screen.queryByText('allocation page')).toBeNull();
});

test("add to unit: the person not admitted, into the allocation's unit (no choice of unit)", async () => {
  const admit = server.post(ADMIT, {});
  const partly = enquiry({
    residents: [person({ isAdmitted: true, admissionDateUtc: '2026-11-02T23:00:00Z' }), BOB],
    assignedUnit: ASSIGNED,
    occupiedDate: '2026-11-03',
    agreedPrice: '450000.00',
    responsibleResidencyId: 110,
  });
  renderDialog(partly, 'add', 12);
  const d = await form(ADMIT_TEXT.addTitle);
  expect(within(d).getByTestId('admit-people')).toHaveTextContent(/^Bob Able$/);
  expect(within(d).getByTestId('admit-unit')).toHaveTextContent('Unit: U12 · Two bedroom (Lakeside)');
  expect(within(d).queryByLabelText(new RegExp(`^${UNIT_TEXT.unit}`))).toBeNull();
  expect(within(d).queryByLabelText(ADMIT_TEXT.dateOfBirth('Ann Able'))).toBeNull();
  fireEvent.change(within(d).getByLabelText(/^Admission date/), { target: { value: '2026-11-20' } });
  await submit(d);
  await waitFor(() =>
    expect(admit).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({
          accommodationId: 31,
          responsibleResidencyId: 110,
          price: '450000.00',
          admissionDate: '2026-11-20',
          residentDetails: [{ residentId: 12, dateOfBirth: null }],
        }),
      }),
    ),
  );
  expect(server.calls('GET', 'accommodations/units-by-status/Available')).toHaveLength(0);
  expect(await screen.findByText('allocation page')).toBeInTheDocument();
});
