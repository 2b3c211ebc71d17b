import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, reply, server, setSession, testQueryClient } from 'shared-auth/testing';
import type { Enquiry } from 'shared-domain/contracts/ilu';
import { pinClock } from 'shared-domain/dates';
import { INPUT_MESSAGES } from 'shared-domain/form-input';
import { ILU_FIELD_MESSAGES, ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { SETTLEMENT_TEXT, SettlementDialog } from './SettlementDialog';
import { NOW, RIVERSIDE, allocation } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const SETTLE = 'allocations/settlement';

beforeAll(() => pinClock(NOW));
afterAll(() => pinClock(null));
beforeEach(() => setSession({ facility: RIVERSIDE }));

function renderDialog(e: Enquiry) {
  const onClose = jest.fn();
  const invalidate = jest.spyOn(testQueryClient(), 'invalidateQueries');
  renderWithProviders(<SettlementDialog open enquiry={e} onClose={onClose} />);
  const reloaded = () => invalidate.mock.calls.some(([f]) => JSON.stringify(f?.queryKey) === '["ilu"]');
  return { onClose, reloaded };
}

const form = () => screen.findByRole('form', { name: 'Finalise settlement' });
const submit = (d: HTMLElement) => userEvent.click(within(d).getByRole('button', { name: SETTLEMENT_TEXT.submit }));

test("'Finalise settlement': the date's minimum is the vacating date (picker and message); finalises", async () => {
  const settle = server.post(SETTLE, {});
  const { onClose, reloaded } = renderDialog(allocation({ vacatingDateUtc: '2026-11-20' }));
  const d = await form();
  const date = within(d).getByLabelText(new RegExp(`^${SETTLEMENT_TEXT.date}`));
  expect(date).toHaveAttribute('min', '2026-11-20');
  expect(within(d).getByText('The earliest settlement date is 20 Nov 2026.')).toBeInTheDocument();
  await submit(d);
  expect(await within(d).findByText(ILU_FIELD_MESSAGES.settlementDateRequired)).toBeInTheDocument();
  expect(within(d).getByText(ILU_FIELD_MESSAGES.settlementPriceRequired)).toBeInTheDocument();

  fireEvent.change(date, { target: { value: '2026-11-19' } });
  fireEvent.change(within(d).getByLabelText(new RegExp(`^${SETTLEMENT_TEXT.price}`)), { target: { value: '$512,000' } });
  await submit(d);
  expect(await within(d).findByText('The settlement date cannot be before 20 Nov 2026.')).toBeInTheDocument();
  expect(settle).not.toHaveBeenCalled();

  fireEvent.change(date, { target: { value: '2026-11-20' } });
  await submit(d);
  await waitFor(() =>
    expect(settle).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { iluAllocationId: 5, settlementDate: '2026-11-20', settlementPrice: '512000.00', version: 7 },
      }),
    ),
  );
  expect(await screen.findByText(ILU_MESSAGES.settlementFinalised)).toBeInTheDocument();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(reloaded()).toBe(true);
});

test('not vacated: the minimum is the admission date; a wrong date or price typed then Finalise clicked at once sends nothing', async () => {
  const settle = server.post(SETTLE, {});
  renderDialog(allocation());
  const d = await form();
  const date = within(d).getByLabelText(new RegExp(`^${SETTLEMENT_TEXT.date}`));
  expect(date).toHaveAttribute('min', '2026-11-03');
  await userEvent.type(within(d).getByLabelText(new RegExp(`^${SETTLEMENT_TEXT.price}`)), '12.3.4');
  fireEvent.change(date, { target: { value: '2026-11-02' } });
  await submit(d);
  expect(await within(d).findByText('The settlement date cannot be before 03 Nov 2026.')).toBeInTheDocument();
  expect(within(d).getByText(INPUT_MESSAGES.moneyInvalid)).toBeInTheDocument();
  expect(settle).not.toHaveBeenCalled();
});

test("failures: the seed's settlement error; a 400 under its field", async () => {
  server.post(SETTLE, reply(500));
  renderDialog(allocation({ settlementDateUtc: '2026-11-25', settlementPrice: '500000.00' }));
  const d = await form();
  expect(within(d).getByLabelText(new RegExp(`^${SETTLEMENT_TEXT.date}`))).toHaveValue('2026-11-25');
  await submit(d);
  expect(await screen.findByText(ILU_MESSAGES.settlementError)).toBeInTheDocument();
  server.post(SETTLE, reply(400, { modelState: { settlementDate: [ILU_FIELD_MESSAGES.alreadySettled] } }));
  await submit(d);
  expect(await within(d).findByText(ILU_FIELD_MESSAGES.alreadySettled)).toBeInTheDocument();
});
