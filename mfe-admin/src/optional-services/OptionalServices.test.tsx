import { INPUT_MESSAGES } from 'shared-domain/form-input';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, server, setSession } from 'shared-auth/testing';
import type { OptionalService, OptionalServiceList, SaveOptionalServicesBody } from 'shared-domain/contracts/admin-finance';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { UNSAVED_CHANGES_PROMPT } from 'shared-domain/messages';
import {
  OPTIONAL_SERVICE_MESSAGES as M,
  normaliseRates,
  optionalServiceStatus,
  rateIndexOn,
  rateOn,
} from 'shared-domain/optional-services';
import { toaster, UNSAVED_CHANGES_TEXT } from 'shared-ui';
import OptionalServices, { OPTIONAL_SERVICES_TEXT as T } from './OptionalServices';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const today = melbourneToday();
const day = (n: number) => addDays(today, n);
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);
const saves = () => server.calls('PUT', 'facilities/optional-services').map((r) => r.body as SaveOptionalServicesBody);

function service(id: number, typeDescription: string, rates: Array<[number, string]>): OptionalService {
  const ratesList = normaliseRates(rates.map(([d, value]) => ({ startDate: day(d), value }))).map((r, i) => ({
    id: id * 10 + i,
    startDate: r.startDate,
    endDate: r.endDate ?? null,
    value: r.value,
  }));
  return {
    id,
    typeDescription,
    billingPeriod: 'Weekly',
    status: optionalServiceStatus({ rates: ratesList }, today),
    stopBillingEvent: 'Departure',
    startDateUtc: ratesList[0].startDate,
    endDateUtc: null,
    stopped: false,
    ratesList,
    rate: rateOn(ratesList, today),
    todayRateIndex: rateIndexOn(ratesList, today),
    version: 2,
  };
}

const NEWS = service(1, 'Newspapers', [
  [-400, '4.50'],
  [-100, '5.00'],
]);
const HAIR = service(2, 'Hairdressing', [
  [-300, '35.00'],
  [-29, '0.00'],
]);
const list = (requiresStopBillingEvent = false): OptionalServiceList => ({ services: [NEWS, HAIR], requiresStopBillingEvent });

function renderPage() {
  const router = createMemoryRouter([{ path: '/viewAndEditOptionalServices', element: <OptionalServices /> }], {
    initialEntries: ['/viewAndEditOptionalServices'],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeEach(() => {
  server.reset();
  setSession({ permissions: { facilityOptionalServices: { canView: true, canModify: true } } });
  server.get('facilities/optional-services', list());
});

async function fillRate(dialog: HTMLElement, row: number, date: string, amount: string) {
  fireEvent.change(within(dialog).getByLabelText(`${T.effectiveDate}, row ${row}`), { target: { value: date } });
  await userEvent.type(within(dialog).getByLabelText(`${T.amount}, row ${row}`), amount);
}

test('lists the services with status, billing period and current rate; a service shows its rates, the current one latest', async () => {
  renderPage();
  const table = await screen.findByRole('table', { name: T.title });
  const rows = within(table).getAllByTestId('optional-service');
  expect(within(rows[0]).getByText('Scheduled')).toBeInTheDocument();
  expect(within(rows[0]).getByText('$5.00')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Stopped')).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: 'Newspapers' }));
  const dialog = await screen.findByRole('dialog', { name: T.viewTitle });
  const rates = within(dialog).getByRole('table', { name: `${T.rates}: Newspapers` });
  expect(within(rates).getByRole('columnheader', { name: T.amount })).toBeInTheDocument();
  expect(within(rates).getByRole('columnheader', { name: T.effectiveDate })).toBeInTheDocument();
  const latest = within(rates).getByText(T.latest).closest('tr')!;
  expect(within(latest).getByText('$5.00')).toBeInTheDocument();
});

test('adds a service with two rates', async () => {
  server.put('facilities/optional-services', () => list());
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: T.add }));
  const dialog = await screen.findByRole('dialog', { name: T.addTitle });
  expect(within(dialog).getByText('New')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Charge type/ }), 'Pay TV');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Billing period/ }), 'Monthly');
  await fillRate(dialog, 1, day(-10), '20');
  await userEvent.click(within(dialog).getByRole('button', { name: T.addRate }));
  await fillRate(dialog, 2, day(20), '22.5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0]).toEqual({
    services: [
      {
        typeDescription: 'Pay TV',
        billingPeriod: 'Monthly',
        stopBillingEvent: null,
        stopDate: null,
        ratesList: [
          { startDate: day(-10), value: '20.00' },
          { startDate: day(20), value: '22.50' },
        ],
      },
    ],
  });
  await waitFor(() => expect(toasts()).toContain(M.saved));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: T.addTitle })).not.toBeInTheDocument());
});

