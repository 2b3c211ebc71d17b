import { LEAD_MESSAGES } from 'shared-domain/leads';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { NETWORK_ERROR, Providers, reply, server, setSession, testQueryClient } from 'shared-auth/testing';
import { residentFundingQuery } from 'shared-auth/federated-queries';
import type { ResidentFunding, SupplementStatusBody } from 'shared-domain/contracts/finance-funding';
import {
  ANACC_CALCULATOR_SOURCE,
  DEMO_BASE_CARE_TARIFF_NOTE,
  anaccCalculatorClasses,
  assessedClassSource,
  classDifference,
  dailyBasicSubsidy,
  scheduleFromFunding,
} from 'shared-domain/finance/funding';
import { melbourneToday } from 'shared-domain/dates';
import { toaster } from 'shared-ui';
import { ANACC_CALCULATOR_TEXT as C } from './AnaccCalculator';
import FundingTab, { FUNDING_TAB_TEXT as T } from './FundingTab';

jest.setTimeout(30000);

const R = 'residents/42/finance/funding';
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

/** The care funding rate from 1 Oct 2025 with the DEMO base care tariff NWAU of Standard MMM 1-4 (decision 8). */
const CARE_FUNDING_RATE = {
  id: 7,
  startDate: '2025-10-01',
  anaccPricePerNwau: '295.64',
  baseCareTariffNwau: '0.5000',
  isDemoValue: true,
};

function funding(over: Partial<ResidentFunding> = {}): ResidentFunding {
  return {
    residentId: 42,
    residencyId: 7,
    isLead: false,
    residentCareType: 'Permanent',
    residentFirstName: 'Margaret',
    residentLastName: 'Ashby',
    respiteCareLevel: 'Unknown',
    supportLevel: 'Supported',
    pensionerSupplement: true,
    concessionalSupplement: false,
    veteranSupplement: false,
    latestAcfi: { submissionDateUtc: '2022-06-01', adl: 'High', beh: 'Medium', chc: 'Low' },
    fundingDate: '2026-11-25',
    pricePerNwau: '295.64',
    anaccClassification: {
      isActual: false,
      anaccVariableComponent: {
        anaccClass: 7,
        anaccClassText: 'Class 7',
        description: 'Assisted mobility, medium cognition, with compounding factors',
        nwau: '0.54',
        rate: '159.65',
        totalCareMinutes: null,
        registeredNurseCareMinutes: null,
        isPermanent: true,
        isRespite: false,
        isDefault: false,
        classificationDate: '2025-10-20',
        isUnconfirmed: false,
      },
      anaccFixedComponent: {
        baseCareTariff: '147.82',
        nwau: '0.5',
        facilityMMMClassificationText: 'MMM 1',
        saClass: null,
        numberOfBeds: 60,
        fundingBasis: 'Standard',
        bctCategory: 'Standard MMM 1-4',
        isDemoValue: true,
        note: DEMO_BASE_CARE_TARIFF_NOTE,
        startDate: '2025-10-01',
      },
      assessed: null,
      expected: { anaccClass: 7, anaccClassText: 'Class 7', classificationDate: '2025-10-20' },
      classDifference: null,
    },
    mmmClassification: 'MMM 1',
    bctCategory: 'Standard MMM 1-4',
    // The same function the API computes it with, on the same care funding rate.
    dailyBasicSubsidy: dailyBasicSubsidy({
      schedule: scheduleFromFunding({
        careFundingRate: CARE_FUNDING_RATE,
        bctCategory: 'Standard MMM 1-4',
        mmmClassification: 'MMM 1',
      }),
      variable: { anaccClass: 7, nwau: '0.54', isActual: false, isDefault: false, classificationDate: '2025-10-20' },
    }),
    careFundingRate: CARE_FUNDING_RATE,
    // As the API lists them (classes 2 and 7 of the reference weights).
    anaccClasses: anaccCalculatorClasses({
      careType: 'Permanent',
      weights: [
        { anaccClass: 2, nwau: '0.21', totalCareMinutes: 64, registeredNurseCareMinutes: 14 },
        { anaccClass: 7, nwau: '0.54', totalCareMinutes: 176, registeredNurseCareMinutes: 34 },
      ],
      pricePerNwau: '295.64',
    }),
    version: 3,
    ...over,
  };
}

