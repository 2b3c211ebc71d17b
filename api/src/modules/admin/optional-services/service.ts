/**
 * Facility optional services (seed 002 §3 "Optional service (facility level)", §4 status, §5, §7
 * facilities/optional-services): the list with each service's status and current rate, saved as a set under the shared
 * rules (shared-domain/optional-services: unique charge types among the services not stopped, stop date, rates, the stop
 * billing event of independent living), one optimistic version per service, one audit row per service changed.
 */
import type { FastifyRequest } from 'fastify';
import type { OptionalService, OptionalServiceList, SaveOptionalServicesBody } from 'shared-domain/contracts/admin-finance';
import { formatDate, melbourneToday } from 'shared-domain/dates';
import {
  DEFAULT_STOP_BILLING_EVENT,
  optionalServiceErrors,
  optionalServiceStatus,
  rateIndexOn,
  rateOn,
  ratesToSave,
  serviceWindow,
  type OptionalServiceInput,
  type ServiceRate,
  type StopBillingEvent,
} from 'shared-domain/optional-services';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict, type ModelState } from '../../../http/errors';
import * as repo from './repository';

/** Independent-living facilities choose what stops the billing (Departure or Settlement); aged care bills to departure. */
const requiresStopBillingEvent = (req: FastifyRequest) => req.auth?.facility?.facilityType === 'IndependentLiving';

function toService(row: repo.ServiceRow, today: string): OptionalService {
  return {
    id: row.id,
    typeDescription: row.typeDescription,
    billingPeriod: row.billingPeriod,
    status: optionalServiceStatus({ rates: row.rates }, today),
    stopBillingEvent: row.stopBillingEvent,
    startDateUtc: row.startDate,
    endDateUtc: row.endDate,
    stopped: row.stopped,
    ratesList: row.rates,
    rate: rateOn(row.rates, today),
    todayRateIndex: rateIndexOn(row.rates, today),
    version: row.version,
  };
}

/** GET facilities/optional-services. */
export async function listServices(s: ScopedDb, req: FastifyRequest, today = melbourneToday()): Promise<OptionalServiceList> {
  const rows = await repo.listServices(s);
  return { services: rows.map((r) => toService(r, today)), requiresStopBillingEvent: requiresStopBillingEvent(req) };
}

/** What the record history shows of a service (display values). */
function snapshot(v: repo.ServiceValues, rates: readonly ServiceRate[]) {
  return {
    typeDescription: v.typeDescription,
    billingPeriod: v.billingPeriod,
    stopBillingEvent: v.stopBillingEvent,
    rates: rates.map((r) => `${formatDate(r.startDate)}: ${r.value}`),
  };
}

/** Amounts as the database gives them back ('12.50'), so an unchanged rate compares equal. */
const money = (v: string | number) => {
  const [int, frac = ''] = String(v).trim().split('.');
  return `${int.replace(/^0+(?=\d)/, '')}.${frac.padEnd(2, '0')}`;
};

/**
 * PUT facilities/optional-services. Every id is resolved first (404 for another facility's); the rules run on the list
 * as it would be after the save (services not sent included); a stale version answers 409 and nothing is written.
 */
export async function saveServices(
  s: ScopedDb,
  req: FastifyRequest,
  body: SaveOptionalServicesBody,
  today = melbourneToday(),
): Promise<OptionalServiceList> {
  for (const b of body.services) if (b.id) await s.resolve.optionalService(b.id);
  const ilu = requiresStopBillingEvent(req);

  await s.transaction(async (t) => {
    const stored = new Map((await repo.listServices(t)).map((r) => [r.id, r]));
    const errors: ModelState = {};
    const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
    const sent = new Set<number>();
    body.services.forEach((b, i) => {
      if (!b.id) return;
      if (sent.has(b.id)) fail(`services[${i}].id`, 'The service is listed more than once.');
      sent.add(b.id);
      if (b.version === undefined) fail(`services[${i}].version`, 'The version is required.');
    });

    // The list as it would be after the save: the services not sent as stored, then the ones sent in their order (so a
    // duplicate charge type marks the service the user typed, not the one already saved).
    const inputs: Array<{ field: string | null; label: string; input: OptionalServiceInput }> = [];
    for (const row of stored.values()) {
      if (!sent.has(row.id)) inputs.push({ field: null, label: row.typeDescription, input: { ...row, ratesList: row.rates } });
    }
    const firstSent = inputs.length;
    body.services.forEach((b, i) =>
      inputs.push({
        field: `services[${i}]`,
        label: b.typeDescription,
        input: {
          id: b.id ?? null,
          typeDescription: b.typeDescription,
          stopBillingEvent: b.stopBillingEvent ?? null,
          stopDate: b.stopDate ?? null,
          ratesList: b.ratesList.map((r) => ({ startDate: r.startDate, value: money(r.value) })),
        },
      }),
    );
    optionalServiceErrors(
      inputs.map((x) => x.input),
      { requiresStopBillingEvent: ilu, today },
    ).forEach((e, i) => {
      for (const [field, message] of Object.entries(e)) {
        const where = inputs[i].field;
        if (where) fail(`${where}.${field}`, message);
        else fail('services', `${inputs[i].label}: ${message}`);
      }
    });
    if (Object.keys(errors).length) throw new ModelStateError(errors);

    for (const [i, b] of body.services.entries()) {
      const rates = ratesToSave(inputs[firstSent + i].input);
      const window = serviceWindow(rates);
      const values: repo.ServiceValues = {
        typeDescription: b.typeDescription.trim(),
        billingPeriod: b.billingPeriod,
        stopBillingEvent: (b.stopBillingEvent ?? DEFAULT_STOP_BILLING_EVENT) as StopBillingEvent,
        startDate: window.startDate,
        endDate: window.endDate,
        stopped: window.endDate !== null,
      };
      const after = snapshot(
        values,
        rates.map((r) => ({ ...r, value: money(r.value) })),
      );
      if (!b.id) {
        const id = await repo.insertService(t, values);
        await repo.replaceRates(t, id, rates);
        await t.auditChanges('add-optional-service', 'optionalService', id, null, after);
        continue;
      }
      const row = stored.get(b.id);
      if (!row) throw conflict(); // deleted since it was resolved
      const before = snapshot(row, row.rates);
      if (JSON.stringify(before) === JSON.stringify(after)) continue;
      if (!(await repo.updateService(t, row.id, b.version ?? 0, values))) throw conflict();
      await repo.replaceRates(t, row.id, rates);
      await t.auditChanges('update-optional-service', 'optionalService', row.id, before, after);
    }
  });
  return listServices(s, req, today);
}