test('a repeated date and a rate below 0 each say one thing, in one red, and nothing is sent', async () => {
  server.put('facilities/optional-services', () => list());
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: T.add }));
  const dialog = await screen.findByRole('dialog', { name: T.addTitle });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Charge type/ }), 'Pay TV');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Billing period/ }), 'Monthly');
  await fillRate(dialog, 1, day(1), '20');
  await userEvent.click(within(dialog).getByRole('button', { name: T.addRate }));
  await fillRate(dialog, 2, day(1), '-5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(dialog).getAllByText(INPUT_MESSAGES.effectiveDateDuplicate)).toHaveLength(2));
  expect(within(dialog).getByText(INPUT_MESSAGES.belowMinimum(0))).toBeInTheDocument();
  expect(within(dialog).queryByText(M.rateDuplicate)).not.toBeInTheDocument();
  expect(within(dialog).queryByText(M.rateNegative)).not.toBeInTheDocument();
  expect(saves()).toHaveLength(0);
});

test('a charge type in use is refused ignoring case; a stopped service does not hold it', async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: T.add }));
  const dialog = await screen.findByRole('dialog', { name: T.addTitle });
  const name = within(dialog).getByRole('textbox', { name: /Charge type/ });
  await userEvent.type(name, 'NEWSPAPERS');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Billing period/ }), 'Weekly');
  await fillRate(dialog, 1, day(1), '6');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(M.chargeTypeDuplicate)).toBeInTheDocument();
  await userEvent.clear(name);
  await userEvent.type(name, 'hairdressing');
  await waitFor(() => expect(within(dialog).queryByText(M.chargeTypeDuplicate)).not.toBeInTheDocument());
  expect(saves()).toHaveLength(0);
});

test('the stop date: before the first rate is refused; otherwise the rates it leaves are shown and it is sent', async () => {
  server.put('facilities/optional-services', () => list());
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: `${T.edit}: Newspapers` }));
  const dialog = await screen.findByRole('dialog', { name: T.editTitle });
  const stop = within(dialog).getByLabelText(T.stopDate);
  fireEvent.change(stop, { target: { value: day(-401) } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(M.dateRange)).toBeInTheDocument();
  expect(saves()).toHaveLength(0);

  fireEvent.change(stop, { target: { value: day(-200) } });
  const preview = await within(dialog).findByRole('table', { name: T.ratesAfterStop });
  // The later rate is gone: the first ends on the stop date and $0.00 starts the next day.
  expect(within(preview).queryByText('$5.00')).not.toBeInTheDocument();
  expect(within(preview).getByText('$4.50')).toBeInTheDocument();
  expect(within(preview).getByText('$0.00')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0].services[0]).toMatchObject({ id: 1, version: 2, stopDate: day(-200) });
});

test('independent living: the stop billing event is required', async () => {
  server.get('facilities/optional-services', list(true));
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: T.add }));
  const dialog = await screen.findByRole('dialog', { name: T.addTitle });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Charge type/ }), 'Meals');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Billing period/ }), 'Weekly');
  await fillRate(dialog, 1, day(1), '80');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(M.stopBillingEventRequired)).toBeInTheDocument();
  expect(saves()).toHaveLength(0);
});

test('without canModify there is no add or edit', async () => {
  setSession({ permissions: { facilityOptionalServices: { canView: true } } });
  renderPage();
  await screen.findByRole('table', { name: T.title });
  expect(screen.queryByRole('button', { name: T.add })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: `${T.edit}: Newspapers` })).not.toBeInTheDocument();
});

test('cancelling with changes asks first', async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: `${T.edit}: Newspapers` }));
  const dialog = await screen.findByRole('dialog', { name: T.editTitle });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Charge type/ }), ' daily');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  const prompt = await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });
  expect(within(prompt).getByText(UNSAVED_CHANGES_PROMPT)).toBeInTheDocument();
  await userEvent.click(within(prompt).getByRole('button', { name: UNSAVED_CHANGES_TEXT.leave }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: T.editTitle })).not.toBeInTheDocument());
});
