/**
 * Rules of the resident funding actions (issue 3). Validation uses shared-domain/resident-funding (the same rules and
 * messages as the dialogs); every write runs in one transaction with its audit record, so a refusal writes nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { melbourneToday } from 'shared-domain/dates';
import {
  FUNDING_FIELD_MESSAGES,
  acfiMismatches,
  anaccClassText,
  canUpdateReassessmentRequest,
  hasErrors,
  isExpectedAnaccUnchanged,
  orderMtcfHistory,
  parseAcfiXml,
  penaltyInterestStartDate,
  rateOn,
  supplementState,
  validateAssignExistingAcfi,
  validateExpectedAnacc,
  validateFetchCrid,
  validateNoticeDate,
  validateReassessmentRequest,
  validateSupplementEnd,
  validateSupplementStart,
  type FieldErrors,
  type LegalNoticeInformation,
  type SupplementState,
  type SupplementType,
} from 'shared-domain/resident-funding';
import type { AppContext } from '../../../context';
import { audit } from '../../../http/audit';
import { ModelStateError, conflict, notFound } from '../../../http/errors';
import { getMedicareGateway } from '../../../integrations/medicare/gateway';
import * as repo from './repository';

type Ctx = AppContext<any>;

function db(ctx: Ctx): Kysely<any> {
  return ctx.db as Kysely<any>;
}

function facilityId(req: FastifyRequest): number {
  return req.auth!.facility!.id;
}

function userId(req: FastifyRequest): number {
  return req.auth!.user.id;
}

function refuse(errors: FieldErrors): void {
  if (hasErrors(errors)) throw new ModelStateError(errors);
}

async function residency(d: repo.Db, req: FastifyRequest, residentId: number): Promise<repo.ResidencyRow> {
  const r = await repo.findResidency(d, residentId, facilityId(req));
  if (!r) throw notFound();
  return r;
}

function requireAdmitted(r: repo.ResidencyRow, field = 'residentId'): void {
  if (r.isLead || !r.admissionDateUtc) throw ModelStateError.field(field, FUNDING_FIELD_MESSAGES.notAdmitted);
}

// ---------------------------------------------------------------- summary

export async function fundingActions(ctx: Ctx, req: FastifyRequest, residentId: number) {
  const r = await residency(db(ctx), req, residentId);
  const [acfi, request, expected] = await Promise.all([
    repo.listAcfi(db(ctx), r.residencyId),
    repo.latestReassessmentRequest(db(ctx), r.residencyId),
    repo.latestExpectedAnacc(db(ctx), r.residencyId),
  ]);
  return {
    residentId: r.residentId,
    residencyId: r.residencyId,
    careType: r.careType,
    isAdmitted: !r.isLead && !!r.admissionDateUtc,
    admissionDateUtc: r.admissionDateUtc,
    careRecipientId: r.careRecipientId,
    latestAcfi: acfi[0] ?? null,
    acfiHistory: acfi,
    reassessmentRequest: request,
    expectedAnacc: expected ? { ...expected, anaccClassText: anaccClassText(expected.anaccClass) } : null,
  };
}

// ---------------------------------------------------------------- CRID

export interface FetchCridBody { dateOfBirth?: string | null; gender?: string | null; state?: string | null; postCode?: string | null; careRecipientId?: string | null }

export async function fetchCrid(ctx: Ctx, req: FastifyRequest, residentId: number, body: FetchCridBody) {
  const r = await residency(db(ctx), req, residentId);
  const payload = {
    dateOfBirth: body.dateOfBirth ?? '', gender: body.gender ?? '', state: body.state || null, postCode: body.postCode ?? '',
    careRecipientId: body.careRecipientId?.trim() || null,
  };
  refuse(validateFetchCrid(payload, melbourneToday()));
  const result = await getMedicareGateway(ctx).fetchCrid({ ...payload, firstName: r.firstName, lastName: r.lastName });
  if (!result.ok) throw new ModelStateError({ careRecipientId: result.errors.length ? result.errors : ['No care recipient was found.'] });
  if (result.careRecipientId.length > 10) throw ModelStateError.field('careRecipientId', FUNDING_FIELD_MESSAGES.careIdTooLong);
  await db(ctx).transaction().execute(async (trx) => {
    await repo.setCareRecipientId(trx, r.residentId, result.careRecipientId);
    await audit(trx, req, 'fetch-crid', 'resident', r.residentId, { previous: r.careRecipientId, careRecipientId: result.careRecipientId });
  });
  return { careRecipientId: result.careRecipientId };
}

// ---------------------------------------------------------------- ACFI

export async function submitAcfi(ctx: Ctx, req: FastifyRequest, residentId: number, body: { residentId?: number; acfiXml?: string }) {
  if (body.residentId !== undefined && body.residentId !== residentId) throw ModelStateError.field('residentId', FUNDING_FIELD_MESSAGES.residentIdMismatch);
  const today = melbourneToday();
  return db(ctx).transaction().execute(async (trx) => {
    const r = await residency(trx, req, residentId);
    requireAdmitted(r);
    const parsed = parseAcfiXml(body.acfiXml);
    if (!parsed.ok) throw ModelStateError.field('acfiXml', parsed.error);
    const d = parsed.details;
    if (d.appraisalDate && d.appraisalDate > today) throw ModelStateError.field('acfiXml', FUNDING_FIELD_MESSAGES.notInFuture('Appraisal date'));
    const mismatches = acfiMismatches(d, r);
    if (mismatches.length) throw new ModelStateError({ acfiDetails: mismatches });
    const date = d.appraisalDate ?? today;
    const eventId = await repo.insertAcfiEvent(trx, { residencyId: r.residencyId, facilityId: r.facilityId, date, details: { adl: d.adl, beh: d.beh, chc: d.chc }, userId: userId(req) });
    const sent = await getMedicareGateway(ctx).submitAcfi(trx, {
      facilityId: r.facilityId, residencyId: r.residencyId, residentId: r.residentId, createdByUserId: userId(req), acfiXml: body.acfiXml!,
      resident: { firstName: r.firstName, lastName: r.lastName, dateOfBirth: r.dateOfBirth, careRecipientId: r.careRecipientId },
    });
    if (!sent.ok) {
      if (sent.mismatches?.length) throw new ModelStateError({ acfiDetails: sent.mismatches });
      throw ModelStateError.field('acfiXml', sent.acfiXml ?? FUNDING_FIELD_MESSAGES.acfiXmlInvalid);
    }
    await repo.linkAcfiEvent(trx, eventId, sent.submissionId, sent.uniqueEventId);
    const id = await repo.insertAcfi(trx, {
      residency_id: r.residencyId, facility_id: r.facilityId, source: 'Submitted', submission_date_utc: date, adl: d.adl, beh: d.beh, chc: d.chc,
      medicare_submission_id: sent.submissionId, residency_event_id: eventId, unique_event_id: sent.uniqueEventId, acfi_xml: body.acfiXml,
      created_by_user_id: userId(req),
    });
    await audit(trx, req, 'submit-acfi', 'resident_acfi', id, { residencyId: r.residencyId, uniqueEventId: sent.uniqueEventId, adl: d.adl, beh: d.beh, chc: d.chc });
    const latest = (await repo.listAcfi(trx, r.residencyId)).find((a) => a.id === id)!;
    return { id, uniqueEventId: sent.uniqueEventId, status: 'BeingProcessed', acfi: latest };
  });
}

export async function assignExistingAcfi(ctx: Ctx, req: FastifyRequest, residentId: number, body: { submissionDateUtc?: string; adl?: string; beh?: string; chc?: string }) {
  return db(ctx).transaction().execute(async (trx) => {
    const r = await residency(trx, req, residentId);
    refuse(validateAssignExistingAcfi(body, melbourneToday()));
    const id = await repo.insertAcfi(trx, {
      residency_id: r.residencyId, facility_id: r.facilityId, source: 'Manual', submission_date_utc: body.submissionDateUtc,
      adl: body.adl, beh: body.beh, chc: body.chc, created_by_user_id: userId(req),
    });
    await audit(trx, req, 'assign-existing-acfi', 'resident_acfi', id, { residencyId: r.residencyId, ...body });
    return (await repo.listAcfi(trx, r.residencyId)).find((a) => a.id === id)!;
  });
}

// ---------------------------------------------------------------- AN-ACC reassessment request

export interface ReassessmentBody { id?: number; version?: number; status?: string; requestDate?: string; anaccReassessmentRequestReason?: string }

export async function recordReassessmentRequest(ctx: Ctx, req: FastifyRequest, residentId: number, body: ReassessmentBody) {
  return db(ctx).transaction().execute(async (trx) => {
    const r = await residency(trx, req, residentId);
    refuse(validateReassessmentRequest(body, { today: melbourneToday(), admissionDate: r.admissionDateUtc }));
    const saved = await repo.insertReassessmentRequest(trx, {
      residencyId: r.residencyId, facilityId: r.facilityId, status: body.status!, requestDate: body.requestDate!,
      reason: body.anaccReassessmentRequestReason!.trim(), userId: userId(req),
    });
    await audit(trx, req, 'record-reassessment-request', 'anacc_reassessment_request', saved.id, { residencyId: r.residencyId, status: saved.status, requestDate: saved.requestDate });
    return saved;
  });
}

export async function updateReassessmentRequest(ctx: Ctx, req: FastifyRequest, residentId: number, body: ReassessmentBody) {
  return db(ctx).transaction().execute(async (trx) => {
    const r = await residency(trx, req, residentId);
    const existing = await repo.findReassessmentRequest(trx, r.residencyId, body.id!);
    if (!existing) throw notFound();
    if (!canUpdateReassessmentRequest(existing.status)) throw ModelStateError.field('status', FUNDING_FIELD_MESSAGES.completeCannotChange);
    refuse(validateReassessmentRequest(body, { today: melbourneToday(), admissionDate: r.admissionDateUtc }));
    const saved = await repo.updateReassessmentRequest(trx, {
      id: existing.id, residencyId: r.residencyId, version: body.version!, status: body.status!, requestDate: body.requestDate!,
      reason: body.anaccReassessmentRequestReason!.trim(), userId: userId(req),
    });
    if (!saved) throw conflict();
    await audit(trx, req, 'update-reassessment-request', 'anacc_reassessment_request', saved.id, { from: existing.status, to: saved.status, requestDate: saved.requestDate });
    return saved;
  });
}

// ---------------------------------------------------------------- expected AN-ACC

export async function enterExpectedAnacc(ctx: Ctx, req: FastifyRequest, residentId: number, body: { classificationDate?: string; anaccClass?: number; viaAnaccCalculator?: boolean }) {
  return db(ctx).transaction().execute(async (trx) => {
    const r = await residency(trx, req, residentId);
    refuse(validateExpectedAnacc(body, { careType: r.careType, admissionDate: r.admissionDateUtc }));
    const current = await repo.latestExpectedAnacc(trx, r.residencyId);
    const view = (e: repo.ExpectedAnaccRow | null) => (e ? { ...e, anaccClassText: anaccClassText(e.anaccClass) } : null);
    // Seed 000 §5: nothing is saved when class and date are unchanged.
    if (isExpectedAnaccUnchanged(current, { anaccClass: body.anaccClass!, classificationDate: body.classificationDate! })) {
      return { saved: false, expectedAnacc: view(current) };
    }
    const id = await repo.insertExpectedAnacc(trx, {
      residencyId: r.residencyId, facilityId: r.facilityId, classificationDate: body.classificationDate!, anaccClass: body.anaccClass!,
      viaAnaccCalculator: body.viaAnaccCalculator === true, userId: userId(req),
    });
    await audit(trx, req, 'enter-expected-anacc', 'expected_anacc_classification', id, { residencyId: r.residencyId, ...body });
    return { saved: true, expectedAnacc: view(await repo.latestExpectedAnacc(trx, r.residencyId)) };
  });
}

// ---------------------------------------------------------------- supplements

async function stateOf(d: repo.Db, residencyId: number, type: SupplementType): Promise<SupplementState> {
  return supplementState(await repo.listSupplements(d, residencyId, type));
}

export async function supplements(ctx: Ctx, req: FastifyRequest, residentId: number) {
  const r = await residency(db(ctx), req, residentId);
  return { oxygen: await stateOf(db(ctx), r.residencyId, 'Oxygen'), enteralFeeding: await stateOf(db(ctx), r.residencyId, 'EnteralFeeding') };
}

export async function startSupplement(ctx: Ctx, req: FastifyRequest, residentId: number, type: SupplementType, body: { id?: number; version?: number; startDateUtc?: string; bolus?: boolean }) {
  return db(ctx).transaction().execute(async (trx) => {
    const r = await residency(trx, req, residentId);
    requireAdmitted(r, 'startDateUtc');
    const entries = await repo.listSupplements(trx, r.residencyId, type);
    const current = entries.find((e) => !e.endDateUtc) ?? null;
    if (body.id !== undefined && body.id !== current?.id) throw conflict();
    refuse(validateSupplementStart(body, type, { entries, admissionDate: r.admissionDateUtc }));
    const bolus = type === 'EnteralFeeding' ? body.bolus === true : null;
    let id: number;
    if (current) {
      const ok = await repo.updateSupplement(trx, { id: current.id, residencyId: r.residencyId, version: body.version ?? current.version!, set: { start_date: body.startDateUtc, bolus } });
      if (!ok) throw conflict();
      id = current.id;
    } else {
      id = await repo.insertSupplement(trx, { residencyId: r.residencyId, facilityId: r.facilityId, type, startDate: body.startDateUtc!, bolus, userId: userId(req) });
    }
    await audit(trx, req, current ? 'update-supplement' : 'start-supplement', 'resident_supplement', id, { type, startDateUtc: body.startDateUtc, bolus });
    return stateOf(trx, r.residencyId, type);
  });
}

export async function endSupplement(ctx: Ctx, req: FastifyRequest, residentId: number, type: SupplementType, body: { id?: number; version?: number; endDateUtc?: string }) {
  return db(ctx).transaction().execute(async (trx) => {
    const r = await residency(trx, req, residentId);
    const entries = await repo.listSupplements(trx, r.residencyId, type);
    const current = entries.find((e) => !e.endDateUtc) ?? null;
    if (body.id !== undefined && current && body.id !== current.id) throw conflict();
    refuse(validateSupplementEnd(body, current));
    const ok = await repo.updateSupplement(trx, { id: current!.id, residencyId: r.residencyId, version: body.version ?? current!.version!, set: { end_date: body.endDateUtc } });
    if (!ok) throw conflict();
    await audit(trx, req, 'end-supplement', 'resident_supplement', current!.id, { type, endDateUtc: body.endDateUtc });
    return stateOf(trx, r.residencyId, type);
  });
}

// ---------------------------------------------------------------- legal notice

async function legalInfo(d: repo.Db, r: repo.ResidencyRow): Promise<LegalNoticeInformation> {
  const [notice, bir, mpir] = await Promise.all([
    repo.findLegalNotice(d, r.residencyId),
    repo.interestRates(d, 'BaseInterestRate'),
    repo.interestRates(d, 'MaximumPermissibleInterestRate'),
  ]);
  const noticeDate = notice?.noticeDate ?? null;
  const penaltyStart = penaltyInterestStartDate(noticeDate);
  return {
    residentId: r.residentId,
    baseInterestRate: rateOn(bir, noticeDate ?? melbourneToday()),
    maximumPenaltyInterestRates: mpir,
    noticeDateUtc: noticeDate,
    admissionDateUtc: r.admissionDateUtc,
    penaltyInterestStartDateUtc: penaltyStart,
    maximumPenaltyInterestRate: rateOn(mpir, penaltyStart),
    version: notice?.version ?? null,
  };
}

export async function legalNoticeInformation(ctx: Ctx, req: FastifyRequest, residentId: number) {
  const r = await residency(db(ctx), req, residentId);
  return legalInfo(db(ctx), r);
}

export async function saveNoticeDate(ctx: Ctx, req: FastifyRequest, residentId: number, body: { noticeDateUtc?: string; version?: number }) {
  return db(ctx).transaction().execute(async (trx) => {
    const r = await residency(trx, req, residentId);
    requireAdmitted(r, 'noticeDateUtc');
    refuse(validateNoticeDate(body, { today: melbourneToday(), admissionDate: r.admissionDateUtc }));
    const existing = await repo.findLegalNotice(trx, r.residencyId);
    let id: number;
    if (existing) {
      if (!(await repo.updateLegalNotice(trx, { id: existing.id, version: body.version ?? existing.version, noticeDate: body.noticeDateUtc! }))) throw conflict();
      id = existing.id;
    } else {
      id = await repo.insertLegalNotice(trx, { residencyId: r.residencyId, facilityId: r.facilityId, noticeDate: body.noticeDateUtc!, userId: userId(req) });
    }
    await audit(trx, req, 'save-notice-date', 'resident_legal_notice', id, { residencyId: r.residencyId, previous: existing?.noticeDate ?? null, noticeDateUtc: body.noticeDateUtc });
    return legalInfo(trx, r);
  });
}

// ---------------------------------------------------------------- means-tested care fee history

export async function mtcfHistory(ctx: Ctx, req: FastifyRequest, residentId: number) {
  const r = await residency(db(ctx), req, residentId);
  return orderMtcfHistory(await repo.listMtcfHistory(db(ctx), r.residencyId), melbourneToday());
}
