/**
 * Clinical integration (customer care, system users only): the facility's current residents are checked for what the
 * clinical system needs, then sent as one job through the clinical system's adapter; the screen polls the status list.
 */
import type { ClinicalIntegrationResult, ClinicalStatusItem } from 'shared-domain/contracts/customer-care';
import {
  CUSTOMER_CARE_MESSAGES as M,
  validateResidentsForClinical,
  type ClinicalOperationType,
} from 'shared-domain/customer-care';
import type { ScopedDb } from '../../../db/scoped';
import type { ClinicalSystem } from '../../../integrations/clinical/gateway';
import * as repo from './repository';

/** How many requests the status list shows. */
const STATUS_LIST_SIZE = 10;

/** POST customerCare/integrate-residents-into-clinical/{facilityId}. */
export async function integrate(
  s: ScopedDb,
  clinical: ClinicalSystem,
  facilityId: number,
  operationType: ClinicalOperationType,
): Promise<ClinicalIntegrationResult> {
  const at = s.atFacility(await s.resolve.facility(facilityId));
  return at.transaction(async (t) => {
    const residents = await repo.currentResidents(t);
    const validationResults = validateResidentsForClinical(residents);
    if (await repo.hasPending(t, operationType)) validationResults.unshift({ errorMessage: M.alreadyPending });
    if (validationResults.length) return { success: false, validationResults };
    const job = await clinical.submitJob(t, { operationType, residents, requestedByUserId: t.userId });
    await t.audit(`clinical.${operationType}`, 'clinicalIntegration', job.requestId, {
      facilityId: t.facilityId,
      residentCount: residents.length,
      jobReference: job.jobReference,
    });
    return { success: true, validationResults: [], requestId: job.requestId };
  });
}

/** GET customerCare/integrate-residents-into-clinical/{facilityId}?operationType=: the latest requests, newest first. */
export async function statusList(
  s: ScopedDb,
  facilityId: number,
  operationType: ClinicalOperationType,
): Promise<ClinicalStatusItem[]> {
  const at = s.atFacility(await s.resolve.facility(facilityId));
  const rows = await repo.requests(at, operationType, STATUS_LIST_SIZE);
  return rows.map((r) => ({
    id: r.id,
    facilityId: r.facility_id,
    operationType: r.operation_type,
    isCompleted: r.status !== 'Submitted',
    status: r.status,
    statusReason: r.status_reason,
    residentCount: r.resident_count,
    requestedOnUtc: r.requested_on_utc.toISOString(),
    completedOnUtc: r.completed_on_utc ? r.completed_on_utc.toISOString() : null,
    requestedBy: r.first_name || r.last_name ? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() : 'System',
  }));
}
