/** The finance side of the funding actions: oxygen and enteral feeding supplements, legal notice, MTCF history. */
import { melbourneToday } from 'shared-domain/dates';
import {
  orderMtcfHistory,
  penaltyInterestStartDate,
  supplementState,
  validateNoticeDate,
  validateSupplementEnd,
  validateSupplementStart,
  type LegalNoticeInformation,
  type SupplementState,
  type SupplementType,
} from 'shared-domain/resident-funding';
import type { EnteralStartBody, NoticeDateBody, NoticeDateClearBody, SupplementEndBody } from 'shared-domain/contracts/residents';
import { noticeDateMinimum } from 'shared-domain/finance/fees';
import { rateInForceOn } from 'shared-domain/rate-periods';
import type { ScopedDb } from '../../../../../db/scoped';
import { feesAndChargesOn, maximumPenaltyInterestRates } from '../../../rates/index';
import { conflict } from '../../../../../http/errors';
import { inTransaction, refuse, requireAdmitted, residency, type FundingCall } from '../call';
import * as repo from '../repository';

// ---------------------------------------------------------------- supplements

async function stateOf(s: ScopedDb, residencyId: number, type: SupplementType): Promise<SupplementState> {
  return supplementState(await repo.listSupplements(s, residencyId, type));
}

export async function supplements(s: ScopedDb, residentId: number) {
  const { r } = await residency(s, residentId);
  return { oxygen: await stateOf(s, r.residencyId, 'Oxygen'), enteralFeeding: await stateOf(s, r.residencyId, 'EnteralFeeding') };
}

export async function startSupplement(call: FundingCall, residentId: number, type: SupplementType, body: EnteralStartBody) {
  return inTransaction(call, async (c) => {
    const { r } = await residency(c.s, residentId);
    if (body.id !== undefined) await c.s.resolve.supplement(body.id);
    requireAdmitted(r, 'startDateUtc');
    const entries = await repo.listSupplements(c.s, r.residencyId, type);
    const current = entries.find((e) => !e.endDateUtc) ?? null;
    if (body.id !== undefined && body.id !== current?.id) throw conflict();
    refuse(validateSupplementStart(body, type, { entries, admissionDate: r.admissionDateUtc }));
    const bolus = type === 'EnteralFeeding' ? body.bolus === true : null;
    let id: number;
    if (current) {
      const ok = await repo.updateSupplement(c.s, {
        id: current.id,
        residencyId: r.residencyId,
        version: body.version ?? current.version!,
        set: { start_date: body.startDateUtc!, bolus },
      });
      if (!ok) throw conflict();
      id = current.id;
    } else {
      id = await repo.insertSupplement(c.s, { residencyId: r.residencyId, type, startDate: body.startDateUtc!, bolus });
    }
    await c.s.audit(current ? 'update-supplement' : 'start-supplement', 'resident_supplement', id, {
      type,
      startDateUtc: body.startDateUtc,
      bolus,
    });
    return stateOf(c.s, r.residencyId, type);
  });
}

export async function endSupplement(call: FundingCall, residentId: number, type: SupplementType, body: SupplementEndBody) {
  return inTransaction(call, async (c) => {
    const { r } = await residency(c.s, residentId);
    if (body.id !== undefined) await c.s.resolve.supplement(body.id);
    const entries = await repo.listSupplements(c.s, r.residencyId, type);
    const current = entries.find((e) => !e.endDateUtc) ?? null;
    if (body.id !== undefined && current && body.id !== current.id) throw conflict();
    refuse(validateSupplementEnd(body, current));
    const ok = await repo.updateSupplement(c.s, {
      id: current!.id,
      residencyId: r.residencyId,
      version: body.version ?? current!.version!,
      set: { end_date: body.endDateUtc! },
    });
    if (!ok) throw conflict();
    await c.s.audit('end-supplement', 'resident_supplement', current!.id, { type, endDateUtc: body.endDateUtc });
    return stateOf(c.s, r.residencyId, type);
  });
}

