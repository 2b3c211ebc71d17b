import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, reply, server, setSession } from 'shared-auth/testing';
import type {
  AccommodationFundingRateList,
  CareFundingRate,
  CareFundingRateList,
  FeesAndChargesList,
  SaveCareFundingRateBody,
  SaveFeesAndChargesBody,
} from 'shared-domain/contracts/finance-rates';
import { DEMO_BASE_CARE_TARIFF_NOTE, UNCONFIRMED_CLASS_WEIGHT_NOTE } from 'shared-domain/finance/funding';
import { RATE_ROW_MESSAGES } from 'shared-domain/finance/rate-rows';
import {
  ACFI_RATE_DOMAINS,
  ACFI_RATE_LEVELS,
  BCT_CATEGORIES,
  CARE_SUPPLEMENT_NAMES,
  FEES_RATE_LIST_LABELS,
  RATE_SCHEDULE_MESSAGES,
} from 'shared-domain/finance/rate-schedules';
import { UNSAVED_CHANGES_TEXT, toaster } from 'shared-ui';
import AccommodationFundingRates, { ACCOMMODATION_TEXT } from './AccommodationFundingRates';
import CareFundingRates, { CARE_TEXT } from './CareFundingRates';
import FeesAndCharges, { FEES_TEXT } from './FeesAndCharges';
import { RATE_ROWS_TEXT } from './RateRowsEditor';
import { RATE_MESSAGES } from './rates.resource';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

function anacc(id: number, start: string, end: string | null, price: string, demoNwau: string | null = null): CareFundingRate {
  return {
    id,
    startDateUtc: `${start}T00:00:00Z`,
    endDateUtc: end,
    version: 1,
    note: null,
    fundingModel: 'ANACC',
    anaccPricePerNwau: price,
    acfiRates: ACFI_RATE_DOMAINS.flatMap((acfiDomain) =>
      ACFI_RATE_LEVELS.map((acfiLevel) => ({ acfiDomain, acfiLevel, dailyRate: null })),
    ),
    supplements: CARE_SUPPLEMENT_NAMES.map((name) => ({ name, amount: null })),
    // The demo's DEMO base care tariff NWAU of Standard MMM 1-4 (docs/decisions.md 8), when given.
    anaccFixedComponentRates: BCT_CATEGORIES.map((bctCategory, i) =>
      i === 0 && demoNwau
        ? { bctCategory, nwau: demoNwau, baseCareTariff: '147.82', isDemoValue: true }
        : { bctCategory, nwau: null, baseCareTariff: null, isDemoValue: false },
    ),
    // The reference weights of classes 7 and 9 as migration 0027 moved them (unconfirmed), on the 1 Oct 2025 record.
    anaccClassWeights:
      start === '2025-10-01'
        ? [
            { anaccClass: 7, nwau: '0.5400', dailyRate: '159.65' },
            { anaccClass: 9, nwau: '0.5300', dailyRate: '156.69' },
          ].map((w) => ({
            ...w,
            totalCareMinutes: null,
            registeredNurseCareMinutes: null,
            isDefault: false,
            source: REFERENCE_SOURCE,
            isUnconfirmed: true,
          }))
        : [],
  };
}
const REFERENCE_SOURCE = 'reference-data au-aged-care-rates.json an_acc_classes_* from_2025_10_01 (secondary_unverified)';
const CARE: CareFundingRateList = {
  records: [anacc(7, '2025-10-01', null, '295.64', '0.5000'), anacc(6, '2025-03-01', '2025-09-30T23:59:59Z', '282.44')],
};
const FEES: FeesAndChargesList = {
  records: [
    {
      id: 5,
      startDateUtc: '2025-09-20T00:00:00Z',
      endDateUtc: null,
      version: 3,
      note: 'scctas.org.au (confirmed secondary)',
      baseInterestRate: null,
      basicDailyFee: '65.55',
      hotellingContributionDailyCap: null,
      nonClinicalCareContributionDailyCap: null,
      nonClinicalCareContributionLifetimeCap: null,
      nonClinicalCareContributionTimeLimitDays: null,
      mpirRates: [{ id: 1, startDateUtc: '2025-10-01', endDateUtc: '2025-12-31', rate: '7.61' }],
      maximumPenaltyInterestRates: [],
    },
  ],
};
const ACCOMMODATION: AccommodationFundingRateList = {
  records: [
    {
      id: 2,
      startDateUtc: '2025-09-20T00:00:00Z',
      endDateUtc: null,
      version: 1,
      note: null,
      maximumAccommodationSupplement: '70.94',
      hotellingSupplement: '22.15',
    },
  ],
};

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeEach(() => {
  server.reset();
  setSession({
    permissions: {
      fundingScheduleOfCareRates: { canView: true, canModify: true },
      fundingScheduleOfAccommodationRates: { canView: true, canModify: true },
      feesScheduleOfFeesAndCharges: { canView: true, canModify: true },
    },
  });
  server.get('funding/care-funding-rates', CARE);
  server.get('funding/fees-and-charges', FEES);
  server.get('funding/accommodation-funding-rates', ACCOMMODATION);
});

