import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server } from 'shared-auth/testing';
import { dateRangeDates } from 'shared-domain/reports/filters';
import EnquirySourceReport from './EnquirySourceReport';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const DATA = 'reporting/enquiry-source-report-data';
const queries = () => server.calls('GET', DATA).map((r) => r.query);

beforeEach(() => {
  server.get(DATA, { result: [], totalCount: 0, notIncludingItemsAfter: '2026-11-29T01:00:00.000Z' });
});

test('opens on month to date, both care types, all enquiries', async () => {
  const month = dateRangeDates('MonthToDate');
  renderWithProviders(<EnquirySourceReport />);
  await waitFor(() =>
    expect(queries()).toEqual([
      {
        facilityId: 1,
        fromDateUtcMidnight: month.fromDate,
        toDateUtcMidnight: month.toDate,
        dateRange: 'MonthToDate',
        careType: 'Both',
        admissionsOnly: 'false',
        skip: 0,
        take: 25,
      },
    ]),
  );
});

test('year to date sets both dates; care type and admissions only are sent', async () => {
  const year = dateRangeDates('YearToDate');
  renderWithProviders(<EnquirySourceReport />);
  await waitFor(() => expect(queries()).toHaveLength(1));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Year to date');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Care type' }), 'Respite');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Admissions only' }));
  await waitFor(() =>
    expect(queries().at(-1)).toMatchObject({
      fromDateUtcMidnight: year.fromDate,
      toDateUtcMidnight: year.toDate,
      dateRange: 'YearToDate',
      careType: 'Respite',
      admissionsOnly: 'true',
    }),
  );
  expect(screen.getByLabelText('From date')).toHaveValue(year.fromDate);
});

test('without both dates it loads nothing and says why', async () => {
  renderWithProviders(<EnquirySourceReport />);
  await waitFor(() => expect(queries()).toHaveLength(1));
  fireEvent.change(screen.getByLabelText('From date'), { target: { value: '' } });
  expect(await screen.findByTestId('report-incomplete')).toHaveTextContent('Enter both dates to load the report.');
  expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-07-01' } });
  await waitFor(() => expect(queries().at(-1)).toMatchObject({ fromDateUtcMidnight: '2026-07-01' }));
  expect(queries().at(-1)).not.toHaveProperty('dateRange');
  expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('');
});
