/**
 * Rules of the resident funding actions: summary, CRID, ACFI, AN-ACC reassessment request, expected AN-ACC
 * (supplements, legal notice and the MTCF history are finance/). Validation uses shared-domain/resident-funding (the
 * same rules and messages as the dialogs); every write runs in one transaction with its audit record, so a refusal writes nothing.
 * `{id}` is the resident (person); the residency is the one the facility sees (`s.resolve.resident`).
 */
import { melbourneToday } from 'shared-domain/dates';
import {
  ACFI_RATING_LEVELS,
  FUNDING_FIELD_MESSAGES,
  REASSESSMENT_REQUEST_STATUSES,
  acfiMismatches,
  anaccClassText,
  canUpdateReassessmentRequest,
  isExpectedAnaccUnchanged,
  parseAcfiXml,
  validateAssignExistingAcfi,
  validateExpectedAnacc,
  validateFetchCrid,
  validateReassessmentRequest,
} from 'shared-domain/resident-funding';
import type {
  AcfiBody,
  AssignAcfiBody,
  ExpectedAnaccBody,
  FetchCridBody,
  ReassessmentBody,
  ReassessmentUpdateBody,
} from 'shared-domain/contracts/residents';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError, conflict, notFound } from '../../../../http/errors';
import { accepted, inTransaction, refuse, residency, requireAdmitted, type FundingCall } from './call';
import * as repo from './repository';
import { latestExpectedAnacc, type ExpectedAnaccRow } from '../tab/repository';

// ---------------------------------------------------------------- summary

