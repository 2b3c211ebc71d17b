/**
 * /viewAndEditOptionalServices (facilityOptionalServices canView; seed 002 §2, §3 "Optional service (facility level)",
 * §4 status, §5): the facility's optional services with status, billing period and current rate. A service opens in a
 * dialog, modes view (its rates in the kit's table: AMOUNT and EFFECTIVE DATE, the current one marked latest), edit and
 * add (canModify): charge type, billing period, the stop billing event in independent living, the rates, and a stop
 * date that ends the service (the rates it leaves are previewed). The rules are shared-domain's (the API runs the same).
 */
import { useState } from 'react';
import { usePermission } from 'shared-auth';
import type { OptionalService, OptionalServiceList } from 'shared-domain/contracts/admin-finance';
import { melbourneToday } from 'shared-domain/dates';
import {
  BILLING_PERIODS,
  OPTIONAL_SERVICE_MESSAGES as M,
  STOP_BILLING_EVENTS,
  serviceWindow,
  type ServiceRate,
} from 'shared-domain/optional-services';
import {
  ActionBar,
  Badge,
  Button,
  DateText,
  Link,
  MoneyText,
  PageLayout,
  RecordPageState,
  ResponsiveTable,
  Stack,
  Text,
  UnsavedChangesDialog,
  UnsavedChangesPrompt,
} from 'shared-ui';
import {
  DateField,
  EffectiveDateRowsField,
  FormikDialog,
  SelectField,
  TextField,
  useFormik,
  useSubmit,
  validateWith,
  type UseSubmit,
} from 'shared-ui/form';
import { SERVICE_RATES_TEXT, ServiceRatesTable } from 'shared-ui/optional-services';
import { useOptionalServices, useSaveOptionalServices } from './optionalServices.resource';
import {
  ratesAfterSaving,
  serverFieldNames,
  serviceFormErrors,
  toBody,
  toFormValues,
  type ServiceFormValues,
} from './serviceForm';

export const OPTIONAL_SERVICES_TEXT = {
  title: 'Optional services',
  add: 'Add optional service',
  addTitle: 'Add optional service',
  editTitle: 'Edit optional service',
  viewTitle: 'Optional service',
  edit: 'Edit',
  chargeType: 'Charge type',
  billingPeriod: 'Billing period',
  status: 'Status',
  currentRate: 'Current rate',
  stopBillingEvent: 'Stop billing event',
  rates: SERVICE_RATES_TEXT.rates,
  amount: SERVICE_RATES_TEXT.amount,
  effectiveDate: SERVICE_RATES_TEXT.effectiveDate,
  latest: SERVICE_RATES_TEXT.latest,
  stopDate: 'Stop date',
  stopDateHelp: 'Later rates are removed, the current rate ends on this date and a rate of $0.00 starts the next day.',
  ratesAfterStop: 'Rates after stopping',
  addRate: 'Add rate',
  empty: 'There are no optional services.',
  record: 'optional services',
} as const;

type DialogState = { mode: 'view' | 'edit' | 'add'; service: OptionalService | null } | null;