/** As the pages mount it: under a data router (the unsaved-changes prompt needs one). */
function renderTab(mode: 'view' | 'edit' = 'view', kind: 'resident' | 'lead' = 'resident') {
  const path = `/${mode === 'edit' ? 'edit' : 'view'}${kind === 'lead' ? 'Lead' : 'Resident'}/42/financials/funding`;
  const router = createMemoryRouter([{ path: '*', element: <FundingTab residentId={42} kind={kind} mode={mode} /> }], {
    initialEntries: [path],
  });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeEach(() => {
  setSession({ permissions: 'all' });
});

test('view mode: the figures in cards, the edit link, and the daily basic subsidy explained', async () => {
  server.get(R, funding());
  renderTab();
  expect(await screen.findByTestId('care-type')).toHaveTextContent('Permanent');
  expect(screen.getByTestId('support-level')).toHaveTextContent('Supported');
  expect(screen.getByTestId('supplement-pensionerSupplement')).toHaveTextContent('Yes');
  expect(screen.getByTestId('supplement-veteranSupplement')).toHaveTextContent('No');
  expect(screen.getByTestId('acfi-date')).toHaveTextContent('01 Jun 2022');
  expect(screen.getByTestId('anacc-class')).toHaveTextContent('Class 7');
  expect(screen.getByTestId('anacc-class')).toHaveTextContent('Expected');
  expect(screen.getByTestId('anacc-rate')).toHaveTextContent('$159.65');
  expect(screen.getByTestId('base-care-tariff')).toHaveTextContent('$147.82');
  // The care funding rate's NWAU is the demo's stand-in: marked Unconfirmed, opening what is missing.
  await userEvent.click(within(screen.getByTestId('base-care-tariff')).getByRole('button', { name: /^Unconfirmed: NWAU/ }));
  const unconfirmed = await screen.findByRole('dialog', { name: 'Unconfirmed figure' });
  expect(unconfirmed).toHaveTextContent(DEMO_BASE_CARE_TARIFF_NOTE);
  await userEvent.click(within(unconfirmed).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unconfirmed figure' })).not.toBeInTheDocument());
  expect(screen.getByTestId('mmm')).toHaveTextContent('MMM 1');
  expect(screen.getByRole('link', { name: T.editFunding })).toHaveAttribute('href', '/editResident/42/financials/funding');

  const figure = screen.getByRole('button', { name: /Daily basic subsidy: \$307\.47/ });
  await userEvent.click(figure);
  const panel = await screen.findByRole('dialog', { name: T.subsidy });
  const explanation = within(panel).getByTestId('explanation');
  expect(explanation).toHaveTextContent(/Daily basic subsidy = fixed component base care tariff/);
  expect(explanation).toHaveTextContent('AN-ACC price per NWAU');
  expect(explanation).toHaveTextContent('$147.82 = NWAU 0.5 x $295.64');
  // The source is the care funding rate record (Funding - Care funding rates), its DEMO NWAU said so.
  expect(explanation).toHaveTextContent(
    'Funding - Care funding rates, record from 01 Oct 2025: Standard MMM 1-4, MMM 1 (unconfirmed)',
  );
  expect(explanation).toHaveTextContent('Variable component rate (Class 7)');
  expect(explanation).toHaveTextContent('01 Oct 2025');
  expect(explanation).toHaveTextContent('$307.47');
});

test('an assessed class: shown instead of the expected one with its effective date and source; the difference explained', async () => {
  const assessed = { anaccClass: 9, effectiveDate: '2026-11-14', source: 'ClassificationNotice' } as const;
  const weights = [
    { anaccClass: 7, nwau: '0.54', isUnconfirmed: true },
    { anaccClass: 9, nwau: '0.53', isUnconfirmed: true },
  ];
  const base = funding();
  server.get(
    R,
    funding({
      anaccClassification: {
        ...base.anaccClassification,
        isActual: true,
        anaccVariableComponent: {
          ...base.anaccClassification.anaccVariableComponent!,
          anaccClass: 9,
          anaccClassText: 'Class 9',
          description: null,
          nwau: '0.53',
          rate: '156.69',
          classificationDate: '2026-11-14',
          isUnconfirmed: true,
        },
        assessed: {
          anaccClass: 9,
          anaccClassText: 'Class 9',
          effectiveDate: '2026-11-14',
          source: assessedClassSource(assessed),
          reference: null,
        },
        expected: { anaccClass: 7, anaccClassText: 'Class 7', classificationDate: '2025-10-20' },
        classDifference: classDifference({ expected: { anaccClass: 7 }, assessed, weights, schedule: CARE_FUNDING_RATE }),
      },
    }),
  );
  renderTab();
  const cls = await screen.findByTestId('anacc-class');
  expect(cls).toHaveTextContent('Class 9');
  expect(cls).toHaveTextContent(T.actual);
  expect(screen.getByTestId('anacc-assessed')).toHaveTextContent('Assessed by Services Australia, effective 14 Nov 2026');
  expect(screen.getByText(T.effectiveDate)).toBeInTheDocument();
  expect(screen.getByTestId('anacc-expected')).toHaveTextContent('Class 7');
  // The class NWAU is unconfirmed: badged beside its rate.
  expect(within(screen.getByTestId('anacc-rate')).getByRole('button', { name: 'Unconfirmed: NWAU 0.53' })).toBeInTheDocument();
  const difference = screen.getByTestId('anacc-difference');
  expect(difference).toHaveTextContent(
    'Expected Class 7: $159.65 a day; assessed Class 9 from 14 Nov 2026: $156.69 a day; difference -$2.96 a day',
  );
  await userEvent.click(within(difference).getByRole('button', { name: /Difference a day: -\$2\.96/ }));
  const panel = await screen.findByRole('dialog', { name: T.differenceADay });
  expect(within(panel).getByTestId('explanation')).toHaveTextContent('Assessed by Services Australia, effective 14 Nov 2026');
});

test("mounted on the data a deep link asked for early (mfe-residents prefetches the tab's query), it asks nothing again", async () => {
  server.get(R, funding());
  await testQueryClient().prefetchQuery(residentFundingQuery(42));
  renderTab();
  expect(await screen.findByTestId('care-type')).toHaveTextContent('Permanent');
  expect(server.calls('GET', R)).toHaveLength(1);
});

test('an NWAU not entered in the care funding rate: no base care tariff, and the subsidy says where to enter it', async () => {
  const rate = { ...CARE_FUNDING_RATE, baseCareTariffNwau: null, isDemoValue: false };
  const where = { careFundingRate: rate, bctCategory: 'Standard MMM 1-4', mmmClassification: 'MMM 1' };
  const own = { anaccClass: 7, nwau: '0.54', isActual: false, isDefault: false, classificationDate: '2025-10-20' };
  server.get(
    R,
    funding({
      careFundingRate: rate,
      anaccClassification: { ...funding().anaccClassification, anaccFixedComponent: null },
      dailyBasicSubsidy: dailyBasicSubsidy({ schedule: scheduleFromFunding(where), variable: own }),
    }),
  );
  renderTab();
  const missing =
    'The base care tariff NWAU of Standard MMM 1-4 is not entered in the care funding rate from 01 Oct 2025: enter it in Funding - Care funding rates.';
  expect(await screen.findByTestId('funding-fixed')).toHaveTextContent(T.noFixed);
  expect(screen.getByTestId('daily-basic-subsidy')).toHaveTextContent(missing);
  // The calculator reads the same care funding rate: the same figure is missing, for the same reason.
  expect(within(screen.getByTestId('funding-calculator')).getByTestId('calculator-subsidy')).toHaveTextContent(missing);
});

test('without modify permission there is no edit link; a lead links to its own edit page', async () => {
  server.get(R, funding());
  setSession({ permissions: { residentsFinancials: { canView: true }, leadsFinancials: { canView: true, canModify: true } } });
  const { unmount } = renderTab();
  await screen.findByTestId('care-type');
  expect(screen.queryByRole('link', { name: T.editFunding })).toBeNull();
  unmount();
  renderTab('view', 'lead');
  expect(await screen.findByRole('link', { name: T.editFunding })).toHaveAttribute('href', '/editLead/42/financials/funding');
});

test('a 404 shows the default unknown support level; another failure shows the financials message', async () => {
  server.get(R, reply(404, { message: 'The requested record was not found.' }));
  const { unmount } = renderTab();
  expect(await screen.findByTestId('support-level')).toHaveTextContent('Unknown');
  expect(screen.queryByRole('alert')).toBeNull();
  unmount();
  server.get(R, NETWORK_ERROR);
  renderTab();
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent(
    'Unable to display financials. Either your computer is offline, or Resident Manager is having problems of its own.',
  );
  // The kit's load-failure panel: Retry loads the tab again.
  server.get(R, funding());
  await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('care-type')).toHaveTextContent('Permanent');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('edit mode: the supplement status starts from the backup; Cancel restores it', async () => {
  server.get(R, funding());
  const save = server.put(`${R}/supplement-status`, funding());
  renderTab('edit');
  const pensioner = await screen.findByRole('checkbox', { name: 'Pensioner supplement' });
  const veteran = screen.getByRole('checkbox', { name: 'Veteran supplement' });
  expect(pensioner).toBeChecked();
  expect(veteran).not.toBeChecked();
  await userEvent.click(pensioner);
  await userEvent.click(veteran);
  expect(pensioner).not.toBeChecked();
  expect(veteran).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: T.cancel }));
  expect(pensioner).toBeChecked();
  expect(veteran).not.toBeChecked();
  expect(save).not.toHaveBeenCalled();
});

