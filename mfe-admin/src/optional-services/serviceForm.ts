/**
 * The optional service form's model, without the DOM: form values from a service, the saved body back, and the shared
 * rules (shared-domain/optional-services `optionalServiceErrors`, run over the facility's whole list as the API runs
 * them) as the form's field errors; the server's keys (`services[0].ratesList[1].startDate`) mapped to the form's.
 */
import type { OptionalService, SaveOptionalServicesBody } from 'shared-domain/contracts/admin-finance';
import { effectiveDateRowsPayload, toEffectiveDateRow, type EffectiveDateRow } from 'shared-domain/form-input';
import {
  OPTIONAL_SERVICE_MESSAGES as M,
  optionalServiceErrors,
  ratesToSave,
  type BillingPeriod,
  type OptionalServiceInput,
  type ServiceRate,
  type StopBillingEvent,
} from 'shared-domain/optional-services';

export interface ServiceFormValues {
  typeDescription: string;
  billingPeriod: BillingPeriod | '';
  stopBillingEvent: StopBillingEvent | '';
  /** 'YYYY-MM-DD' or '' (not stopping). */
  stopDate: string;
  rates: EffectiveDateRow[];
}

export const BILLING_PERIOD_REQUIRED = 'Please select the billing period.';

export function toFormValues(service: OptionalService | null): ServiceFormValues {
  return {
    typeDescription: service?.typeDescription ?? '',
    billingPeriod: service?.billingPeriod ?? '',
    stopBillingEvent: service?.stopBillingEvent ?? '',
    stopDate: '',
    rates: service
      ? service.ratesList.map((r) => toEffectiveDateRow({ effectiveDate: r.startDate, value: r.value }, 'money'))
      : [{ effectiveDate: '', value: '' }],
  };
}

/** The rows sent, in the form's order (blank or incomplete rows left out), each with its row in the form. */
function sentRates(values: ServiceFormValues): Array<{ row: number; rate: ServiceRate }> {
  return values.rates.flatMap((r, row) => {
    const [valid] = effectiveDateRowsPayload([r], 'money');
    return valid ? [{ row, rate: { startDate: valid.effectiveDate, value: String(valid.value) } }] : [];
  });
}

/** The service's rates as the rules read them (complete rows only). */
export function ratesOf(values: ServiceFormValues): ServiceRate[] {
  return sentRates(values).map((x) => x.rate);
}

function input(values: ServiceFormValues, id: number | null): OptionalServiceInput {
  return {
    id,
    typeDescription: values.typeDescription,
    stopBillingEvent: values.stopBillingEvent || null,
    stopDate: values.stopDate || null,
    ratesList: ratesOf(values),
  };
}

/** The rates the service will have once saved (its stop date applied): what the stop date preview shows. */
export function ratesAfterSaving(values: ServiceFormValues): ServiceRate[] {
  return ratesToSave({ ratesList: ratesOf(values), stopDate: values.stopDate || null });
}

/**
 * Rule field -> form field: 'ratesList[j].startDate' -> 'rates[row].effectiveDate', where `rows[j]` is the form row of
 * the j-th rate sent.
 */
export function formField(ruleField: string, rows: readonly number[] = []): string {
  return ruleField
    .replace(/^ratesList\[(\d+)\]/, (_m, j: string) => `rates[${rows[Number(j)] ?? j}]`)
    .replace(/^ratesList$/, 'rates')
    .replace(/\.startDate$/, '.effectiveDate');
}

/**
 * The form's errors: a billing period, and the shared rules for this service among the facility's others (the others
 * as saved, this one replacing its saved self).
 */
export function serviceFormErrors(
  values: ServiceFormValues,
  context: { id: number | null; others: readonly OptionalService[]; requiresStopBillingEvent: boolean; today: string },
): Record<string, string> {
  const others = context.others
    .filter((s) => s.id !== context.id)
    .map((s) => ({ id: s.id, typeDescription: s.typeDescription, stopBillingEvent: s.stopBillingEvent, ratesList: s.ratesList }));
  const all = [...others, input(values, context.id)];
  const errors =
    optionalServiceErrors(all, { requiresStopBillingEvent: context.requiresStopBillingEvent, today: context.today }).at(-1) ?? {};
  const out: Record<string, string> = {};
  const rows = sentRates(values).map((x) => x.row);
  for (const [field, message] of Object.entries(errors)) {
    // The rates editor (the kit's effective-date rows, min 0) already marks a repeated date on every row that has it
    // and a value below 0, in its words: the rule's second wording of the same problem would be a second message.
    if (message === M.rateDuplicate || message === M.rateNegative) continue;
    out[formField(field, rows)] = message;
  }
  if (!values.billingPeriod) out.billingPeriod = BILLING_PERIOD_REQUIRED;
  return out;
}

export function toBody(values: ServiceFormValues, service: OptionalService | null): SaveOptionalServicesBody {
  return {
    services: [
      {
        ...(service ? { id: service.id, version: service.version } : {}),
        typeDescription: values.typeDescription.trim(),
        billingPeriod: values.billingPeriod || 'Monthly',
        stopBillingEvent: values.stopBillingEvent || null,
        stopDate: values.stopDate || null,
        ratesList: ratesOf(values),
      },
    ],
  };
}

/** The server's field names for this form (the one service sent is `services[0]`). */
export function serverFieldNames(values: ServiceFormValues): Record<string, string> {
  const names: Record<string, string> = {};
  for (const f of ['typeDescription', 'billingPeriod', 'stopBillingEvent', 'stopDate', 'ratesList']) {
    names[`services[0].${f}`] = formField(f);
  }
  sentRates(values).forEach(({ row }, j) => {
    names[`services[0].ratesList[${j}].startDate`] = `rates.${row}.effectiveDate`;
    names[`services[0].ratesList[${j}].value`] = `rates.${row}.value`;
  });
  return names;
}
