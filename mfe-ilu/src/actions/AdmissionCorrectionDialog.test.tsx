import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageDialog, renderWithProviders, reply, server, setSession, testQueryClient } from 'shared-auth/testing';
import type { EnquiryResident } from 'shared-domain/contracts/ilu';
import { pinClock } from 'shared-domain/dates';
import { ILU_FIELD_MESSAGES, ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { AdmissionCorrectionDialog, CORRECTION_TEXT } from './AdmissionCorrectionDialog';
import { NOW, RIVERSIDE, TODAY, allocation } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const CORRECT = 'allocations/admission-correction';

beforeAll(() => pinClock(NOW));
afterAll(() => pinClock(null));
beforeEach(() => setSession({ facility: RIVERSIDE }));

function renderDialog(over: Partial<EnquiryResident> = {}) {
  const a = allocation();
  const onClose = jest.fn();
  const invalidate = jest.spyOn(testQueryClient(), 'invalidateQueries');
  renderWithProviders(<AdmissionCorrectionDialog open enquiry={a} person={{ ...a.residents[0], ...over }} onClose={onClose} />);
  const reloaded = () => invalidate.mock.calls.some(([f]) => JSON.stringify(f?.queryKey) === '["ilu"]');
  return { onClose, reloaded };
}

const form = () => screen.findByRole('form', { name: CORRECTION_TEXT.title });
const save = (d: HTMLElement) => userEvent.click(within(d).getByRole('button', { name: 'Save' }));

test("the stored admission's Melbourne date and time; corrected: 'Admission correction successful.'", async () => {
  const correct = server.post(CORRECT, {});
  const { onClose, reloaded } = renderDialog();
  const d = await form();
  const date = within(d).getByLabelText(/^Admission date/);
  expect(date).toHaveValue('2026-11-03');
  expect(date).toHaveAttribute('max', TODAY);
  expect(within(d).getByLabelText(/Admission time/)).toHaveValue('10:00');
  fireEvent.change(date, { target: { value: '2026-11-04' } });
  fireEvent.change(within(d).getByLabelText(/Admission time/), { target: { value: '09:15' } });
  await save(d);
  await waitFor(() =>
    expect(correct).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { iluAllocationId: 5, residentId: 11, admissionDate: '2026-11-04', admissionTimeLocal: '09:15', version: 7 },
      }),
    ),
  );
  expect(await screen.findByText(ILU_MESSAGES.admissionCorrected)).toBeInTheDocument();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(reloaded()).toBe(true);
});

test('a date in the future typed then Save clicked at once is refused without a call; a departed person: not after the departure', async () => {
  const correct = server.post(CORRECT, {});
  renderDialog({ isDeparted: true, departureDateUtc: '2026-11-20' });
  const d = await form();
  const date = within(d).getByLabelText(/^Admission date/);
  expect(date).toHaveAttribute('max', '2026-11-20');
  fireEvent.change(date, { target: { value: '2026-12-24' } });
  await save(d);
  expect(await within(d).findByText(ILU_FIELD_MESSAGES.admissionInFuture)).toBeInTheDocument();
  fireEvent.change(date, { target: { value: '' } });
  await save(d);
  expect(await within(d).findByText(ILU_FIELD_MESSAGES.admissionDateRequired)).toBeInTheDocument();
  expect(correct).not.toHaveBeenCalled();
});

test("the server's refusals in 'Admission cannot be corrected.'; anything else the admission's error", async () => {
  server.post(CORRECT, reply(400, { modelState: { admissionDate: ['The admission cannot be after a leave of the resident.'] } }));
  renderDialog();
  const d = await form();
  await save(d);
  const refused = await messageDialog(ILU_MESSAGES.cannotCorrectAdmission);
  expect(refused).toHaveTextContent('The admission cannot be after a leave of the resident.');
  await userEvent.click(within(refused).getByRole('button', { name: 'OK' }));
  server.post(CORRECT, reply(503));
  await save(d);
  expect(await screen.findByText(ILU_MESSAGES.admitError)).toBeInTheDocument();
});
