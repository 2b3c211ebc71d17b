/**
 * ACCR (My Aged Care client record, seed 001 §7 "ACCR"; ARCHITECTURE §6).
 *
 * `AccrGateway` is the adapter interface the leads module uses (`getAccrGateway(ctx)`). The only implementation in this
 * repository is `AccrSimulator`, a LOCAL SIMULATOR of the real service: nothing leaves the machine. It answers a
 * deterministic client record built from the person's own data (care recipient ID, names, date of birth, sex, Medicare
 * number), so the same person always gets the same record:
 * - with a care recipient ID: a record, except for 1 ID in 17 (by hash) which is not found;
 * - without one: a look-up by date of birth and Medicare number (both needed), which finds 2 people in 3 (by hash)
 *   and gives them a simulated care recipient ID; the others are not found.
 * Not found answers `{ ok: false, message }`; the API turns it into a 400 the UI shows in its
 * 'Unable to get ACCR from Medicare' dialog.
 */
import { createHash } from 'node:crypto';
import { addDays } from 'shared-domain/dates';
import type { Sex } from 'shared-domain/enums';
import type { AccrRecord } from 'shared-domain/contracts/leads';
import { anaccClassText } from 'shared-domain/resident-funding';

export const ACCR_SIMULATOR_SOURCE = 'ACCR simulator';

export interface AccrLookup {
  careRecipientId: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  sex: Sex | null;
  medicareNumber: string | null;
  /** The care type asked for (the lead's), which decides the approval and the AN-ACC class family. */
  careType: 'Permanent' | 'Respite' | 'ILU';
  /** A stable date of the person's record (e.g. the residency's creation day) the simulated dates are derived from. */
  referenceDate: string;
}

/** The client record the adapter returns: the API's AccrRecord (shared-domain) before the product adds its own fields. */
export type AccrClientRecord = Omit<AccrRecord, 'residentId' | 'retrievedOnUtc' | 'careRecipientId'> & {
  careRecipientId: string;
};

export type AccrResult = { ok: true; record: AccrClientRecord } | { ok: false; message: string };

export interface AccrGateway {
  readonly isSimulator: boolean;
  getClientRecord(lookup: AccrLookup): Promise<AccrResult>;
}

export const ACCR_SIMULATOR_MESSAGES = {
  lookupDetailsMissing: 'A care recipient ID, or a date of birth and a Medicare number, is needed to find the client record.',
  notFoundByDetails: 'No client record was found in My Aged Care for these details.',
  notFoundById: (id: string) => `No client record was found for care recipient ID ${id}.`,
} as const;

function hash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** The local simulator (see the file comment). */
export class AccrSimulator implements AccrGateway {
  readonly isSimulator = true;

  async getClientRecord(p: AccrLookup): Promise<AccrResult> {
    const crid = p.careRecipientId?.trim() || null;
    let careRecipientId: string;
    let h: number;
    if (crid) {
      h = hash(`accr|id|${crid.toUpperCase()}`);
      if (h % 17 === 0) return { ok: false, message: ACCR_SIMULATOR_MESSAGES.notFoundById(crid) };
      careRecipientId = crid;
    } else {
      const medicare = p.medicareNumber?.replace(/\s/g, '') || null;
      if (!p.dateOfBirth || !medicare) return { ok: false, message: ACCR_SIMULATOR_MESSAGES.lookupDetailsMissing };
      h = hash(`accr|details|${p.dateOfBirth}|${medicare}|${p.lastName.trim().toLowerCase()}`);
      if (h % 3 === 0) return { ok: false, message: ACCR_SIMULATOR_MESSAGES.notFoundByDetails };
      // A simulated care recipient ID: 10 characters (the seed's maximum), always the same for the same person.
      careRecipientId = `5${String(h % 1_000_000_000).padStart(9, '0')}`;
    }
    const approvedFrom = addDays(p.referenceDate, -(14 + (h % 120)));
    const respite = p.careType === 'Respite';
    const approvals: AccrClientRecord['approvals'] = [
      {
        careType: 'Residential care - permanent',
        approvedFrom,
        approvedTo: null,
        status: respite && h % 2 === 0 ? 'Not approved' : 'Approved',
      },
    ];
    if (respite || (h >>> 3) % 2 === 0) {
      approvals.push({
        careType: 'Residential respite care',
        approvedFrom,
        approvedTo: addDays(approvedFrom, 364),
        status: 'Approved',
      });
    }
    const anaccClass = respite ? 101 + ((h >>> 5) % 3) : 2 + ((h >>> 5) % 12);
    return {
      ok: true,
      record: {
        careRecipientId,
        firstName: p.firstName,
        lastName: p.lastName,
        dateOfBirth: p.dateOfBirth,
        sex: p.sex ?? (h % 2 ? 'Female' : 'Male'),
        medicareNumber: p.medicareNumber,
        approvals,
        anaccClass,
        anaccClassText: anaccClassText(anaccClass),
        assessmentDate: approvedFrom,
        source: ACCR_SIMULATOR_SOURCE,
      },
    };
  }
}

let gateway: AccrGateway | undefined;

/** The ACCR adapter of this deployment: the simulator (there is no real ACCR connection in this repository). */
export function getAccrGateway(_ctx?: unknown): AccrGateway {
  return (gateway ??= new AccrSimulator());
}