const UNCONFIRMED_HELP = `Unconfirmed. ${DEMO_BASE_CARE_TARIFF_NOTE}`;

test('care funding rates: newest first with derived ends; the newest is shown; editing the AN-ACC price saves it', async () => {
  server.post('funding/care-funding-rates/save', () => ({
    records: [{ ...CARE.records[0], anaccPricePerNwau: '296.00', version: 2 }, CARE.records[1]],
    savedId: 7,
  }));
  renderAt('/funding/view-funding-rates', <CareFundingRates />);
  const table = await screen.findByRole('table', { name: `${CARE_TEXT.title}: Records` });
  const rows = within(table).getAllByTestId('schedule-record');
  expect(within(rows[0]).getByText('01 Oct 2025')).toBeInTheDocument();
  expect(within(rows[0]).getByText('current')).toBeInTheDocument();
  expect(within(rows[1]).getByText('30 Sep 2025')).toBeInTheDocument();
  expect(screen.getByText('$295.64')).toBeInTheDocument();
  // Unknown figures say so, never $0.00; the demo's stand-in NWAU is marked Unconfirmed.
  const fixed = screen.getByRole('table', { name: CARE_TEXT.fixedComponent });
  expect(within(fixed).getAllByText('Not entered').length).toBeGreaterThan(0);
  expect(within(fixed).getAllByRole('button', { name: 'Unconfirmed: NWAU 0.5000' })).toHaveLength(1);
  expect(within(fixed).getByText('0.5000')).toBeInTheDocument();

  await userEvent.click(within(rows[0]).getByRole('button', { name: 'Edit: 01 Oct 2025' }));
  const dialog = await screen.findByRole('dialog', { name: CARE_TEXT.editTitle });
  const price = within(dialog).getByRole('textbox', { name: CARE_TEXT.anaccPrice });
  await userEvent.clear(price);
  await userEvent.type(price, '296');
  const nwau = within(dialog).getByRole('textbox', { name: `${CARE_TEXT.nwau}: Standard MMM 1-4` });
  expect(nwau).toHaveValue('0.5000');
  expect(within(dialog).getByText(UNCONFIRMED_HELP)).toBeInTheDocument();
  await userEvent.clear(nwau);
  await userEvent.type(nwau, '0.4933');
  // A figure entered is no longer the stand-in.
  expect(within(dialog).queryByText(UNCONFIRMED_HELP)).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.calls('POST', 'funding/care-funding-rates/save')).toHaveLength(1));
  const body = server.calls('POST', 'funding/care-funding-rates/save')[0].body as SaveCareFundingRateBody;
  expect(body).toMatchObject({ id: 7, version: 1, startDateUtc: '2025-10-01', fundingModel: 'ANACC' });
  expect(body.anaccPricePerNwau).toMatch(/^296(\.00)?$/);
  expect(body.anaccFixedComponentRates[0]).toEqual({ bctCategory: 'Standard MMM 1-4', nwau: '0.4933' });
  expect(body.supplements.every((s) => s.amount === null)).toBe(true);
  await waitFor(() => expect(toasts()).toContain(RATE_MESSAGES.saved));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('$296.00')).toBeInTheDocument();
});