test('edit mode: Save persists the three flags with the version; the answer becomes the new backup', async () => {
  server.get(R, funding());
  const save = server.put(
    `${R}/supplement-status`,
    funding({ pensionerSupplement: true, concessionalSupplement: true, veteranSupplement: false, version: 4 }),
  );
  renderTab('edit');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Concessional supplement' }));
  await userEvent.click(screen.getByRole('button', { name: T.save }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save.mock.calls[0][0].body as SupplementStatusBody).toEqual({
    pensionerSupplement: true,
    concessionalSupplement: true,
    veteranSupplement: false,
    version: 3,
  });
  await waitFor(() => expect(toasts()).toContain('Saved successfully.'));
  // Saved: nothing left to cancel.
  await waitFor(() => expect(screen.getByRole('button', { name: T.cancel })).toBeDisabled());
  expect(screen.getByRole('checkbox', { name: 'Concessional supplement' })).toBeChecked();
});

test('edit mode: a failed save says so with the offline hint and keeps the changes', async () => {
  server.get(R, funding());
  server.put(`${R}/supplement-status`, NETWORK_ERROR);
  renderTab('edit');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Veteran supplement' }));
  await userEvent.click(screen.getByRole('button', { name: T.save }));
  await waitFor(() =>
    expect(toasts()).toContain(
      'Unable to save supplement status. Either your computer is offline, or Resident Manager is having problems of its own.',
    ),
  );
  expect(screen.getByRole('checkbox', { name: 'Veteran supplement' })).toBeChecked();
});

test('edit mode of a respite resident: the respite care level is saved', async () => {
  server.get(R, funding({ residentCareType: 'Respite', respiteCareLevel: 'Unknown' }));
  const save = server.put(R, funding({ residentCareType: 'Respite', respiteCareLevel: 'High', version: 4 }));
  renderTab('edit');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Respite care level/ }), 'High');
  const form = screen.getByRole('form', { name: T.respiteCareLevel });
  await userEvent.click(within(form).getByRole('button', { name: T.save }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save.mock.calls[0][0].body).toEqual({ respiteCareLevel: 'High', version: 3 });
  await waitFor(() => expect(screen.getByTestId('respite-care-level')).toHaveTextContent('High'));
});

