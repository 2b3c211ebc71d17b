import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, reply, server, setSession } from 'shared-auth/testing';
import { CONFLICT_MESSAGE } from 'shared-domain';
import type { IluFeesAndCharges, SaveIluFeesBody } from 'shared-domain/contracts/ilu';
import { INPUT_MESSAGES } from 'shared-domain/form-input';
import { ILU_FIELD_MESSAGES, ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { toaster } from 'shared-ui';
import IluFinance, { ILU_FINANCE_TEXT as X, type IluFinanceProps } from './IluFinance';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const toasts = () => toaster.getVisibleToasts().map((t) => t.description);
const FEES = 'enquiries/finance/fees-and-charges';

/**
 * The worked example (computed by hand, every figure as at the vacating date so it does not depend on today):
 * - admitted 1 Jan 2024, vacated 1 Jul 2024: 31 + 29 + 31 + 30 + 31 + 30 = 182 days, all in the first row's 12 months;
 * - DMF unit price = the agreed price (ingoing unit cost) = $400,000.00;
 * - accrued DMF = 400,000 x 182 x 6 / 36500 = 11,967.123... = $11,967.12, above the minimum 2 % x 400,000 = $8,000;
 * - capital gain = (440,000 - 400,000) x 50 % = $20,000.00;
 * - ingoing contribution = 100,000 + 300,000 = $400,000.00;
 * - estimated refund = 400,000 - 11,967.12 - 2,500 + 20,000 = $405,532.88;
 * - the schedule's totals: 6 x 12 / 12 = 6 %, then 6 + 4 x 24 / 12 = 14 %.
 */
function fees(
  over: Partial<IluFeesAndCharges> = {},
  summary: Partial<IluFeesAndCharges['financialSummaryAndUnitCostsDto']> = {},
) {
  const answer: IluFeesAndCharges = {
    independentLivingAllocationId: 30,
    version: 7,
    isBillingIntegratedFacility: false,
    assignedAccommodationDto: {
      accommodationId: 9,
      unitNumber: 'U12',
      unitType: 'Two bedroom villa',
      location: 'Riverside North',
      independentLivingAllocationId: 30,
    },
    financialSummaryAndUnitCostsDto: {
      publishedPrice: '420000.00',
      responsibleResidentId: 51,
      responsibleResident: 'Ann Lee',
      responsibleResidencyId: 61,
      contractSignedDateUtc: '2023-12-01',
      depositPaidDateUtc: '2023-12-05',
      balancePaidDateUtc: '2024-02-01',
      settlementPrice: '440000.00',
      settlementDateUtc: '2024-08-01',
      dmfCalculationDateUtc: '2024-07-01',
      dmfUnitPrice: '400000.00',
      agreedPrice: '400000.00',
      residentCapitalGainRate: '50',
      residentCapitalLossRate: '25',
      additionalCosts: '2500.00',
      ingoingContribution: '400000.00',
      calculatedIngoingContributionFromTechone: null,
      accruedDmf: '11967.12',
      capitalGain: '20000.00',
      estimatedRefund: '405532.88',
      ...summary,
    },
    ingoingContributionEntries: [
      { id: 1, effectiveFromDate: '2024-01-01', value: '100000.00' },
      { id: 2, effectiveFromDate: '2024-02-01', value: '300000.00' },
    ],
    vacatingDateUtc: '2024-07-01',
    admissionDateUtc: '2024-01-01',
    isSettled: true,
    deferredManagementFeeDto: {
      minimumRate: '2',
      dmfUnitCostCalculationType: 'IngoingUnitCost',
      dmfUnitCostCalculationTypeDescription: 'Ingoing unit cost',
      independentLivingAllocationId: 30,
      deferredManagementFeesSchedule: [
        { effectiveMonth: 12, value: '6', total: '6.00', feeOrderNumber: 1, independentLivingAllocationId: 30 },
        { effectiveMonth: 24, value: '4', total: '14.00', feeOrderNumber: 2, independentLivingAllocationId: 30 },
      ],
    },
    iluResidencyFinanceFees: [
      {
        residencyId: 61,
        residentId: 51,
        residentName: 'Ann Lee',
        billPayerType: 'PrimaryContact',
        billPayerFullName: 'Tom Lee',
        optionalServices: [
          {
            id: 71,
            optionalServiceId: 3,
            typeDescription: 'Newspapers',
            billingPeriod: 'Weekly',
            startDate: '2024-01-01',
            endDate: null,
            currentRate: '5.00',
            applicableRatesList: [
              { startDate: '2023-07-01', endDate: '2099-06-30', value: '5.00' },
              { startDate: '2099-07-01', endDate: null, value: '6.00' },
            ],
            version: 1,
          },
        ],
      },
      {
        residencyId: 62,
        residentId: 52,
        residentName: 'Bo Lee',
        billPayerType: 'Resident',
        billPayerFullName: 'Bo Lee',
        optionalServices: [],
      },
    ],
    ...over,
  };
  return answer;
}

const OPEN = [
  { id: 3, typeDescription: 'Newspapers', billingPeriod: 'Weekly', startDate: '2023-07-01', endDate: null, currentRate: '5.00' },
  {
    id: 4,
    typeDescription: 'Cleaning',
    billingPeriod: 'Fortnightly',
    startDate: '2023-07-01',
    endDate: null,
    currentRate: '60.00',
  },
];

const ALLOCATION: IluFinanceProps = { enquiryId: 30, residentId: 51, viewDepartedMode: false, kind: 'allocation', mode: 'view' };
const VIEW_PATH = '/viewIndependentLiving/30/resident/51/false/finance';
const EDIT_PATH = '/editIndependentLiving/30/resident/51/false/finance';

function renderFinance(mode: 'view' | 'edit', answer: unknown = fees(), props: Partial<IluFinanceProps> = {}) {
  const get = server.get(`${FEES}/:id`, answer);
  server.get('residents/51/open-optional-services', OPEN);
  const p = { ...ALLOCATION, ...props };
  const router = createMemoryRouter(
    [
      { path: '/viewIndependentLiving/:e/resident/:r/:d/finance', element: <IluFinance {...p} mode="view" /> },
      { path: '/editIndependentLiving/:e/resident/:r/:d/finance', element: <IluFinance {...p} mode="edit" /> },
      { path: '/independentLiving/:e/enquiry/:r/finance', element: <IluFinance {...p} mode="view" /> },
      { path: '/independentLiving/editEnquiry/:e/Details/:r/finance', element: <IluFinance {...p} mode="edit" /> },
    ],
    { initialEntries: [mode === 'edit' ? EDIT_PATH : VIEW_PATH] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, get };
}

const section = (id: string) => screen.findByTestId(`finance-${id}`);
const figure = (id: string) => within(screen.getByTestId(`figure-${id}`)).getByTestId('explained-figure');
const save = () => userEvent.click(screen.getAllByRole('button', { name: X.save })[0]);

async function explanation(id: string, title: string) {
  await userEvent.click(figure(id));
  const dialog = await screen.findByRole('dialog', { name: title });
  const text = within(dialog).getByTestId('explanation').textContent ?? '';
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return text;
}

beforeEach(() => setSession({ permissions: 'all', facility: 4 }));

test('view: the fees and charges as loaded, asked for with the departed mode and the person', async () => {
  const { get } = renderFinance('view');
  const unit = await section('unit');
  expect(get.mock.calls[0][0].path).toBe(`${FEES}/30`);
  expect(get.mock.calls[0][0].query).toMatchObject({ viewDepartedMode: 'false', residentId: 51 });
  expect(within(unit).getByTestId('assigned-unit')).toHaveTextContent('U12');
  expect(unit).toHaveTextContent('Two bedroom villa');
  expect(unit).toHaveTextContent('Riverside North');
  expect(within(unit).getByTestId('published-price')).toHaveTextContent('$420,000.00');
  expect(within(unit).getByTestId('responsible-resident')).toHaveTextContent('Ann Lee');
  const prices = await section('prices');
  expect(within(prices).getByTestId('agreed-price')).toHaveTextContent('$400,000.00');
  expect(within(prices).getByTestId('contract-signed-date')).toHaveTextContent('01 Dec 2023');
  expect(within(prices).getByTestId('deposit-paid-date')).toHaveTextContent('05 Dec 2023');
  expect(within(prices).getByTestId('balance-paid-date')).toHaveTextContent('01 Feb 2024');
  expect(within(prices).getByTestId('settlement-price')).toHaveTextContent('$440,000.00');
  expect(within(prices).getByTestId('settlement-date')).toHaveTextContent('01 Aug 2024');
  const dmf = await section('dmf');
  expect(within(dmf).getByTestId('dmf-calculation-type')).toHaveTextContent('Ingoing unit cost');
  expect(within(dmf).getByTestId('minimum-rate')).toHaveTextContent('2%');
  expect(within(dmf).getByTestId('capital-gain-rate')).toHaveTextContent('50%');
  expect(within(dmf).getByTestId('capital-loss-rate')).toHaveTextContent('25%');
  const schedule = within(dmf).getByRole('table', { name: 'DMF schedule' });
  expect(
    within(schedule)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Months', 'Rate (% p.a.)', 'Total (%)']);
  expect(
    within(schedule)
      .getAllByTestId('dmf-schedule-row')
      .map((r) => r.textContent),
  ).toEqual(['126%6%', '244%14%']);
  const ingoing = await section('ingoing');
  expect(
    within(ingoing)
      .getAllByTestId('ingoing-entry')
      .map((r) => r.textContent),
  ).toEqual(['01 Jan 2024$100,000.00', '01 Feb 2024$300,000.00']);
  expect(within(ingoing).getByTestId('additional-costs')).toHaveTextContent('$2,500.00');
});

test('view: every figure computed in the browser and explained (the worked example)', async () => {
  renderFinance('view');
  await section('figures');
  expect(figure('dmf-unit-price')).toHaveTextContent('$400,000.00');
  expect(figure('dmf-calculation-date')).toHaveTextContent('01 Jul 2024');
  expect(figure('accrued-dmf')).toHaveTextContent('$11,967.12');
  expect(figure('capital-gain')).toHaveTextContent('$20,000.00');
  expect(figure('ingoing-contribution')).toHaveTextContent('$400,000.00');
  expect(figure('estimated-refund')).toHaveTextContent('$405,532.88');

  const unitPrice = await explanation('dmf-unit-price', 'DMF unit price');
  expect(unitPrice).toContain('Ingoing unit cost');
  expect(unitPrice).toContain('$400,000.00');
  expect(await explanation('dmf-calculation-date', 'DMF calculation date')).toContain('Vacating date');
  const accrued = await explanation('accrued-dmf', 'Accrued DMF');
  expect(accrued).toContain('36500');
  expect(accrued).toContain('182 days');
  expect(accrued).toContain('$11,967.12');
  expect(accrued).toContain('$8,000.00');
  const gain = await explanation('capital-gain', 'Capital gain');
  expect(gain).toContain('$440,000.00');
  expect(gain).toContain('50%');
  const ingoing = await explanation('ingoing-contribution', 'Ingoing contribution');
  expect(ingoing).toContain('$100,000.00');
  expect(ingoing).toContain('$300,000.00');
  const refund = await explanation('estimated-refund', 'Estimated refund');
  expect(refund).toContain('Estimated refund = ingoing contribution - accrued DMF - additional costs + capital gain');
  expect(refund).toContain('$2,500.00');
  expect(refund).toContain('$405,532.88');
});

test('view: a loss is named as one; before settlement the capital gain says what it waits for', async () => {
  renderFinance('view', fees({}, { settlementPrice: '380000.00' }));
  await section('figures');
  // (380,000 - 400,000) x 25 % = -5,000; refund 400,000 - 11,967.12 - 2,500 - 5,000 = 380,532.88.
  expect(screen.getByTestId('figure-capital-gain')).toHaveTextContent('Capital loss');
  expect(figure('capital-gain')).toHaveTextContent('-$5,000.00');
  expect(figure('estimated-refund')).toHaveTextContent('$380,532.88');
});

test('view: no settlement price yet: the gain is missing and counted as $0.00 in the refund', async () => {
  renderFinance('view', fees({}, { settlementPrice: null, settlementDateUtc: null }));
  await section('figures');
  expect(screen.getByTestId('figure-capital-gain')).toHaveTextContent(
    'No settlement price yet: the capital gain is known when the settlement price is entered.',
  );
  // 400,000 - 11,967.12 - 2,500 + 0 = 385,532.88.
  expect(figure('estimated-refund')).toHaveTextContent('$385,532.88');
});

test("view: each residency's bill payer links to the contact details; optional services with their rate popover", async () => {
  renderFinance('view');
  const unit = await section('unit');
  const link = within(unit).getByRole('link', { name: 'Contact details of the bill payer of Ann Lee: Primary contact' });
  expect(link).toHaveAttribute('href', '/viewResident/51#billPayer');
  expect(link).toHaveTextContent('Tom Lee (primary contact)');
  expect(within(unit).getByRole('link', { name: 'Contact details of the bill payer of Bo Lee: Resident' })).toHaveAttribute(
    'href',
    '/viewResident/52#billPayer',
  );
  const services = await section('optional-services-61');
  expect(services).toHaveTextContent('Optional services: Ann Lee');
  await userEvent.click(within(services).getByRole('button', { name: 'Rates: Newspapers, $5.00' }));
  const dialog = await screen.findByRole('dialog', { name: 'Newspapers rates' });
  expect(
    within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['AMOUNT', 'EFFECTIVE DATE']);
  const rows = within(dialog).getAllByTestId('service-rate-row');
  expect(rows[0]).toHaveTextContent('$5.0001 Jul 2023 latest');
  expect(rows[1]).toHaveTextContent('$6.0001 Jul 2099');
  expect(rows[1]).not.toHaveAttribute('data-latest');
  expect(await section('optional-services-62')).toHaveTextContent('No optional services.');
});

test('view of an enquiry: the bill payer links to the enquiry edit page, Edit to its finance child', async () => {
  renderFinance('view', fees(), { kind: 'enquiry' });
  const unit = await section('unit');
  expect(within(unit).getByRole('link', { name: /bill payer of Ann Lee/ })).toHaveAttribute(
    'href',
    '/independentLiving/editEnquiry/30/Details/51#billPayer',
  );
  expect(screen.getByRole('link', { name: X.edit })).toHaveAttribute(
    'href',
    '/independentLiving/editEnquiry/30/Details/51/finance',
  );
});

test('view: Edit fees and charges for a user who may change them only', async () => {
  setSession({ permissions: { residentsFinancials: { canView: true }, residentsDetails: true }, facility: 4 });
  renderFinance('view');
  await section('unit');
  expect(screen.queryByRole('link', { name: X.edit })).not.toBeInTheDocument();
});

test('view: a billing-integrated facility shows the ingoing contribution the billing system calculated', async () => {
  renderFinance('view', fees({ isBillingIntegratedFacility: true }, { calculatedIngoingContributionFromTechone: '390000.00' }));
  const ingoing = await section('ingoing');
  expect(within(ingoing).getByTestId('calculated-ingoing')).toHaveTextContent('$390,000.00');
  expect(within(ingoing).queryByTestId('ingoing-entry')).toBeNull();
  // 390,000 - 11,967.12 - 2,500 + 20,000 = 395,532.88.
  expect(figure('ingoing-contribution')).toHaveTextContent('$390,000.00');
  expect(figure('estimated-refund')).toHaveTextContent('$395,532.88');
  expect(await explanation('ingoing-contribution', 'Ingoing contribution')).toContain('billing system');
});

test('a failed load: the seed message in the kit panel with Retry', async () => {
  renderFinance('view', reply(500, {}));
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent(ILU_MESSAGES.feesLoadError);
  expect(within(panel).getByRole('button', { name: 'Retry' })).toBeEnabled();
});

// ---------------------------------------------------------------- edit

const rowsOf = () => screen.getAllByTestId('dmf-row');
const months = (row: number) => screen.getByLabelText(`Months, row ${row}`);
const rate = (row: number) => screen.getByLabelText(`Rate (% p.a.), row ${row}`);
const totals = () => screen.getAllByTestId('dmf-row-total').map((t) => t.textContent);

test('edit: the schedule never drops below one row; rows are added and removed; totals follow as typed', async () => {
  renderFinance(
    'edit',
    fees({ deferredManagementFeeDto: { ...fees().deferredManagementFeeDto, deferredManagementFeesSchedule: [] } }),
  );
  await section('dmf');
  // No stored row: one blank row, which cannot be removed.
  expect(rowsOf()).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Remove, DMF schedule row 1' })).toBeDisabled();
  expect(totals()).toEqual(['-']);
  fireEvent.change(months(1), { target: { value: '12' } });
  fireEvent.change(rate(1), { target: { value: '6' } });
  expect(totals()).toEqual(['6%']);
  await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
  expect(rowsOf()).toHaveLength(2);
  fireEvent.change(months(2), { target: { value: '24' } });
  // A row without its rate has no total.
  expect(totals()).toEqual(['6%', '-']);
  fireEvent.change(rate(2), { target: { value: '4.5' } });
  // 6 + 4.5 x 24 / 12 = 15.
  expect(totals()).toEqual(['6%', '15%']);
  expect(screen.getByRole('button', { name: 'Remove, DMF schedule row 1' })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Remove, DMF schedule row 1' }));
  expect(rowsOf()).toHaveLength(1);
  expect(months(1)).toHaveValue('24');
  expect(totals()).toEqual(['9%']);
  expect(screen.getByRole('button', { name: 'Remove, DMF schedule row 1' })).toBeDisabled();
});

test('edit: on save only the rows with a month and a rate above 0 are sent, in order; the rest of the body', async () => {
  const { router } = renderFinance('edit');
  const post = server.post(FEES, {});
  await section('dmf');
  await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
  fireEvent.change(months(3), { target: { value: '0' } });
  fireEvent.change(rate(3), { target: { value: '5' } });
  await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
  fireEvent.change(months(4), { target: { value: '36' } });
  await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
  fireEvent.change(months(5), { target: { value: '12' } });
  fireEvent.change(rate(5), { target: { value: '3' } });
  await save();
  await waitFor(() => expect(post).toHaveBeenCalled());
  const body = post.mock.calls[0][0].body as SaveIluFeesBody;
  expect(body.deferredManagementFeesSchedule).toEqual([
    { effectiveMonth: 12, value: '6' },
    { effectiveMonth: 24, value: '4' },
    { effectiveMonth: 12, value: '3' },
  ]);
  expect(body).toMatchObject({
    independentLivingAllocationId: 30,
    version: 7,
    agreedPrice: '400000.00',
    contractSignedDateUtc: '2023-12-01',
    depositPaidDateUtc: '2023-12-05',
    balancePaidDateUtc: '2024-02-01',
    residentCapitalGainRate: '50',
    residentCapitalLossRate: '25',
    additionalCosts: '2500.00',
    minimumRate: '2',
    dmfUnitCostCalculationType: 'IngoingUnitCost',
    ingoingContributionEntries: [
      { effectiveFromDate: '2024-01-01', value: '100000.00' },
      { effectiveFromDate: '2024-02-01', value: '300000.00' },
    ],
    residencies: [
      {
        residencyId: 61,
        billPayerType: 'PrimaryContact',
        optionalServices: [{ id: 71, optionalServiceId: 3, startDate: '2024-01-01', endDate: null }],
      },
      { residencyId: 62, billPayerType: 'Resident', optionalServices: [] },
    ],
  });
  expect(body).not.toHaveProperty('calculatedIngoingContributionFromTechone');
  await waitFor(() => expect(toasts()).toContain(ILU_MESSAGES.feesSaved));
  // Saved: back to the view screen's finance tab, loaded again.
  await waitFor(() => expect(router.state.location.pathname).toBe(VIEW_PATH));
  expect(await screen.findByRole('link', { name: X.edit })).toBeInTheDocument();
});

test('edit: the figures follow the form as it is typed', async () => {
  renderFinance('edit');
  await section('figures');
  const price = screen.getByLabelText('Agreed price');
  await userEvent.clear(price);
  await userEvent.type(price, '365000');
  // 365,000 x 182 x 6 / 36500 = 10,920; the gain (440,000 - 365,000) x 50 % = 37,500;
  // refund 400,000 - 10,920 - 2,500 + 37,500 = 424,080.
  await waitFor(() => expect(figure('accrued-dmf')).toHaveTextContent('$10,920.00'));
  expect(figure('dmf-unit-price')).toHaveTextContent('$365,000.00');
  expect(figure('capital-gain')).toHaveTextContent('$37,500.00');
  expect(figure('estimated-refund')).toHaveTextContent('$424,080.00');
  // The minimum rate above the schedule: 5 % x 365,000 = 18,250.
  const minimum = screen.getByLabelText('Minimum rate');
  await userEvent.clear(minimum);
  await userEvent.type(minimum, '5');
  await waitFor(() => expect(figure('accrued-dmf')).toHaveTextContent('$18,250.00'));
});

test('edit: a stored contract signed date cannot be cleared (the field says so and nothing is sent)', async () => {
  renderFinance('edit');
  const post = server.post(FEES, {});
  await section('prices');
  const date = screen.getByLabelText('Contract signed date');
  fireEvent.change(date, { target: { value: '' } });
  fireEvent.blur(date);
  expect(await screen.findByText(ILU_FIELD_MESSAGES.contractSignedDateEmptyValue)).toBeInTheDocument();
  expect(date).toHaveAttribute('aria-invalid', 'true');
  await save();
  await waitFor(() => expect(date).toHaveFocus());
  expect(post).not.toHaveBeenCalled();
  // Changed rather than cleared, it is saved.
  fireEvent.change(date, { target: { value: '2023-12-02' } });
  await save();
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect((post.mock.calls[0][0].body as SaveIluFeesBody).contractSignedDateUtc).toBe('2023-12-02');
});

test('edit: without a stored contract signed date the field may stay blank', async () => {
  renderFinance('edit', fees({}, { contractSignedDateUtc: null }));
  const post = server.post(FEES, {});
  await section('prices');
  await save();
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect((post.mock.calls[0][0].body as SaveIluFeesBody).contractSignedDateUtc).toBeNull();
});

test("edit: the server's 400 on the contract signed date shows under the field", async () => {
  renderFinance('edit');
  server.post(FEES, reply(400, { modelState: { contractSignedDateUtc: [ILU_FIELD_MESSAGES.contractSignedDateEmptyValue] } }));
  await section('prices');
  await save();
  const date = screen.getByLabelText('Contract signed date');
  await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText(ILU_FIELD_MESSAGES.contractSignedDateEmptyValue)).toBeInTheDocument();
  expect(toasts()).not.toContain(ILU_MESSAGES.feesSaveError);
});

test("edit: a 400 about a sent schedule row is shown on the form's row it came from", async () => {
  renderFinance('edit');
  server.post(FEES, reply(400, { modelState: { 'deferredManagementFeesSchedule[1].value': [ILU_FIELD_MESSAGES.rateInvalid] } }));
  await section('dmf');
  // A blank row first: the second row sent is the form's third.
  await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
  fireEvent.change(months(1), { target: { value: '' } });
  fireEvent.change(rate(1), { target: { value: '' } });
  fireEvent.change(months(3), { target: { value: '12' } });
  fireEvent.change(rate(3), { target: { value: '3' } });
  await save();
  await waitFor(() => expect(rate(3)).toHaveAttribute('aria-invalid', 'true'));
  expect(rate(2)).not.toHaveAttribute('aria-invalid');
});

test('edit: a wrong amount typed and Save clicked at once: the field says so and nothing is sent', async () => {
  renderFinance('edit');
  const post = server.post(FEES, {});
  await section('prices');
  const price = screen.getByLabelText('Agreed price');
  await userEvent.clear(price);
  await userEvent.type(price, '12x');
  await save();
  expect(await screen.findByText(INPUT_MESSAGES.moneyInvalid)).toBeInTheDocument();
  expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(post).not.toHaveBeenCalled();
  // A figure cannot use what is not an amount: the DMF unit price says what it needs.
  expect(figure('dmf-unit-price')).toHaveTextContent('-');
});

test('edit: a failed save says so; a stale one (409) says what the kit says', async () => {
  renderFinance('edit');
  server.post(FEES, reply(500, {}));
  await section('prices');
  await save();
  await waitFor(() => expect(toasts()).toContain(ILU_MESSAGES.feesSaveError));
  server.post(FEES, reply(409, {}));
  await save();
  await waitFor(() => expect(toasts()).toContain(CONFLICT_MESSAGE));
  expect(screen.getByTestId('ilu-finance')).toBeInTheDocument();
});

test('edit: billing-integrated, the calculated ingoing contribution is edited and sent (no entries)', async () => {
  renderFinance('edit', fees({ isBillingIntegratedFacility: true }, { calculatedIngoingContributionFromTechone: '390000.00' }));
  const post = server.post(FEES, {});
  const ingoing = await section('ingoing');
  expect(within(ingoing).queryByRole('button', { name: X.addEntry })).toBeNull();
  const value = within(ingoing).getByLabelText('Ingoing contribution calculated by the billing system');
  expect(value).toHaveValue('390000.00');
  await userEvent.clear(value);
  await userEvent.type(value, '395000');
  await waitFor(() => expect(figure('ingoing-contribution')).toHaveTextContent('$395,000.00'));
  await save();
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect((post.mock.calls[0][0].body as SaveIluFeesBody).calculatedIngoingContributionFromTechone).toBe('395000.00');
});

test('edit: ingoing contribution entries are added and removed, and the figure follows', async () => {
  renderFinance('edit');
  const post = server.post(FEES, {});
  const ingoing = await section('ingoing');
  await userEvent.click(within(ingoing).getByRole('button', { name: X.addEntry }));
  fireEvent.change(within(ingoing).getByLabelText('Effective date, row 3'), { target: { value: '2024-03-01' } });
  fireEvent.change(within(ingoing).getByLabelText('Amount, row 3'), { target: { value: '-5000' } });
  await waitFor(() => expect(figure('ingoing-contribution')).toHaveTextContent('$395,000.00'));
  await userEvent.click(within(ingoing).getByRole('button', { name: 'Remove, row 1' }));
  await waitFor(() => expect(figure('ingoing-contribution')).toHaveTextContent('$295,000.00'));
  await save();
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect((post.mock.calls[0][0].body as SaveIluFeesBody).ingoingContributionEntries).toEqual([
    { effectiveFromDate: '2024-02-01', value: '300000.00' },
    { effectiveFromDate: '2024-03-01', value: '-5000.00' },
  ]);
});

test("edit: each residency's bill payer and optional services (the residents area's editor and rules)", async () => {
  renderFinance('edit');
  const post = server.post(FEES, {});
  await section('unit');
  await userEvent.selectOptions(screen.getByLabelText('Bill payer, Bo Lee'), 'SecondaryContact');
  const services = await section('optional-services-62');
  await userEvent.click(within(services).getByRole('button', { name: 'Add optional service, Bo Lee' }));
  await userEvent.selectOptions(await within(services).findByLabelText('Service 1, Bo Lee'), 'Cleaning (Fortnightly)');
  // A start before the service's own is refused by the residency rules, before anything is sent.
  fireEvent.change(within(services).getByLabelText('Start date 1, Bo Lee'), { target: { value: '2023-06-01' } });
  await save();
  expect(await within(services).findByText("The start date cannot be before the service's start date.")).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  fireEvent.change(within(services).getByLabelText('Start date 1, Bo Lee'), { target: { value: '2024-03-01' } });
  await save();
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect((post.mock.calls[0][0].body as SaveIluFeesBody).residencies[1]).toEqual({
    residencyId: 62,
    billPayerType: 'SecondaryContact',
    optionalServices: [{ optionalServiceId: 4, startDate: '2024-03-01', endDate: null }],
  });
});

test('edit: Cancel with changes asks first; Leave returns to the view', async () => {
  const { router } = renderFinance('edit');
  await section('prices');
  fireEvent.change(screen.getByLabelText('Balance paid date'), { target: { value: '2024-02-02' } });
  await userEvent.click(screen.getAllByRole('button', { name: X.cancel })[0]);
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(VIEW_PATH));
});

test('edit: leaving the page with changes is prompted', async () => {
  const { router } = renderFinance('edit');
  await section('prices');
  fireEvent.change(screen.getByLabelText('Balance paid date'), { target: { value: '2024-02-02' } });
  void router.navigate('/independentLiving/30/enquiry/51/finance');
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Do you want to leave this page? Changes you made may not be saved.');
});

test('edit of an enquiry: saved, it returns to the enquiry view finance tab', async () => {
  const { router } = renderFinance('edit', fees(), { kind: 'enquiry' });
  server.post(FEES, {});
  await section('prices');
  await save();
  await waitFor(() => expect(router.state.location.pathname).toBe('/independentLiving/30/enquiry/51/finance'));
});

test("edit: the facility's optional services not loaded: the seed message", async () => {
  renderFinance('edit');
  server.get('residents/51/open-optional-services', reply(500, {}));
  await section('prices');
  await waitFor(() => expect(toasts()).toContain(ILU_MESSAGES.optionalServicesLoadError));
});
