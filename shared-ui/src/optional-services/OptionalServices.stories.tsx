import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Formik } from 'formik';
import type { OpenOptionalService, ResidencyOptionalService } from 'shared-domain/contracts/finance-fees';
import { Box, Stack } from 'shared-ui';
import { OptionalServicesEditor, ResidencyServicesTable } from './ResidencyServices';
import { ServiceRatesTable } from './ServiceRates';

const RATES = [
  { startDate: '2025-07-01', endDate: '2025-12-31', value: '4.50' },
  { startDate: '2026-01-01', endDate: null, value: '5.00' },
];
const SERVICES: ResidencyOptionalService[] = [
  {
    id: 1,
    optionalServiceId: 3,
    typeDescription: 'Newspapers',
    billingPeriod: 'Weekly',
    startDate: '2026-01-05',
    endDate: null,
    currentRate: '5.00',
    applicableRatesList: RATES,
    version: 1,
  },
  {
    id: 2,
    optionalServiceId: 4,
    typeDescription: 'Cleaning',
    billingPeriod: 'Fortnightly',
    startDate: '2026-02-01',
    endDate: '2026-02-28',
    currentRate: '60.00',
    version: 1,
  },
];
const OPEN: OpenOptionalService[] = [
  { id: 3, typeDescription: 'Newspapers', billingPeriod: 'Weekly', startDate: '2025-07-01', endDate: null, currentRate: '5.00' },
  {
    id: 4,
    typeDescription: 'Cleaning',
    billingPeriod: 'Fortnightly',
    startDate: '2025-07-01',
    endDate: null,
    currentRate: '60.00',
  },
];

function Gallery() {
  return (
    <Box p="6" maxW="4xl">
      <Stack gap="6">
        <ServiceRatesTable rates={RATES} label="Rates: Newspapers" today="2026-03-15" />
        <ResidencyServicesTable services={SERVICES} today="2026-03-15" />
        <Formik
          initialValues={{
            optionalServices: SERVICES.map((s) => ({
              id: s.id,
              optionalServiceId: s.optionalServiceId,
              startDate: s.startDate,
              endDate: s.endDate ?? '',
            })),
          }}
          onSubmit={() => {}}
        >
          <OptionalServicesEditor name="optionalServices" services={OPEN} saved={SERVICES} />
        </Formik>
      </Stack>
    </Box>
  );
}

const meta = { title: 'Finance/Optional services', component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rates with the current one marked latest, a residency's services (the current rate opens the rates), the editor. */
export const Default: Story = {};
/** At 390 px the tables become cards and the editor's fields stack. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