describe('the AN-ACC calculator', () => {
  test("view mode: defaults to the person's class; choosing a class shows its components and the subsidy, explained", async () => {
    server.get(R, funding());
    renderTab();
    const card = within(await screen.findByTestId('funding-calculator'));
    const select = card.getByRole('combobox', { name: C.anaccClass });
    expect(select).toHaveValue('7');
    expect(card.getByRole('option', { name: 'Class 2 — Independent without compounding factors' })).toBeInTheDocument();
    // The person's own class: the person's own figure.
    expect(card.getByRole('button', { name: /Daily basic subsidy \(Class 7\): \$307\.47/ })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: C.saveExpected })).toBeNull();

    await userEvent.selectOptions(select, '2');
    expect(card.getByTestId('calculator-class')).toHaveTextContent('Class 2');
    expect(card.getByTestId('calculator-rate')).toHaveTextContent('$62.08 (NWAU 0.21)');
    expect(card.getByTestId('calculator-minutes')).toHaveTextContent('64 / 14');
    expect(card.getByTestId('calculator-base-care-tariff')).toHaveTextContent('$147.82');
    // 147.82 + 0.21 x 295.64 (62.08) = 209.90
    await userEvent.click(card.getByRole('button', { name: /Daily basic subsidy \(Class 2\): \$209\.90/ }));
    const panel = await screen.findByRole('dialog', { name: 'Daily basic subsidy (Class 2)' });
    const explanation = within(panel).getByTestId('explanation');
    expect(explanation).toHaveTextContent('Variable component rate (Class 2)');
    expect(explanation).toHaveTextContent('$62.08 = NWAU 0.21 x $295.64');
    expect(explanation).toHaveTextContent(ANACC_CALCULATOR_SOURCE);
    expect(explanation).toHaveTextContent('$209.90');
  });

  test("edit mode: 'Save as expected AN-ACC' posts the chosen class from today via the calculator, then reloads the tab", async () => {
    let loads = 0;
    server.get(R, () => {
      loads += 1;
      return funding();
    });
    const save = server.post('residents/42/enter-expected-anacc', { saved: true, expectedAnacc: null });
    renderTab('edit');
    const card = within(await screen.findByTestId('funding-calculator'));
    await userEvent.selectOptions(card.getByRole('combobox', { name: C.anaccClass }), '2');
    await userEvent.click(card.getByRole('button', { name: C.saveExpected }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0].body).toEqual({ anaccClass: 2, classificationDate: melbourneToday(), viaAnaccCalculator: true });
    await waitFor(() => expect(toasts()).toContain('Expected AN-ACC saved.'));
    await waitFor(() => expect(loads).toBeGreaterThan(1));
  });

  test('edit mode: a refused save says so; without residentsEnterExpectedAnacc there is no save button', async () => {
    server.get(R, funding());
    server.post('residents/42/enter-expected-anacc', reply(400, { modelState: { anaccClass: ['AN-ACC class is invalid.'] } }));
    const { unmount } = renderTab('edit');
    const card = within(await screen.findByTestId('funding-calculator'));
    await userEvent.click(card.getByRole('button', { name: C.saveExpected }));
    await waitFor(() => expect(toasts()).toContain('Unable to save AN-ACC.'));
    unmount();
    setSession({ permissions: { residentsFinancials: { canView: true, canModify: true } } });
    renderTab('edit');
    await screen.findByTestId('funding-calculator');
    expect(screen.queryByRole('button', { name: C.saveExpected })).toBeNull();
  });

  test("a lead: shown with leadsFinancials modify; saved as the lead's funding estimate (PUT leads/{id}/expectedAnacc)", async () => {
    const v = funding().anaccClassification.anaccVariableComponent!;
    server.get(
      R,
      funding({
        isLead: true,
        anaccClassification: {
          ...funding().anaccClassification,
          anaccVariableComponent: { ...v, classificationDate: melbourneToday() },
        },
      }),
    );
    setSession({ permissions: { leadsFinancials: { canView: true, canModify: true } } });
    const save = server.put('leads/42/expectedAnacc', {});
    renderTab('edit', 'lead');
    const card = within(await screen.findByTestId('funding-calculator'));
    // Class 7 from today is the expected AN-ACC already: nothing to save.
    expect(card.getByRole('button', { name: C.saveExpected })).toBeDisabled();
    await userEvent.selectOptions(card.getByRole('combobox', { name: C.anaccClass }), '2');
    await userEvent.click(card.getByRole('button', { name: C.saveExpected }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0].body).toEqual({ anaccClass: 2 });
    await waitFor(() => expect(toasts()).toContain(LEAD_MESSAGES.fundingEstimateSaved));
  });
});