test('class weights: listed with their daily rate, source and Unconfirmed badge; a weight edited is sent, its mark gone', async () => {
  server.post('funding/care-funding-rates/save', () => CARE);
  renderAt('/funding/view-funding-rates', <CareFundingRates />);
  const weights = await screen.findByRole('table', { name: CARE_TEXT.classWeights });
  expect(within(weights).getByText('Class 7')).toBeInTheDocument();
  expect(within(weights).getByText('$159.65')).toBeInTheDocument();
  expect(within(weights).getAllByText(REFERENCE_SOURCE)).toHaveLength(2);
  expect(within(weights).getByRole('button', { name: 'Unconfirmed: NWAU 0.5400' })).toBeInTheDocument();
  expect(within(weights).getByRole('button', { name: 'Unconfirmed: NWAU 0.5300' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit: 01 Oct 2025' }));
  const dialog = await screen.findByRole('dialog', { name: CARE_TEXT.editTitle });
  const class7 = within(dialog).getByTestId('class-weight-7');
  const nwau = within(class7).getByRole('textbox', { name: `${CARE_TEXT.nwau}: Class 7` });
  expect(nwau).toHaveValue('0.5400');
  expect(class7).toHaveTextContent(`Unconfirmed. ${UNCONFIRMED_CLASS_WEIGHT_NOTE}`);
  expect(class7).toHaveTextContent('Daily rate $159.65');
  await userEvent.clear(nwau);
  await userEvent.type(nwau, '0.55');
  expect(class7).not.toHaveTextContent(UNCONFIRMED_CLASS_WEIGHT_NOTE);
  expect(class7).toHaveTextContent('Daily rate $162.60'); // 0.55 x 295.64 = 162.602
  await userEvent.type(within(class7).getByRole('textbox', { name: `${CARE_TEXT.totalCareMinutes}: Class 7` }), '190');
  // Class 9 kept as loaded: still unconfirmed.
  expect(within(dialog).getByTestId('class-weight-9')).toHaveTextContent(UNCONFIRMED_CLASS_WEIGHT_NOTE);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.calls('POST', 'funding/care-funding-rates/save')).toHaveLength(1));
  const body = server.calls('POST', 'funding/care-funding-rates/save')[0].body as SaveCareFundingRateBody;
  // Every class in class order (so a refusal names the screen's row); blank classes carry no NWAU.
  expect(body.anaccClassWeights).toHaveLength(16);
  expect(body.anaccClassWeights?.[6]).toEqual({
    anaccClass: 7,
    nwau: '0.55',
    totalCareMinutes: 190,
    registeredNurseCareMinutes: null,
  });
  expect(body.anaccClassWeights?.[8]).toEqual({
    anaccClass: 9,
    nwau: '0.5300',
    totalCareMinutes: null,
    registeredNurseCareMinutes: null,
  });
  expect(body.anaccClassWeights?.[0]).toEqual({
    anaccClass: 1,
    nwau: null,
    totalCareMinutes: null,
    registeredNurseCareMinutes: null,
  });
});

test('class weights: an NWAU of 0 or care minutes without an NWAU are refused on the field before sending', async () => {
  renderAt('/funding/view-funding-rates', <CareFundingRates />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit: 01 Oct 2025' }));
  const dialog = await screen.findByRole('dialog', { name: CARE_TEXT.editTitle });
  const nwau = within(dialog).getByRole('textbox', { name: `${CARE_TEXT.nwau}: Class 7` });
  await userEvent.clear(nwau);
  await userEvent.type(nwau, '0');
  await userEvent.type(within(dialog).getByRole('textbox', { name: `${CARE_TEXT.totalCareMinutes}: Class 8` }), '120');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(RATE_SCHEDULE_MESSAGES.nwauInvalid)).toBeInTheDocument();
  expect(within(dialog).getByText('Enter the NWAU of Class 8, or clear its care minutes.')).toBeInTheDocument();
  expect(server.calls('POST', 'funding/care-funding-rates/save')).toHaveLength(0);
});

test("class weights: the server's refusal of a class's NWAU is shown on that class's field", async () => {
  server.post(
    'funding/care-funding-rates/save',
    reply(400, { modelState: { 'anaccClassWeights[8].nwau': ['Refused by the server.'] } }),
  );
  renderAt('/funding/view-funding-rates', <CareFundingRates />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit: 01 Oct 2025' }));
  const dialog = await screen.findByRole('dialog', { name: CARE_TEXT.editTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const class9 = within(dialog).getByTestId('class-weight-9');
  expect(await within(class9).findByText('Refused by the server.')).toBeInTheDocument();
});

test('care funding rates: a start that another record has is refused before sending', async () => {
  renderAt('/funding/view-funding-rates', <CareFundingRates />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog', { name: CARE_TEXT.addTitle });
  fireEvent.change(within(dialog).getByLabelText(/Start date/), { target: { value: '2025-03-01' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('A record with this start date already exists.')).toBeInTheDocument();
  expect(server.calls('POST', 'funding/care-funding-rates/save')).toHaveLength(0);
});

test('a failed load says so in the seed words (seed 001 §8), on each of the three screens', async () => {
  server.get('funding/care-funding-rates', reply(500, { message: 'boom' }));
  renderAt('/funding/view-funding-rates', <CareFundingRates />);
  await waitFor(() => expect(toasts()).toContain(RATE_MESSAGES.careLoadError));
  expect(RATE_MESSAGES.careLoadError).toBe('Error occurred while fetching care funding rates');
});

test('accommodation funding rates: a failed load says so in the seed words', async () => {
  server.get('funding/accommodation-funding-rates', reply(500, { message: 'boom' }));
  renderAt('/funding/view-accommodation-rates', <AccommodationFundingRates />);
  await waitFor(() => expect(toasts()).toContain('Error occurred while fetching accommodation funding rates'));
  expect(toasts()).not.toContain(RATE_MESSAGES.careLoadError);
  expect(screen.queryByRole('table', { name: `${ACCOMMODATION_TEXT.title}: Records` })).not.toBeInTheDocument();
});

test('fees and charges: a failed load says so in the seed words', async () => {
  server.get('funding/fees-and-charges', reply(500, { message: 'boom' }));
  renderAt('/funding/view-fees-and-charges', <FeesAndCharges />);
  await waitFor(() => expect(toasts()).toContain('Error occurred while fetching fees and charges'));
  expect(screen.queryByRole('table', { name: `${FEES_TEXT.title}: Records` })).not.toBeInTheDocument();
});

test('fees and charges: an MPIR row breaking the row rules shows its message; the next start follows the previous end', async () => {
  server.post('funding/fees-and-charges', () => FEES);
  renderAt('/funding/view-fees-and-charges', <FeesAndCharges />);
  expect(await screen.findByRole('table', { name: FEES_RATE_LIST_LABELS.mpirRates })).toBeInTheDocument();
  // A record before 1 Nov 2025 does not show the Act 2025 caps.
  expect(screen.queryByText(`${FEES_TEXT.hotellingCap}:`)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Edit: 20 Sep 2025' }));
  const dialog = await screen.findByRole('dialog', { name: FEES_TEXT.editTitle });
  const mpir = FEES_RATE_LIST_LABELS.mpirRates;
  await userEvent.click(within(dialog).getByRole('button', { name: `${RATE_ROWS_TEXT.addRow}: ${mpir}` }));
  const start2 = within(dialog).getByLabelText(`${mpir}: ${RATE_ROWS_TEXT.start}, row 2`) as HTMLInputElement;
  await waitFor(() => expect(start2.value).toBe('2026-01-01'));
  expect(start2).toBeDisabled();
  // The first row cannot be removed; the second can.
  expect(within(dialog).queryByRole('button', { name: `${RATE_ROWS_TEXT.remove}: ${mpir}, row 1` })).not.toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(`${mpir}: ${RATE_ROWS_TEXT.end}, row 2`), { target: { value: '2025-12-31' } });
  await userEvent.type(within(dialog).getByLabelText(`${mpir}: ${RATE_ROWS_TEXT.rate}, row 2`), '7.5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(RATE_ROW_MESSAGES.endNotBeforeNext)).toBeInTheDocument();
  expect(within(dialog).getByText(RATE_ROW_MESSAGES.startAfterMaximum)).toBeInTheDocument();
  expect(server.calls('POST', 'funding/fees-and-charges')).toHaveLength(0);

  // Removing the second row leaves a valid record; the blank penalty list is sent as no rows.
  await userEvent.click(within(dialog).getByRole('button', { name: `${RATE_ROWS_TEXT.remove}: ${mpir}, row 2` }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.calls('POST', 'funding/fees-and-charges')).toHaveLength(1));
  const body = server.calls('POST', 'funding/fees-and-charges')[0].body as SaveFeesAndChargesBody;
  expect(body.mpirRates).toEqual([{ startDateUtc: '2025-10-01', endDateUtc: '2025-12-31', rate: '7.61' }]);
  expect(body.maximumPenaltyInterestRates).toEqual([]);
  expect(body.hotellingContributionDailyCap).toBeNull();
  await waitFor(() => expect(toasts()).toContain(RATE_MESSAGES.saved));
});

test('fees and charges: a stored list is opened as it is (no row moved, nothing dirty); a gap is refused on save', async () => {
  // A record stored before the rule held (0019 put every quarter in one record): 30 Sep 2024 -> 1 Apr 2025.
  const gapped: FeesAndChargesList = {
    records: [
      {
        ...FEES.records[0],
        mpirRates: [
          { id: 1, startDateUtc: '2024-07-01', endDateUtc: '2024-09-30', rate: '8.36' },
          { id: 2, startDateUtc: '2025-04-01', endDateUtc: '2025-06-30', rate: '8.17' },
        ],
      },
    ],
  };
  server.get('funding/fees-and-charges', gapped);
  renderAt('/funding/view-fees-and-charges', <FeesAndCharges />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit: 20 Sep 2025' }));
  const dialog = await screen.findByRole('dialog', { name: FEES_TEXT.editTitle });
  const mpir = FEES_RATE_LIST_LABELS.mpirRates;
  const start2 = within(dialog).getByLabelText(`${mpir}: ${RATE_ROWS_TEXT.start}, row 2`) as HTMLInputElement;
  // The 8.17 % row keeps its quarter: it is not moved onto 1 Oct 2024 (an unconfirmed quarter).
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(start2.value).toBe('2025-04-01');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(RATE_ROW_MESSAGES.startNotAfterPrevious)).toBeInTheDocument();
  expect(server.calls('POST', 'funding/fees-and-charges')).toHaveLength(0);
  expect(start2.value).toBe('2025-04-01');
  // Nothing was changed: Cancel closes without asking.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: FEES_TEXT.editTitle })).not.toBeInTheDocument());
  expect(screen.queryByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title })).not.toBeInTheDocument();
});

test('fees and charges: a rate above 100 is refused before sending, saying so', async () => {
  renderAt('/funding/view-fees-and-charges', <FeesAndCharges />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit: 20 Sep 2025' }));
  const dialog = await screen.findByRole('dialog', { name: FEES_TEXT.editTitle });
  const rate = within(dialog).getByLabelText(`${FEES_RATE_LIST_LABELS.mpirRates}: ${RATE_ROWS_TEXT.rate}, row 1`);
  await userEvent.clear(rate);
  await userEvent.type(rate, '150');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Rate must not be more than 100.')).toBeInTheDocument();
  expect(server.calls('POST', 'funding/fees-and-charges')).toHaveLength(0);
});

test('fees and charges: a save the server refuses shows its row message under the row', async () => {
  server.post('funding/fees-and-charges', reply(400, { modelState: { 'mpirRates[0].endDateUtc': ['Server says no.'] } }));
  renderAt('/funding/view-fees-and-charges', <FeesAndCharges />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit: 20 Sep 2025' }));
  const dialog = await screen.findByRole('dialog', { name: FEES_TEXT.editTitle });
  const fee = within(dialog).getByRole('textbox', { name: FEES_TEXT.basicDailyFee });
  await userEvent.clear(fee);
  await userEvent.type(fee, '66');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Server says no.')).toBeInTheDocument();
});

test('accommodation funding rates: cancel with changes asks first; Stay keeps the dialog, Leave closes it', async () => {
  renderAt('/funding/view-accommodation-rates', <AccommodationFundingRates />);
  expect(await screen.findByText('$22.15')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Edit: 20 Sep 2025' }));
  const dialog = await screen.findByRole('dialog', { name: ACCOMMODATION_TEXT.editTitle });
  const hotelling = within(dialog).getByRole('textbox', { name: ACCOMMODATION_TEXT.hotellingSupplement });
  await userEvent.clear(hotelling);
  await userEvent.type(hotelling, '23');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  const ask = await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });
  await userEvent.click(within(ask).getByRole('button', { name: UNSAVED_CHANGES_TEXT.stay }));
  expect(screen.getByRole('dialog', { name: ACCOMMODATION_TEXT.editTitle })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title })).getByRole('button', {
      name: UNSAVED_CHANGES_TEXT.leave,
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog', { name: ACCOMMODATION_TEXT.editTitle })).not.toBeInTheDocument());
});

test('without modify permission there is no Add or Edit', async () => {
  setSession({ permissions: { fundingScheduleOfAccommodationRates: { canView: true, canModify: false } } });
  renderAt('/funding/view-accommodation-rates', <AccommodationFundingRates />);
  expect(await screen.findByText('$70.94')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
});