export default function OptionalServices() {
  const query = useOptionalServices();
  const permission = usePermission('facilityOptionalServices');
  const [dialog, setDialog] = useState<DialogState>(null);
  if (!query.data) {
    return (
      <RecordPageState
        title={OPTIONAL_SERVICES_TEXT.title}
        record={OPTIONAL_SERVICES_TEXT.record}
        query={query}
        notFound={false}
      />
    );
  }
  const list = query.data;
  const T = OPTIONAL_SERVICES_TEXT;
  return (
    <PageLayout
      title={T.title}
      actions={
        <ActionBar
          label={T.title}
          primary={{ label: T.add, onSelect: () => setDialog({ mode: 'add', service: null }), hidden: !permission.canModify }}
        />
      }
    >
      {list.services.length === 0 ? <Text color="fg.muted">{T.empty}</Text> : null}
      {list.services.length ? (
        <ResponsiveTable
          aria-label={T.title}
          rows={list.services}
          rowKey={(s) => s.id}
          rowProps={() => ({ 'data-testid': 'optional-service' })}
          columns={[
            {
              key: 'chargeType',
              header: T.chargeType,
              primary: true,
              cell: (s) => (
                <Link asChild color="brand.fg">
                  <button type="button" onClick={() => setDialog({ mode: 'view', service: s })}>
                    {s.typeDescription}
                  </button>
                </Link>
              ),
            },
            { key: 'billingPeriod', header: T.billingPeriod, cell: (s) => s.billingPeriod },
            { key: 'status', header: T.status, cell: (s) => <StatusBadge status={s.status} /> },
            { key: 'rate', header: T.currentRate, cell: (s) => <MoneyText value={s.rate} /> },
            // A stopped service bills to its stop date (Scheduled until then, seed 002 §4): the date is shown.
            { key: 'stopDate', header: T.stopDate, cell: (s) => <StopDate rates={s.ratesList} /> },
            ...(list.requiresStopBillingEvent
              ? [{ key: 'stopBillingEvent', header: T.stopBillingEvent, cell: (s: OptionalService) => s.stopBillingEvent }]
              : []),
            {
              key: 'actions',
              header: 'Actions',
              hideLabel: true,
              cell: (s) =>
                permission.canModify ? (
                  <Button
                    size="xs"
                    variant="outline"
                    minH={{ base: '11', lg: '8' }}
                    aria-label={`${T.edit}: ${s.typeDescription}`}
                    onClick={() => setDialog({ mode: 'edit', service: s })}
                  >
                    {T.edit}
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
      {dialog ? (
        <ServiceDialog
          key={`${dialog.mode}-${dialog.service?.id ?? 'new'}`}
          mode={dialog.mode}
          service={dialog.service}
          list={list}
          canModify={permission.canModify}
          onEdit={() => setDialog({ mode: 'edit', service: dialog.service })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </PageLayout>
  );
}

/** The last day the service bills (the day before its final zero rate), or nothing while it runs on. */
function StopDate({ rates }: { rates: readonly ServiceRate[] }) {
  const end = serviceWindow(rates).endDate;
  return end ? <DateText value={end} /> : null;
}

function StatusBadge({ status }: { status: OptionalService['status'] }) {
  const palette = status === 'Stopped' ? 'gray' : status === 'New' ? 'blue' : 'green';
  return <Badge colorPalette={palette}>{status}</Badge>;
}

function ServiceDialog({
  mode,
  service,
  list,
  canModify,
  onEdit,
  onClose,
}: {
  mode: 'view' | 'edit' | 'add';
  service: OptionalService | null;
  list: OptionalServiceList;
  canModify: boolean;
  onEdit: () => void;
  onClose: () => void;
}) {
  const save = useSaveOptionalServices();
  const [cancelling, setCancelling] = useState(false);
  const T = OPTIONAL_SERVICES_TEXT;
  const form = useFormik<ServiceFormValues>({
    initialValues: toFormValues(service),
    validate: validateWith((v: ServiceFormValues) =>
      serviceFormErrors(v, {
        id: service?.id ?? null,
        others: list.services,
        requiresStopBillingEvent: list.requiresStopBillingEvent,
        today: melbourneToday(),
      }),
    ),
    onSubmit: async (values, helpers): Promise<void> => {
      await submitter.submit(values, helpers);
    },
  });
  const submitter: UseSubmit<ServiceFormValues, OptionalServiceList> = useSubmit<ServiceFormValues, OptionalServiceList>({
    action: (values) => save.mutateAsync(toBody(values, service)),
    success: M.saved,
    failure: M.saveError,
    fieldNames: serverFieldNames(form.values),
    onSuccess: onClose,
  });
  const close = () => (mode !== 'view' && form.dirty ? setCancelling(true) : onClose());
  const title = mode === 'add' ? T.addTitle : mode === 'edit' ? T.editTitle : T.viewTitle;
  const preview = mode === 'edit' && form.values.stopDate ? ratesAfterSaving(form.values) : null;

  return (
    <>
      <FormikDialog
        open
        form={form}
        title={title}
        size="lg"
        readOnly={mode === 'view'}
        onClose={close}
        busy={form.isSubmitting || save.isPending}
      >
        {mode === 'view' && service ? (
          <Stack gap="3">
            <Text>
              <strong>{T.chargeType}:</strong> {service.typeDescription}
            </Text>
            <Text>
              <strong>{T.billingPeriod}:</strong> {service.billingPeriod}
            </Text>
            <Text>
              <strong>{T.status}:</strong> <StatusBadge status={service.status} />
            </Text>
            {serviceWindow(service.ratesList).endDate ? (
              <Text>
                <strong>{T.stopDate}:</strong> <StopDate rates={service.ratesList} />
              </Text>
            ) : null}
            {list.requiresStopBillingEvent ? (
              <Text>
                <strong>{T.stopBillingEvent}:</strong> {service.stopBillingEvent}
              </Text>
            ) : null}
            <ServiceRatesTable rates={service.ratesList} label={`${T.rates}: ${service.typeDescription}`} />
            {canModify ? (
              <Button alignSelf="start" variant="outline" size="sm" minH={{ base: '11', lg: '9' }} onClick={onEdit}>
                {T.edit}
              </Button>
            ) : null}
          </Stack>
        ) : (
          <Stack gap="3">
            {mode === 'add' ? (
              <Text>
                <strong>{T.status}:</strong> <StatusBadge status="New" />
              </Text>
            ) : null}
            <TextField name="typeDescription" label={T.chargeType} required maxLength={150} />
            <SelectField
              name="billingPeriod"
              label={T.billingPeriod}
              required
              options={BILLING_PERIODS.map((p) => ({ value: p, label: p }))}
            />
            {list.requiresStopBillingEvent ? (
              <SelectField
                name="stopBillingEvent"
                label={T.stopBillingEvent}
                required
                options={STOP_BILLING_EVENTS.map((e) => ({ value: e, label: e }))}
              />
            ) : null}
            <EffectiveDateRowsField
              name="rates"
              label={T.rates}
              kind="money"
              valueLabel={T.amount}
              dateLabel={T.effectiveDate}
              addLabel={T.addRate}
              required
              min={0}
            />
            {mode === 'edit' ? <DateField name="stopDate" label={T.stopDate} helpText={T.stopDateHelp} /> : null}
            {preview ? <ServiceRatesTable rates={preview} label={T.ratesAfterStop} /> : null}
          </Stack>
        )}
      </FormikDialog>
      {submitter.dialog}
      <UnsavedChangesPrompt when={mode !== 'view' && form.dirty && !form.isSubmitting} />
      <UnsavedChangesDialog open={cancelling} onLeave={onClose} onStay={() => setCancelling(false)} />
    </>
  );
}
