/**
 * ACCR (My Aged Care client record, seed 001 "ACCR"): read the record of a lead from the ACCR adapter (a local
 * simulator in this repository) and update the lead from it.
 */
import { melbourneToday, toMelbourneDate } from 'shared-domain/dates';
import type { AccrRecord, UpdateFromAccrResult } from 'shared-domain/contracts/leads';
import { anaccClassesFor } from 'shared-domain/resident-funding';
import type { AppContext } from '../../../context';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';
import { ModelStateError, notFound } from '../../../http/errors';
import { getAccrGateway, type AccrClientRecord, type AccrLookup } from '../../../integrations/accr/gateway';
import * as common from '../common/repository';
import { insertExpectedAnacc, latestExpectedAnacc } from '../../funding/index';
import { checkVersion } from '../common/service';
import * as repo from './repository';

/** The residency ACCR works on: the person's lead in this facility when there is one, else the one the facility sees. */
async function accrTarget(s: ScopedDb, residentId: number): Promise<{ person: ResolvedResident; residencyId: number }> {
  const person = await s.resolve.resident(residentId);
  const lead = await common.findLead(s, person.residentId);
  return { person, residencyId: lead?.id ?? person.residencyId };
}

async function accrResidency(s: ScopedDb, residencyId: number, opts: { lock?: boolean } = {}): Promise<repo.AccrResidencyRow> {
  const row = await repo.accrResidency(s, residencyId, opts);
  if (!row) throw notFound();
  return row;
}

function accrLookup(r: repo.AccrResidencyRow): AccrLookup {
  return {
    careRecipientId: r.care_recipient_id,
    firstName: r.first_name,
    lastName: r.last_name,
    dateOfBirth: r.date_of_birth,
    sex: r.sex,
    medicareNumber: r.medicare_number,
    careType: r.care_type,
    referenceDate: toMelbourneDate(r.created_on_utc),
  };
}

function accrDto(residentId: number, record: AccrClientRecord): AccrRecord {
  return { residentId, ...record, retrievedOnUtc: new Date().toISOString() };
}

/** GET accr/{residentId}: the client record from the ACCR adapter (local simulator); not found => 400 `accr`. */
export async function getAccr(ctx: AppContext, s: ScopedDb, residentId: number): Promise<AccrRecord> {
  const target = await accrTarget(s, residentId);
  const r = await accrResidency(s, target.residencyId);
  const result = await getAccrGateway(ctx).getClientRecord(accrLookup(r));
  if (!result.ok) throw ModelStateError.field('accr', result.message);
  return accrDto(target.person.residentId, result.record);
}

const PERSON_FIELDS = { care_recipient_id: 'careRecipientId', date_of_birth: 'dateOfBirth', sex: 'sex' } as const;

/**
 * Updates the person and the residency from the ACCR: the care recipient ID, the date of birth and sex when missing,
 * and the expected AN-ACC class of the assessment (when it differs). Returns what changed.
 */
export async function applyAccr(ctx: AppContext, s: ScopedDb, residentId: number, version: number | null) {
  const target = await accrTarget(s, residentId);
  const before = await accrResidency(s, target.residencyId);
  const result = await getAccrGateway(ctx).getClientRecord(accrLookup(before));
  if (!result.ok) return { ok: false as const, message: result.message };
  const rec = result.record;
  return s.transaction(async (t) => {
    const r = await accrResidency(t, target.residencyId, { lock: true });
    if (version !== null) checkVersion(r.version, version);
    const person: repo.AccrPersonChanges = {};
    if (rec.careRecipientId && rec.careRecipientId !== r.care_recipient_id) person.care_recipient_id = rec.careRecipientId;
    if (!r.date_of_birth && rec.dateOfBirth) person.date_of_birth = rec.dateOfBirth;
    if ((!r.sex || r.sex === 'Unknown') && rec.sex && rec.sex !== r.sex) person.sex = rec.sex;
    const updatedFields: string[] = (Object.keys(person) as Array<keyof typeof PERSON_FIELDS>).map((k) => PERSON_FIELDS[k]);
    if (updatedFields.length) await repo.updatePerson(t, target.person, person);
    const current = await latestExpectedAnacc(t, r.id);
    if (
      rec.anaccClass &&
      anaccClassesFor(r.care_type).some((c) => c.anaccClass === rec.anaccClass) &&
      current?.anaccClass !== rec.anaccClass
    ) {
      await insertExpectedAnacc(t, {
        residencyId: r.id,
        classificationDate: rec.assessmentDate ?? melbourneToday(),
        anaccClass: rec.anaccClass,
        viaAnaccCalculator: false,
      });
      updatedFields.push('expectedAnacc');
    }
    const newVersion = await repo.bumpResidencyVersion(t, r.id);
    await t.audit('leads.update-from-accr', 'residency', r.id, {
      residentId: target.person.residentId,
      updatedFields,
      source: rec.source,
    });
    const residentVersion = await repo.personVersion(t, target.person);
    return {
      ok: true as const,
      accr: accrDto(target.person.residentId, rec),
      updatedFields,
      version: newVersion,
      residentVersion,
    };
  });
}

/** PUT residents/UpdateFromAccr/{residentId}. */
export async function updateFromAccr(
  ctx: AppContext,
  s: ScopedDb,
  residentId: number,
  version: number,
): Promise<UpdateFromAccrResult> {
  const r = await applyAccr(ctx, s, residentId, version);
  if (!r.ok) throw ModelStateError.field('accr', r.message);
  const { ok: _ok, ...rest } = r;
  return rest;
}
