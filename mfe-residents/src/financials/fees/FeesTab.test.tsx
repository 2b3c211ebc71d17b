import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, reply, server, setSession } from 'shared-auth/testing';
import { CONFLICT_MESSAGE, DISPLAY_FINANCIALS_ERROR, withNamedOfflineHint } from 'shared-domain';
import type { FinanceFees, FinanceFeesResponse, SaveFinanceFeesBody } from 'shared-domain/contracts/finance-fees';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { FEES_MESSAGES, feesFigures, type FeeEntry } from 'shared-domain/finance/fees';
import { pre2014PaymentsMade } from 'shared-domain/finance/pre2014';
import { INPUT_MESSAGES } from 'shared-domain/form-input';
import { toaster } from 'shared-ui';
import FeesTab from './FeesTab';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const today = melbourneToday();
const day = (n: number) => addDays(today, n);
const ADMITTED = day(-200);
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);
const R = 'residents/42';

const ENTRIES: FeeEntry[] = [
  { id: 1, effectiveDateType: 'SupportLevel', effectiveFromDate: ADMITTED, value: null, supportLevel: 'Unsupported' },
  { id: 2, effectiveDateType: 'AgreedRoomPrice', effectiveFromDate: ADMITTED, value: '500000.00', supportLevel: null },
  { id: 3, effectiveDateType: 'AgreedRoomPrice', effectiveFromDate: day(-30), value: '550000.00', supportLevel: null },
  { id: 4, effectiveDateType: 'RadPaid', effectiveFromDate: day(-100), value: '100000.00', supportLevel: null },
  { id: 5, effectiveDateType: 'DailyAccommodationContribution', effectiveFromDate: ADMITTED, value: '60.00', supportLevel: null },
  { id: 6, effectiveDateType: 'BasicDailyCareFee', effectiveFromDate: ADMITTED, value: '63.82', supportLevel: null },
];
const MPIR = [{ startDateUtc: day(-400), endDateUtc: null, rate: '7.61' }];
const CAPS = {
  hotellingContributionDailyCap: '22.15',
  nonClinicalCareContributionDailyCap: '105.30',
  nonClinicalCareContributionLifetimeCap: '135318.69',
  nonClinicalCareContributionTimeLimitDays: 1460,
};

function fees(
  { effectiveDates, ...over }: Partial<Omit<FinanceFees, 'effectiveDates'>> & { effectiveDates?: FeeEntry[] } = {},
  facilityOver: { enableAgedCareAct2025?: boolean } = {},
): FinanceFeesResponse {
  const entries = effectiveDates ?? ENTRIES;
  const figures = feesFigures({
    entries,
    mpirRates: MPIR,
    caps: CAPS,
    ncccBefore: { amount: '0.00', days: 0 },
    pre2014: { pre2014Care: false, pre2014CareLevel: null, pre2014ContinueCare: false, bondAmount: null, bondInterestRate: null },
    refundedAmountFromLumpSumDeposit: '0',
    depositDrawdowns: [],
    isBillingIntegrated: false,
    act2025Enabled: true,
    admissionDate: ADMITTED,
    departureDate: null,
    accommodationClass: 'Post01Nov2025',
    requestedAdmissionDate: null,
    today,
  });
  return {
    financeFees: {
      residentId: 42,
      residentCareType: 'Permanent',
      isLead: false,
      isPrivateResidency: false,
      admissionDateUtc: ADMITTED,
      departureDateUtc: null,
      requestedAdmissionDateUtc: null,
      accommodationClass: 'Post01Nov2025',
      contributionClass: null,
      isAct2025: true,
      latestSupportLevel: { value: 'Unsupported', effectiveFromDate: ADMITTED },
      effectiveDates: entries.map((e, i) => ({ ...e, id: e.id ?? 100 + i, value: e.value === null ? null : String(e.value) })),
      drawdowns: { dac: false, bdf: false, mtcf: false, ac: false, pi: false, itf: false, hc: false, nccc: false },
      refundedAmountFromLumpSumDeposit: '0.00',
      pre2014: {
        pre2014Care: false,
        pre2014CareLevel: null,
        pre2014ContinueCare: false,
        accommodationCost: null,
        bondAmount: null,
        bondInterestRate: null,
      },
      mpirRates: MPIR,
      maximumPermissibleInterestRate: MPIR[0],
      mpirMessage: null,
      figures,
      refundInterestOwed: null,
      contributionCaps: CAPS,
      ncccPaidBefore: { amount: '0.00', days: 0 },
      depositDrawdowns: [],
      optionalServices: [],
      billPaymentDetails: null,
      version: 3,
      ...over,
    },
    facility: { id: 1, name: 'Bayside Gardens', isBillingIntegrated: false, enableAgedCareAct2025: true, ...facilityOver },
  };
}