export async function fundingActions(s: ScopedDb, residentId: number) {
  const { r } = await residency(s, residentId);
  const [acfi, request, expected] = await Promise.all([
    repo.listAcfi(s, r.residencyId),
    repo.latestReassessmentRequest(s, r.residencyId),
    latestExpectedAnacc(s, r.residencyId),
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

export async function fetchCrid(c: FundingCall, residentId: number, body: FetchCridBody) {
  const { person, r } = await residency(c.s, residentId);
  const payload = {
    dateOfBirth: body.dateOfBirth ?? '',
    gender: body.gender ?? '',
    state: body.state || null,
    postCode: body.postCode ?? '',
    careRecipientId: body.careRecipientId?.trim() || null,
  };
  refuse(validateFetchCrid(payload, melbourneToday()));
  const result = await c.medicare.fetchCrid({ ...payload, firstName: r.firstName, lastName: r.lastName });
  if (!result.ok)
    throw new ModelStateError({ careRecipientId: result.errors.length ? result.errors : ['No care recipient was found.'] });
  if (result.careRecipientId.length > 10) throw ModelStateError.field('careRecipientId', FUNDING_FIELD_MESSAGES.careIdTooLong);
  await inTransaction(c, async (t) => {
    await repo.setCareRecipientId(t.s, person, result.careRecipientId);
    await t.s.audit('fetch-crid', 'resident', r.residentId, {
      previous: r.careRecipientId,
      careRecipientId: result.careRecipientId,
    });
  });
  return { careRecipientId: result.careRecipientId };
}

// ---------------------------------------------------------------- ACFI

export async function submitAcfi(call: FundingCall, residentId: number, body: AcfiBody) {
  // Both ids first (404 for one the facility cannot see), then the rule that they name the same resident.
  await call.s.resolve.resident(residentId);
  if (body.residentId !== undefined) await call.s.resolve.resident(body.residentId);
  if (body.residentId !== undefined && body.residentId !== residentId)
    throw ModelStateError.field('residentId', FUNDING_FIELD_MESSAGES.residentIdMismatch);
  const today = melbourneToday();
  return inTransaction(call, async (c) => {
    const { r } = await residency(c.s, residentId);
    requireAdmitted(r);
    const parsed = parseAcfiXml(body.acfiXml);
    if (!parsed.ok) throw ModelStateError.field('acfiXml', parsed.error);
    const d = parsed.details;
    if (d.appraisalDate && d.appraisalDate > today)
      throw ModelStateError.field('acfiXml', FUNDING_FIELD_MESSAGES.notInFuture('Appraisal date'));
    const mismatches = acfiMismatches(d, r);
    if (mismatches.length) throw new ModelStateError({ acfiDetails: mismatches });
    const date = d.appraisalDate ?? today;
    const eventId = await repo.insertAcfiEvent(c.s, {
      residencyId: r.residencyId,
      date,
      details: { adl: d.adl, beh: d.beh, chc: d.chc },
    });
    const sent = await c.medicare.submitAcfi(c.s, {
      facilityId: r.facilityId,
      residencyId: r.residencyId,
      residentId: r.residentId,
      createdByUserId: c.s.userId,
      acfiXml: body.acfiXml,
      resident: { firstName: r.firstName, lastName: r.lastName, dateOfBirth: r.dateOfBirth, careRecipientId: r.careRecipientId },
    });
    if (!sent.ok) {
      if (sent.mismatches?.length) throw new ModelStateError({ acfiDetails: sent.mismatches });
      throw ModelStateError.field('acfiXml', sent.acfiXml ?? FUNDING_FIELD_MESSAGES.acfiXmlInvalid);
    }
    await repo.linkAcfiEvent(c.s, r.residencyId, eventId, sent.submissionId, sent.uniqueEventId);
    const id = await repo.insertAcfi(c.s, {
      residency_id: r.residencyId,
      source: 'Submitted',
      submission_date_utc: date,
      adl: d.adl,
      beh: d.beh,
      chc: d.chc,
      medicare_submission_id: sent.submissionId,
      residency_event_id: eventId,
      unique_event_id: sent.uniqueEventId,
      acfi_xml: body.acfiXml,
      created_by_user_id: c.s.userId,
    });
    await c.s.audit('submit-acfi', 'resident_acfi', id, {
      residencyId: r.residencyId,
      uniqueEventId: sent.uniqueEventId,
      adl: d.adl,
      beh: d.beh,
      chc: d.chc,
    });
    const latest = (await repo.listAcfi(c.s, r.residencyId)).find((a) => a.id === id)!;
    return { id, uniqueEventId: sent.uniqueEventId, status: 'BeingProcessed', acfi: latest };
  });
}

export async function assignExistingAcfi(call: FundingCall, residentId: number, body: AssignAcfiBody) {
  return inTransaction(call, async (c) => {
    const { r } = await residency(c.s, residentId);
    refuse(validateAssignExistingAcfi(body, melbourneToday()));
    const id = await repo.insertAcfi(c.s, {
      residency_id: r.residencyId,
      source: 'Manual',
      submission_date_utc: body.submissionDateUtc!,
      adl: accepted(ACFI_RATING_LEVELS, body.adl),
      beh: accepted(ACFI_RATING_LEVELS, body.beh),
      chc: accepted(ACFI_RATING_LEVELS, body.chc),
      created_by_user_id: c.s.userId,
    });
    await c.s.audit('assign-existing-acfi', 'resident_acfi', id, { residencyId: r.residencyId, ...body });
    return (await repo.listAcfi(c.s, r.residencyId)).find((a) => a.id === id)!;
  });
}

// ---------------------------------------------------------------- AN-ACC reassessment request

export async function recordReassessmentRequest(call: FundingCall, residentId: number, body: ReassessmentBody) {
  return inTransaction(call, async (c) => {
    const { r } = await residency(c.s, residentId);
    refuse(validateReassessmentRequest(body, { today: melbourneToday(), admissionDate: r.admissionDateUtc }));
    const saved = await repo.insertReassessmentRequest(c.s, {
      residencyId: r.residencyId,
      status: accepted(REASSESSMENT_REQUEST_STATUSES, body.status),
      requestDate: body.requestDate!,
      reason: body.anaccReassessmentRequestReason!.trim(),
    });
    await c.s.audit('record-reassessment-request', 'anacc_reassessment_request', saved.id, {
      residencyId: r.residencyId,
      status: saved.status,
      requestDate: saved.requestDate,
    });
    return saved;
  });
}

export async function updateReassessmentRequest(call: FundingCall, residentId: number, body: ReassessmentUpdateBody) {
  return inTransaction(call, async (c) => {
    const { r } = await residency(c.s, residentId);
    await c.s.resolve.reassessment(body.id);
    const existing = await repo.findReassessmentRequest(c.s, r.residencyId, body.id);
    if (!existing) throw notFound();
    if (!canUpdateReassessmentRequest(existing.status))
      throw ModelStateError.field('status', FUNDING_FIELD_MESSAGES.completeCannotChange);
    refuse(validateReassessmentRequest(body, { today: melbourneToday(), admissionDate: r.admissionDateUtc }));
    const saved = await repo.updateReassessmentRequest(c.s, {
      id: existing.id,
      residencyId: r.residencyId,
      version: body.version,
      status: accepted(REASSESSMENT_REQUEST_STATUSES, body.status),
      requestDate: body.requestDate!,
      reason: body.anaccReassessmentRequestReason!.trim(),
    });
    if (!saved) throw conflict();
    await c.s.audit('update-reassessment-request', 'anacc_reassessment_request', saved.id, {
      from: existing.status,
      to: saved.status,
      requestDate: saved.requestDate,
    });
    return saved;
  });
}

// ---------------------------------------------------------------- expected AN-ACC

export async function enterExpectedAnacc(call: FundingCall, residentId: number, body: ExpectedAnaccBody) {
  return inTransaction(call, async (c) => {
    const { r } = await residency(c.s, residentId);
    refuse(validateExpectedAnacc(body, { careType: r.careType, admissionDate: r.admissionDateUtc }));
    const current = await latestExpectedAnacc(c.s, r.residencyId);
    const view = (e: ExpectedAnaccRow | null) => (e ? { ...e, anaccClassText: anaccClassText(e.anaccClass) } : null);
    // Seed 000 §5: nothing is saved when class and date are unchanged.
    if (isExpectedAnaccUnchanged(current, { anaccClass: body.anaccClass!, classificationDate: body.classificationDate! })) {
      return { saved: false, expectedAnacc: view(current) };
    }
    const id = await repo.insertExpectedAnacc(c.s, {
      residencyId: r.residencyId,
      classificationDate: body.classificationDate!,
      anaccClass: body.anaccClass!,
      viaAnaccCalculator: body.viaAnaccCalculator === true,
    });
    await c.s.audit('enter-expected-anacc', 'expected_anacc_classification', id, {
      residencyId: r.residencyId,
      ...body,
    });
    return { saved: true, expectedAnacc: view(await latestExpectedAnacc(c.s, r.residencyId)) };
  });
}
