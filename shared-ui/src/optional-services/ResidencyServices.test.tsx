import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenOptionalService, ResidencyOptionalService } from 'shared-domain/contracts/finance-fees';
import type { ResidencyServiceRow } from 'shared-domain/optional-services';
import { FormikProvider, useFormik } from 'shared-ui/form';
import { renderUi } from '../../test/render';
import { OptionalServicesEditor, RESIDENCY_SERVICES_TEXT as T, ResidencyServicesTable } from './ResidencyServices';

const SAVED: ResidencyOptionalService[] = [
  {
    id: 11,
    optionalServiceId: 3,
    typeDescription: 'Newspapers',
    billingPeriod: 'Weekly',
    startDate: '2026-01-05',
    endDate: null,
    currentRate: '5.00',
    applicableRatesList: [{ startDate: '2025-07-01', endDate: null, value: '5.00' }],
    version: 1,
  },
  {
    id: 12,
    optionalServiceId: 4,
    typeDescription: 'Cleaning',
    billingPeriod: 'Fortnightly',
    startDate: '2026-02-01',
    endDate: '2026-02-28',
    currentRate: '0.00',
    version: 1,
  },
];
const OPEN: OpenOptionalService[] = [
  { id: 3, typeDescription: 'Newspapers', billingPeriod: 'Weekly', startDate: '2025-07-01', endDate: null, currentRate: '5.00' },
];

test("the residency's services with their periods; a rate popover where the rates are known", async () => {
  renderUi(<ResidencyServicesTable services={SAVED} label="Optional services: Ann Lee" today="2026-03-15" />);
  const rows = within(screen.getByRole('table', { name: 'Optional services: Ann Lee' })).getAllByTestId('optional-service');
  expect(rows[0]).toHaveTextContent('Newspapers');
  expect(rows[0]).toHaveTextContent('05 Jan 2026');
  expect(rows[1]).toHaveTextContent('28 Feb 2026');
  // Without the rates the current rate shows alone.
  expect(within(rows[1]).queryByRole('button')).toBeNull();
  await userEvent.click(within(rows[0]).getByRole('button', { name: 'Rates: Newspapers, $5.00' }));
  expect(await screen.findByRole('dialog', { name: 'Newspapers rates' })).toBeInTheDocument();
});

test('no services: says so', () => {
  renderUi(<ResidencyServicesTable services={[]} />);
  expect(screen.getByText(T.none)).toBeInTheDocument();
});

function Editor({ rows, onValues }: { rows: ResidencyServiceRow[]; onValues: (rows: ResidencyServiceRow[]) => void }) {
  const form = useFormik({ initialValues: { residencies: [{ optionalServices: rows }] }, onSubmit: () => {} });
  onValues(form.values.residencies[0].optionalServices);
  return (
    <FormikProvider value={form}>
      <OptionalServicesEditor name="residencies.0.optionalServices" services={OPEN} saved={SAVED} context="Ann Lee" />
    </FormikProvider>
  );
}

test('the editor binds its rows to the named field: a new row waits for a service and start date; rows are removed', async () => {
  let values: ResidencyServiceRow[] = [];
  renderUi(<Editor rows={[]} onValues={(v) => (values = v)} />);
  await userEvent.click(screen.getByRole('button', { name: `${T.add}, Ann Lee` }));
  expect(values).toEqual([{ optionalServiceId: null, startDate: '', endDate: '' }]);
  // The first row has no service yet: no second row.
  await userEvent.click(screen.getByRole('button', { name: `${T.add}, Ann Lee` }));
  expect(screen.getAllByTestId('optional-service-row')).toHaveLength(1);
  // The saved service no longer offered (Cleaning) stays selectable.
  const select = screen.getByLabelText('Service 1, Ann Lee');
  expect(within(select).getByRole('option', { name: 'Cleaning (Fortnightly)' })).toBeInTheDocument();
  await userEvent.selectOptions(select, 'Newspapers (Weekly)');
  fireEvent.change(screen.getByLabelText('Start date 1, Ann Lee'), { target: { value: '2026-04-01' } });
  expect(values).toEqual([{ optionalServiceId: 3, startDate: '2026-04-01', endDate: '' }]);
  await userEvent.click(screen.getByRole('button', { name: `${T.add}, Ann Lee` }));
  expect(screen.getAllByTestId('optional-service-row')).toHaveLength(2);
  await userEvent.click(screen.getByRole('button', { name: `${T.remove}: Service 1, Ann Lee` }));
  expect(values).toEqual([{ optionalServiceId: null, startDate: '', endDate: '' }]);
});