function renderTab(mode: 'view' | 'edit', answer: unknown = fees()) {
  server.get(`${R}/finance/fees`, answer);
  server.get('funding/42/legal-notice-date-information', {
    residentId: 42,
    baseInterestRate: '4.35',
    maximumPenaltyInterestRates: [],
    noticeDateUtc: null,
    admissionDateUtc: ADMITTED,
    penaltyInterestStartDateUtc: null,
    maximumPenaltyInterestRate: null,
    version: null,
  });
  server.get(`${R}/open-optional-services`, []);
  const page = mode === 'edit' ? 'editResident' : 'viewResident';
  const router = createMemoryRouter(
    [
      {
        path: '/viewResident/:id/financials/:p/fees',
        element: <FeesTab residentId={42} kind="resident" mode="view" isPrivate={false} />,
      },
      {
        path: '/editResident/:id/financials/:p/fees',
        element: <FeesTab residentId={42} kind="resident" mode="edit" isPrivate={false} />,
      },
    ],
    { initialEntries: [`/${page}/42/financials/false/fees`] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const section = (id: string) => screen.findByTestId(`fees-section-${id}`);

beforeEach(() => setSession({ permissions: 'all' }));

test('view: the fee history popover lists AMOUNT and EFFECTIVE DATE newest first, the one in force highlighted', async () => {
  renderTab('view');
  const accommodation = await section('accommodation');
  expect(within(accommodation).getByTestId('fee-AgreedRoomPrice')).toHaveTextContent('$550,000.00');
  await userEvent.click(within(accommodation).getByRole('button', { name: 'History: Agreed room price' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agreed room price history' });
  expect(
    within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['AMOUNT', 'EFFECTIVE DATE']);
  const rows = within(dialog).getAllByTestId('fee-history-row');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('$550,000.00');
  expect(rows[0]).toHaveAttribute('data-latest', 'true');
  expect(rows[1]).not.toHaveAttribute('data-latest');
  expect(rows[1].textContent).toMatch(/\d{2} [A-Z][a-z]{2} \d{4}/);
});

test('view: payments show PAYMENT DATE and the support level SUPPORT LEVEL', async () => {
  renderTab('view');
  const accommodation = await section('accommodation');
  await userEvent.click(within(accommodation).getByRole('button', { name: 'History: RAD paid' }));
  let dialog = await screen.findByRole('dialog', { name: 'RAD paid history' });
  expect(
    within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['AMOUNT', 'PAYMENT DATE']);
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
  await userEvent.click(within(await section('support-level')).getByRole('button', { name: 'History: Support level' }));
  dialog = await screen.findByRole('dialog', { name: 'Support level history' });
  expect(
    within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['SUPPORT LEVEL', 'EFFECTIVE DATE']);
  expect(within(dialog).getByTestId('fee-history-row')).toHaveTextContent('Unsupported');
});

test('view: the calculated RAC opens its explanation with the formula and inputs', async () => {
  renderTab('view');
  const accommodation = await section('accommodation');
  // 365 x 60 / 7.61 % = 287,779.24
  const figure = within(within(accommodation).getByTestId('figure-calculated-rac')).getByTestId('explained-figure');
  expect(figure).toHaveTextContent('$287,779.24');
  await userEvent.click(figure);
  const dialog = await screen.findByRole('dialog', { name: 'Calculated RAC' });
  const explanation = within(dialog).getByTestId('explanation');
  expect(explanation).toHaveTextContent('365 x daily accommodation contribution / (MPIR / 100)');
  expect(explanation).toHaveTextContent('Daily accommodation contribution');
  expect(explanation).toHaveTextContent('$60.00');
  expect(explanation).toHaveTextContent('7.61%');
  expect(explanation).toHaveTextContent('Funding - Fees and Charges');
});

test('view: Refundable RAD and RAC labels, retention and Act 2025 sections; Edit fees link', async () => {
  renderTab('view');
  const accommodation = await section('accommodation');
  expect(within(accommodation).getByText('Refundable RAD paid')).toBeInTheDocument();
  expect(within(accommodation).getByText('Refundable RAC remaining')).toBeInTheDocument();
  expect(await section('retention')).toHaveTextContent('Last day retained');
  expect(await section('act-2025')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit fees' })).toHaveAttribute('href', '/editResident/42/financials/false/fees');
});

test('view without modify: no Edit fees', async () => {
  setSession({ permissions: { residentsFinancials: { canView: true } } });
  renderTab('view');
  await section('accommodation');
  expect(screen.queryByRole('link', { name: 'Edit fees' })).not.toBeInTheDocument();
});

test('a 404 shows empty fees; another failure says Unable to display financials.', async () => {
  renderTab('view', reply(404, { message: 'Not found' }));
  expect(await section('support-level')).toHaveTextContent('Not recorded');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failed load: Unable to display financials. with the offline hint, in the kit panel with Retry', async () => {
  renderTab('view', reply(500, {}));
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent(withNamedOfflineHint(DISPLAY_FINANCIALS_ERROR));
  expect(within(panel).getByRole('button', { name: 'Retry' })).toBeEnabled();
});

async function openEditor(sectionId: string, type: string) {
  const s = await section(sectionId);
  await userEvent.click(within(s).getByRole('button', { name: `Edit: ${type}` }));
  return screen.findByRole('dialog', { name: new RegExp(`^(${type} effective dates|RAD payments|RAC payments)$`) });
}

test('effective-date editor: both or neither, a duplicate day, the admission-date rule', async () => {
  renderTab('edit');
  const dialog = await openEditor('accommodation', 'Agreed room price');
  const dates = () => within(dialog).getAllByLabelText(/^EFFECTIVE DATE, row \d$/);
  const amounts = () => within(dialog).getAllByLabelText(/^AMOUNT, row \d$/);
  expect(amounts()).toHaveLength(2);
  // A row with a date and no amount.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add row' }));
  fireEvent.change(dates()[2], { target: { value: day(-10) } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findByText(INPUT_MESSAGES.effectiveValueMissing)).toBeInTheDocument();
  // The same day twice.
  fireEvent.change(dates()[2], { target: { value: day(-30) } });
  fireEvent.change(amounts()[2], { target: { value: '560000' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findAllByText(FEES_MESSAGES.nonUnique)).toHaveLength(2);
  // Two values on or before the admission date.
  fireEvent.change(dates()[2], { target: { value: addDays(ADMITTED, -5) } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findByText(FEES_MESSAGES.multipleAdmissionDate(ADMITTED))).toBeInTheDocument();
});

async function setSupportedToday() {
  const dialog = await openEditor('support-level', 'Support level');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add row' }));
  fireEvent.change(within(dialog).getByLabelText('EFFECTIVE DATE, row 2'), { target: { value: today } });
  await userEvent.selectOptions(within(dialog).getByLabelText('SUPPORT LEVEL, row 2'), 'Supported');
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Support level effective dates' })).not.toBeInTheDocument());
}

test('setting Supported keeps a daily accommodation contribution the resident has (no zero DAC over it)', async () => {
  renderTab('edit');
  await setSupportedToday();
  const accommodation = await section('accommodation');
  expect(within(accommodation).getByTestId('fee-DailyAccommodationContribution')).toHaveTextContent('$60.00');
  expect(within(await section('support-level')).getByTestId('fee-SupportLevel')).toHaveTextContent('Supported');
});

test('setting Supported adds the zero daily accommodation contribution when there is none', async () => {
  renderTab('edit', fees({ effectiveDates: ENTRIES.filter((e) => e.effectiveDateType !== 'DailyAccommodationContribution') }));
  const dialog = await openEditor('support-level', 'Support level');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add row' }));
  fireEvent.change(within(dialog).getByLabelText('EFFECTIVE DATE, row 2'), { target: { value: today } });
  await userEvent.selectOptions(within(dialog).getByLabelText('SUPPORT LEVEL, row 2'), 'Supported');
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Support level effective dates' })).not.toBeInTheDocument());
  const accommodation = await section('accommodation');
  expect(within(accommodation).getByTestId('fee-DailyAccommodationContribution')).toHaveTextContent('$0.00');
  expect(within(await section('support-level')).getByTestId('fee-SupportLevel')).toHaveTextContent('Supported');
});

test('RAD payments: the minimum, the sum and the dates; two payments change the paid figures', async () => {
  renderTab('edit');
  const accommodation = await section('accommodation');
  const paid = () => within(within(accommodation).getByTestId('figure-RadPaid')).getByTestId('explained-figure');
  expect(paid()).toHaveTextContent('$100,000.00');
  const dialog = await openEditor('accommodation', 'RAD paid');
  const amounts = () => within(dialog).getAllByLabelText(/^AMOUNT, row \d$/);
  const dates = () => within(dialog).getAllByLabelText(/^PAYMENT DATE, row \d$/);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add payment' }));
  fireEvent.change(dates()[1], { target: { value: addDays(ADMITTED, -1) } });
  fireEvent.change(amounts()[1], { target: { value: '-10000000' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findByText(FEES_MESSAGES.paymentMinimum)).toBeInTheDocument();
  expect(within(dialog).getByText(FEES_MESSAGES.paymentDateBeforeAdmission(ADMITTED))).toBeInTheDocument();
  fireEvent.change(dates()[1], { target: { value: day(1) } });
  fireEvent.change(amounts()[1], { target: { value: '-150000' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findByText(FEES_MESSAGES.paymentDateInFuture)).toBeInTheDocument();
  expect(within(dialog).getByTestId('list-error')).toHaveTextContent(FEES_MESSAGES.paymentsSumNegative);
  // Two payments on the same day are fine.
  fireEvent.change(dates()[1], { target: { value: day(-100) } });
  fireEvent.change(amounts()[1], { target: { value: '50000' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add payment' }));
  fireEvent.change(dates()[2], { target: { value: day(-5) } });
  fireEvent.change(amounts()[2], { target: { value: '25000' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'RAD payments' })).not.toBeInTheDocument());
  expect(paid()).toHaveTextContent('$175,000.00');
  expect(within(accommodation).getByTestId('figure-rad-remaining')).toHaveTextContent('$375,000.00');
});

test('top-up DAC: payment dates, and an amount below 0 refused by the shared rule (not a RAD/RAC refund)', async () => {
  renderTab('edit');
  const dialog = await openEditor('accommodation', 'Top-up daily accommodation contribution');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add payment' }));
  fireEvent.change(within(dialog).getByLabelText('PAYMENT DATE, row 1'), { target: { value: day(-3) } });
  fireEvent.change(within(dialog).getByLabelText('AMOUNT, row 1'), { target: { value: '-5' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findByText(FEES_MESSAGES.amountMinimum)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('AMOUNT, row 1')).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(within(dialog).getByLabelText('AMOUNT, row 1'), { target: { value: '12.50' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByTestId('effective-dates-dialog')).not.toBeInTheDocument());
  expect(within(await section('accommodation')).getByTestId('fee-TopupDailyAccommodationContribution')).toHaveTextContent(
    '$12.50',
  );
});

test('a hotelling contribution above its daily cap is warned of at entry', async () => {
  renderTab('edit');
  const dialog = await openEditor('act-2025', 'Hotelling contribution fee');
  expect(within(dialog).queryByTestId('cap-warning')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add row' }));
  const amounts = within(dialog).getAllByLabelText(/^AMOUNT, row \d$/);
  fireEvent.change(amounts.at(-1)!, { target: { value: '25.00' } });
  expect(await within(dialog).findByTestId('cap-warning')).toHaveTextContent(
    'Above the daily cap of $22.15: the fee run charges at most $22.15 a day.',
  );
});

test('an agreed room price without the MPIR of its date is refused before sending', async () => {
  // The MPIR rows stop 20 days ago: a new price from 10 days ago has none.
  renderTab('edit', fees({ mpirRates: [{ startDateUtc: day(-400), endDateUtc: day(-20), rate: '7.61' }] }));
  const put = server.put(`${R}/finance/fees`, fees());
  const dialog = await openEditor('accommodation', 'Agreed room price');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add row' }));
  fireEvent.change(within(dialog).getAllByLabelText(/^EFFECTIVE DATE, row \d$/)[2], { target: { value: day(-10) } });
  fireEvent.change(within(dialog).getAllByLabelText(/^AMOUNT, row \d$/)[2], { target: { value: '600000' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByTestId('effective-dates-dialog')).not.toBeInTheDocument());
  await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
  const refused = await screen.findByRole('dialog', { name: 'Unable to save changes.' });
  expect(refused).toHaveTextContent(FEES_MESSAGES.mpirMissing);
  expect(put).not.toHaveBeenCalled();
});

test('view: the accommodation class shows with its label', async () => {
  renderTab('view');
  expect(within(await section('accommodation')).getByTestId('accommodation-class')).toHaveTextContent('From 1st Nov 2025');
});

test('edit: choosing the earlier accommodation class hides the Act 2025 section; Save sends the class', async () => {
  renderTab('edit');
  const put = server.put(`${R}/finance/fees`, fees({ version: 4 }));
  expect(await section('act-2025')).toBeInTheDocument();
  const select = within(await section('accommodation')).getByLabelText('Accommodation class');
  expect(within(select).getByRole('option', { name: 'From 1st Nov 2025' })).toBeInTheDocument();
  await userEvent.selectOptions(select, 'Post01Jul2014');
  await waitFor(() => expect(screen.queryByTestId('fees-section-act-2025')).not.toBeInTheDocument());
  await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
  await waitFor(() => expect(put).toHaveBeenCalled());
  expect((put.mock.calls[0][0].body as SaveFinanceFeesBody).accommodationClass).toBe('Post01Jul2014');
});

test("the facility's Act 2025 flag off: no Act 2025 section, and From 1st Nov 2025 is not offered", async () => {
  renderTab('edit', fees({ accommodationClass: null }, { enableAgedCareAct2025: false }));
  const select = within(await section('accommodation')).getByLabelText('Accommodation class');
  expect(within(select).queryByRole('option', { name: 'From 1st Nov 2025' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('fees-section-act-2025')).not.toBeInTheDocument();
  expect(screen.queryByTestId('fees-section-retention')).not.toBeInTheDocument();
});

test('a lead (no admission date) sees the Act 2025 section by its requested admission date, to edit the zero contributions', async () => {
  const entries: FeeEntry[] = [
    { id: 1, effectiveDateType: 'SupportLevel', effectiveFromDate: today, value: null, supportLevel: 'Unsupported' },
    { id: 2, effectiveDateType: 'HotellingContributionFee', effectiveFromDate: today, value: '0.00', supportLevel: null },
    { id: 3, effectiveDateType: 'NonClinicalCareContributionFee', effectiveFromDate: today, value: '0.00', supportLevel: null },
  ];
  renderTab(
    'edit',
    fees({
      isLead: true,
      admissionDateUtc: null,
      accommodationClass: null,
      requestedAdmissionDateUtc: day(14),
      effectiveDates: entries,
    }),
  );
  const act = await section('act-2025');
  expect(within(act).getByTestId('fee-HotellingContributionFee')).toHaveTextContent('$0.00');
  expect(within(act).getByRole('button', { name: 'Edit: Non-clinical care contribution fee' })).toBeInTheDocument();
});

test('pre-2014 care: the bond payments made of 60 show', async () => {
  renderTab('edit');
  await section('accommodation');
  await userEvent.click(screen.getByLabelText('Pre-2014 care'));
  const pre = await section('pre-2014');
  expect(within(pre).getByTestId('bond-payments')).toHaveTextContent(`${pre2014PaymentsMade(ADMITTED, today)} of 60`);
});

test('a pre-2014 bond: bond labels over the bond figure, no RAD figure or formula; no MPIR line without a price', async () => {
  const pre2014 = {
    pre2014Care: true,
    pre2014CareLevel: 'Low' as const,
    pre2014ContinueCare: true,
    accommodationCost: '32.85',
    bondAmount: '285000.00',
    bondInterestRate: '4.50',
  };
  renderTab('view', fees({ pre2014, effectiveDates: [ENTRIES[0]], maximumPermissibleInterestRate: null }));
  const accommodation = await section('accommodation');
  expect(within(accommodation).getByTestId('figure-bond-paid')).toHaveTextContent('Accommodation bond paid');
  expect(within(accommodation).getByTestId('figure-bond-paid')).toHaveTextContent('$285,000.00');
  expect(within(accommodation).queryByText(/Refundable RAD/)).toBeNull();
  expect(within(accommodation).queryByTestId('mpir')).toBeNull();
});

test('RAD paid and RAD held are two named figures', async () => {
  renderTab('view');
  const accommodation = await section('accommodation');
  expect(within(accommodation).getByText('Refundable RAD paid')).toBeInTheDocument();
  expect(within(accommodation).getByTestId('figure-rad-held')).toHaveTextContent('Refundable RAD held');
});

test('Save sends the body and says Saved successfully.', async () => {
  renderTab('edit');
  const put = server.put(`${R}/finance/fees`, fees({ version: 4 }));
  const accommodation = await section('accommodation');
  await userEvent.click(within(accommodation).getByLabelText('Daily accommodation contribution (DAC)'));
  await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
  await waitFor(() => expect(put).toHaveBeenCalled());
  const body = put.mock.calls[0][0].body as SaveFinanceFeesBody;
  expect(body.version).toBe(3);
  expect(body.drawdowns.dac).toBe(true);
  expect(body.effectiveDates).toHaveLength(ENTRIES.length);
  expect(body.effectiveDates[0]).toEqual({
    id: 1,
    effectiveDateType: 'SupportLevel',
    effectiveFromDate: ADMITTED,
    value: null,
    supportLevel: 'Unsupported',
  });
  await waitFor(() => expect(toasts()).toContain('Saved successfully.'));
  // Saved: the tab returns to the view (the Edit fees link shows again).
  expect(await screen.findByRole('link', { name: 'Edit fees' })).toBeInTheDocument();
});

test('a stale save (409) shows the conflict message', async () => {
  renderTab('edit');
  server.put(`${R}/finance/fees`, reply(409, {}));
  await section('accommodation');
  await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
  await waitFor(() => expect(toasts()).toContain(CONFLICT_MESSAGE));
});

test('a refused save (400) lists the messages by fee and marks the fields', async () => {
  renderTab('edit');
  server.put(
    `${R}/finance/fees`,
    reply(400, {
      modelState: {
        'effectiveDates[1].value': ['The value cannot be less than 0.'],
        'pre2014.pre2014CareLevel': [FEES_MESSAGES.pre2014CareLevelRequired],
      },
    }),
  );
  await section('accommodation');
  await userEvent.click(screen.getByLabelText('Pre-2014 care'));
  await userEvent.selectOptions(screen.getByLabelText('Pre-2014 care level'), 'Low');
  await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Unable to save changes.' });
  expect(dialog).toHaveTextContent('Agreed room price');
  expect(dialog).toHaveTextContent('The value cannot be less than 0.');
  expect(dialog).toHaveTextContent(FEES_MESSAGES.pre2014CareLevelRequired);
});

test('the save rules run before sending: continuing at Bond level needs the accommodation cost', async () => {
  renderTab('edit');
  const put = server.put(`${R}/finance/fees`, fees());
  await section('accommodation');
  await userEvent.click(screen.getByLabelText('Pre-2014 care'));
  await userEvent.selectOptions(screen.getByLabelText('Pre-2014 care level'), 'Low');
  await userEvent.click(screen.getByLabelText('Continuing care'));
  await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Unable to save changes.' });
  expect(dialog).toHaveTextContent(FEES_MESSAGES.accommodationCostRequired);
  expect(put).not.toHaveBeenCalled();
});
