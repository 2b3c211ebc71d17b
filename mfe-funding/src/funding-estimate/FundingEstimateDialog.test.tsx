import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, reply, sequence, server, setSession, testQueryClient } from 'shared-auth/testing';
import type { AnaccVariableComponent, FundingEstimateResponse } from 'shared-domain/contracts/leads';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { toaster } from 'shared-ui';
import FundingEstimateDialog, { FUNDING_TEXT, subsidyOf } from './FundingEstimateDialog';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
const ESTIMATE_PATH = 'leads/7/funding-estimate';
const SAVE = 'leads/7/expectedAnacc';
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

const cls = (anaccClass: number, nwau: string, rate: string, minutes: number | null = null): AnaccVariableComponent => ({
  anaccClass,
  anaccClassText: `Class ${anaccClass}`,
  nwau,
  rate,
  totalCareMinutes: minutes,
  registeredNurseCareMinutes: null,
  isPermanent: true,
  isRespite: false,
  isDefault: anaccClass === 1,
});
const ESTIMATE: FundingEstimateResponse = {
  pricePerNwau: '295.64',
  residencyId: 70,
  careType: 'Permanent',
  estimateDate: '2026-03-05',
  anaccClass: 8,
  variableComponent: cls(8, '0.73', '215.82', 200),
  fixedComponent: {
    baseCareTariff: '148.15',
    nwau: '0.50',
    facilityMMMClassificationText: 'MMM 1',
    numberOfBeds: 120,
    fundingBasis: 'Standard',
    saClass: null,
    isDemoValue: true,
    note: 'The fixed NWAU is a demo figure.',
  },
  dailyBasicSubsidy: '363.97',
  anaccVariableComponents: [cls(1, '0.21', '62.08'), cls(8, '0.73', '215.82', 200), cls(13, '1.47', '434.59')],
};

function setFinancials(canModify: boolean) {
  setSession({ permissions: { leadsFinancials: { canView: true, canModify } } });
}
function renderDialog() {
  const onClose = jest.fn();
  renderWithProviders(<FundingEstimateDialog open residentId={7} onClose={onClose} />);
  return { onClose };
}

beforeEach(() => {
  setFinancials(true);
  server.get(ESTIMATE_PATH, ESTIMATE);
});

test('daily basic subsidy = base care tariff + variable rate, in decimals', () => {
  expect(subsidyOf(ESTIMATE, cls(13, '1.47', '434.59'))).toBe('582.74');
  expect(
    subsidyOf({ ...ESTIMATE, fixedComponent: { ...ESTIMATE.fixedComponent!, baseCareTariff: '0.10' } }, cls(2, '0.1', '0.20')),
  ).toBe('0.30');
  expect(subsidyOf(ESTIMATE, null)).toBeNull();
  expect(subsidyOf({ ...ESTIMATE, fixedComponent: null }, cls(1, '0.21', '62.08'))).toBeNull();
});

test('shows the variable and fixed components and the subsidy; edit, choose a class, save', async () => {
  const save = server.put(SAVE);
  const invalidate = jest.spyOn(testQueryClient(), 'invalidateQueries');
  const { onClose } = renderDialog();
  const form = await screen.findByRole('form', { name: FUNDING_TEXT.title });
  const variable = await within(form).findByRole('region', { name: FUNDING_TEXT.variable });
  expect(within(variable).getByText('Class 8')).toBeInTheDocument();
  expect(within(variable).getByText('0.73')).toBeInTheDocument();
  expect(within(variable).getByTestId('variable-rate')).toHaveTextContent('$215.82');
  expect(within(variable).getByText('200')).toBeInTheDocument();
  const fixed = within(form).getByRole('region', { name: FUNDING_TEXT.fixed });
  expect(within(fixed).getByTestId('base-care-tariff')).toHaveTextContent('$148.15');
  expect(within(fixed).getByText('MMM 1')).toBeInTheDocument();
  expect(within(form).getByTestId('daily-basic-subsidy')).toHaveTextContent('$363.97');
  // The stand-in NWAU is marked Unconfirmed; opening the mark says the server's note, once.
  await userEvent.click(within(fixed).getByRole('button', { name: /^Unconfirmed: NWAU/ }));
  const unconfirmed = await screen.findByRole('dialog', { name: 'Unconfirmed figure' });
  expect(unconfirmed).toHaveTextContent(/^Unconfirmed figureThe fixed NWAU is a demo figure.Close$/);
  await userEvent.click(within(unconfirmed).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unconfirmed figure' })).not.toBeInTheDocument());

  // View mode: no save until Edit.
  expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(within(form).getByLabelText(FUNDING_TEXT.anaccClass)).toBeDisabled();
  await userEvent.click(within(form).getByRole('button', { name: FUNDING_TEXT.edit }));
  await userEvent.selectOptions(within(form).getByLabelText(/AN-ACC class/), '13');
  expect(within(form).getByTestId('daily-basic-subsidy')).toHaveTextContent('$582.74');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ body: { anaccClass: 13 } })));
  expect(toasts()).toContain(LEAD_MESSAGES.fundingEstimateSaved);
  // The lead (its expected AN-ACC) reloads.
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['person', 7] });
  expect(onClose).toHaveBeenCalled();
});

test('a failed save shows the seed message', async () => {
  server.put(SAVE, reply(500, {}));
  renderDialog();
  const form = await screen.findByRole('form', { name: FUNDING_TEXT.title });
  await userEvent.click(await within(form).findByRole('button', { name: FUNDING_TEXT.edit }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toContain(LEAD_MESSAGES.fundingEstimateSaveError));
});

test('read-only without leadsFinancials canModify', async () => {
  setFinancials(false);
  renderDialog();
  const form = await screen.findByRole('form', { name: FUNDING_TEXT.title });
  await within(form).findByRole('region', { name: FUNDING_TEXT.variable });
  expect(within(form).queryByRole('button', { name: FUNDING_TEXT.edit })).not.toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

test('loading errors: the AN-ACC classes, and the MMM classification when the fixed component is missing', async () => {
  server.get(ESTIMATE_PATH, sequence(reply(500), { ...ESTIMATE, fixedComponent: null, dailyBasicSubsidy: null }));
  const { unmount } = renderWithProviders(<FundingEstimateDialog open residentId={7} onClose={jest.fn()} />);
  await waitFor(() => expect(toasts()).toContain(LEAD_MESSAGES.anaccClassesLoadError));
  unmount();
  act(() => toaster.remove());
  renderDialog();
  await waitFor(() => expect(toasts()).toContain(LEAD_MESSAGES.mmmClassificationLoadError));
  expect(screen.getByTestId('daily-basic-subsidy')).toHaveTextContent('-');
});