// ---------------------------------------------------------------- legal notice

async function legalInfo(s: ScopedDb, r: repo.ResidencyRow): Promise<LegalNoticeInformation> {
  const notice = await repo.findLegalNotice(s, r.residencyId);
  const noticeDate = notice?.noticeDate ?? null;
  // The base interest rate and the maximum penalty interest rates of the organisation's fees and charges.
  const [fees, penalty] = await Promise.all([
    feesAndChargesOn(s, noticeDate ?? melbourneToday()),
    maximumPenaltyInterestRates(s),
  ]);
  const mpir = penalty.map((p) => ({ startDateUtc: p.startDate, endDateUtc: p.endDate, rate: p.rate })).reverse();
  const penaltyStart = penaltyInterestStartDate(noticeDate);
  return {
    residentId: r.residentId,
    baseInterestRate: fees?.baseInterestRate ?? null,
    maximumPenaltyInterestRates: mpir,
    noticeDateUtc: noticeDate,
    admissionDateUtc: r.admissionDateUtc,
    penaltyInterestStartDateUtc: penaltyStart,
    // The one rule of the rate of a day (rate-rows), on the rows in force.
    maximumPenaltyInterestRate: penaltyStart ? (rateInForceOn(mpir, penaltyStart)?.rate ?? null) : null,
    version: notice?.version ?? null,
  };
}

export async function legalNoticeInformation(s: ScopedDb, residentId: number) {
  const { r } = await residency(s, residentId);
  return legalInfo(s, r);
}

export async function saveNoticeDate(call: FundingCall, residentId: number, body: NoticeDateBody) {
  return inTransaction(call, async (c) => {
    const { r } = await residency(c.s, residentId);
    requireAdmitted(r, 'noticeDateUtc');
    const today = melbourneToday();
    refuse(validateNoticeDate(body, { today, admissionDate: noticeDateMinimum(r.admissionDateUtc, today) }));
    const existing = await repo.findLegalNotice(c.s, r.residencyId);
    // The version read decides (409 when stale): null said "no notice yet", so a notice recorded since is a conflict.
    let id: number | null;
    if (existing) {
      const updated =
        body.version !== null &&
        (await repo.updateLegalNotice(c.s, { id: existing.id, version: body.version, noticeDate: body.noticeDateUtc! }));
      id = updated ? existing.id : null;
    } else {
      id =
        body.version === null
          ? await repo.insertLegalNotice(c.s, { residencyId: r.residencyId, noticeDate: body.noticeDateUtc! })
          : null;
    }
    if (id === null) throw conflict();
    await c.s.audit('save-notice-date', 'resident_legal_notice', id, {
      residencyId: r.residencyId,
      previous: existing?.noticeDate ?? null,
      noticeDateUtc: body.noticeDateUtc,
    });
    return legalInfo(c.s, r);
  });
}

/**
 * Clears a notice date recorded by mistake: the penalty interest then no longer runs from it. The version read decides
 * (409 when the notice was changed or cleared since, or there is none to clear).
 */
export async function clearNoticeDate(call: FundingCall, residentId: number, body: NoticeDateClearBody) {
  return inTransaction(call, async (c) => {
    const { r } = await residency(c.s, residentId);
    const existing = await repo.findLegalNotice(c.s, r.residencyId);
    if (!existing || !(await repo.deleteLegalNotice(c.s, { id: existing.id, version: body.version }))) throw conflict();
    await c.s.audit('clear-notice-date', 'resident_legal_notice', existing.id, {
      residencyId: r.residencyId,
      previous: existing.noticeDate,
      noticeDateUtc: null,
    });
    return legalInfo(c.s, r);
  });
}

// ---------------------------------------------------------------- means-tested care fee history

export async function mtcfHistory(s: ScopedDb, residentId: number) {
  const { r } = await residency(s, residentId);
  return orderMtcfHistory(await repo.listMtcfHistory(s, r.residencyId), melbourneToday());
}
