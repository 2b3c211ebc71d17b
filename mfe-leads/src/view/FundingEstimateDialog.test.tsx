import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePermission } from 'shared-auth';
import type { AnaccVariableComponent, FundingEstimateResponse } from 'shared-domain/lead-types';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { UiProvider, toaster } from 'shared-ui';
import * as api from '../api';
import { FUNDING_TEXT, FundingEstimateDialog, subsidyOf } from './FundingEstimateDialog';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
jest.mock('../api', () => ({ fetchFundingEstimate: jest.fn(), saveExpectedAnacc: jest.fn() }));
jest.mock('shared-auth', () => ({ usePermission: jest.fn(), createApiClient: jest.fn() }));
const m = jest.mocked(api);
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

const cls = (anaccClass: number, nwau: string, rate: string, minutes: number | null = null): AnaccVariableComponent => ({
  anaccClass, anaccClassText: `Class ${anaccClass}`, nwau, rate, totalCareMinutes: minutes, registeredNurseCareMinutes: null,
  isPermanent: true, isRespite: false, isDefault: anaccClass === 1,
});
const ESTIMATE: FundingEstimateResponse = {
  pricePerNwau: '295.64',
  residencyId: 70, careType: 'Permanent', estimateDate: '2026-03-05', anaccClass: 8,
  variableComponent: cls(8, '0.73', '215.82', 200),
  fixedComponent: { baseCareTariff: '148.15', nwau: '0.50', facilityMMMClassificationText: 'MMM 1', numberOfBeds: 120, fundingBasis: 'Standard', saClass: null, isDemoValue: true, note: 'The fixed NWAU is a demo figure.' },
  dailyBasicSubsidy: '363.97',
  anaccVariableComponents: [cls(1, '0.21', '62.08'), cls(8, '0.73', '215.82', 200), cls(13, '1.47', '434.59')],
};

function setFinancials(canModify: boolean) {
  jest.mocked(usePermission).mockReturnValue({ canView: true, canModify, canRemove: false, canAction: false });
}
function renderDialog() {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  render(<UiProvider><FundingEstimateDialog open residentId={7} onClose={onClose} onSaved={onSaved} /></UiProvider>);
  return { onClose, onSaved };
}

beforeEach(() => {
  jest.resetAllMocks();
  setFinancials(true);
  m.fetchFundingEstimate.mockResolvedValue(ESTIMATE);
});
afterEach(() => act(() => toaster.remove()));

test('daily basic subsidy = base care tariff + variable rate, in decimals', () => {
  expect(subsidyOf(ESTIMATE, cls(13, '1.47', '434.59'))).toBe('582.74');
  expect(subsidyOf({ ...ESTIMATE, fixedComponent: { ...ESTIMATE.fixedComponent!, baseCareTariff: '0.10' } }, cls(2, '0.1', '0.20'))).toBe('0.30');
  expect(subsidyOf(ESTIMATE, null)).toBeNull();
  expect(subsidyOf({ ...ESTIMATE, fixedComponent: null }, cls(1, '0.21', '62.08'))).toBeNull();
});

test('shows the variable and fixed components and the subsidy; edit, choose a class, save', async () => {
  m.saveExpectedAnacc.mockResolvedValue(undefined);
  const { onSaved, onClose } = renderDialog();
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
  expect(within(fixed).getByTestId('fixed-note')).toHaveTextContent(/^The fixed NWAU is a demo figure.$/); // the server's note, said once

  // View mode: no save until Edit.
  expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(within(form).getByLabelText(FUNDING_TEXT.anaccClass)).toBeDisabled();
  await userEvent.click(within(form).getByRole('button', { name: FUNDING_TEXT.edit }));
  await userEvent.selectOptions(within(form).getByLabelText(/AN-ACC class/), '13');
  expect(within(form).getByTestId('daily-basic-subsidy')).toHaveTextContent('$582.74');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(m.saveExpectedAnacc).toHaveBeenCalledWith(7, { anaccClass: 13 }));
  expect(toasts()).toContain(LEAD_MESSAGES.fundingEstimateSaved);
  expect(onSaved).toHaveBeenCalled();
  expect(onClose).toHaveBeenCalled();
});

test('a failed save shows the seed message', async () => {
  m.saveExpectedAnacc.mockRejectedValue(Object.assign(new Error('500'), { response: { status: 500, data: {} } }));
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
  m.fetchFundingEstimate.mockRejectedValueOnce(Object.assign(new Error('500'), { response: { status: 500 } }));
  const { unmount } = render(<UiProvider><FundingEstimateDialog open residentId={7} onClose={jest.fn()} /></UiProvider>);
  await waitFor(() => expect(toasts()).toContain(LEAD_MESSAGES.anaccClassesLoadError));
  unmount();
  act(() => toaster.remove());
  m.fetchFundingEstimate.mockResolvedValueOnce({ ...ESTIMATE, fixedComponent: null, dailyBasicSubsidy: null });
  renderDialog();
  await waitFor(() => expect(toasts()).toContain(LEAD_MESSAGES.mmmClassificationLoadError));
  expect(screen.getByTestId('daily-basic-subsidy')).toHaveTextContent('-');
});
