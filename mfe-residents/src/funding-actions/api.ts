/** API calls of the funding actions on the resident view page (seed 000 §7 "Residents"; issue 3). `id` is the resident. */
import type { AxiosInstance } from 'axios';
import { createApiClient } from 'shared-auth';
import type {
  AcfiRatingLevel,
  FetchCridPayload,
  LegalNoticeInformation,
  MtcfHistoryEntry,
  ReassessmentRequest,
  ReassessmentRequestStatus,
  SupplementState,
} from 'shared-domain/resident-funding';

let client: AxiosInstance | undefined;
const api = () => (client ??= createApiClient());

export interface AcfiRecord {
  id: number;
  source: 'Submitted' | 'Manual';
  submissionDateUtc: string;
  adl: AcfiRatingLevel | null;
  beh: AcfiRatingLevel | null;
  chc: AcfiRatingLevel | null;
  uniqueEventId: string | null;
  medicareStatus: string | null;
  createdOnUtc: string;
}

export interface ExpectedAnacc {
  id: number;
  classificationDate: string;
  anaccClass: number;
  anaccClassText: string | null;
  viaAnaccCalculator: boolean;
}

export interface FundingActionsSummary {
  residentId: number;
  residencyId: number;
  careType: 'Permanent' | 'Respite' | 'ILU';
  isAdmitted: boolean;
  admissionDateUtc: string | null;
  careRecipientId: string | null;
  latestAcfi: AcfiRecord | null;
  acfiHistory: AcfiRecord[];
  reassessmentRequest: ReassessmentRequest | null;
  expectedAnacc: ExpectedAnacc | null;
}

export interface ReassessmentInput {
  id?: number;
  version?: number;
  status: ReassessmentRequestStatus;
  requestDate: string;
  anaccReassessmentRequestReason: string;
}

export async function fetchFundingActions(id: number): Promise<FundingActionsSummary> {
  return (await api().get<FundingActionsSummary>(`residents/${id}/funding-actions`)).data;
}

export async function fetchCrid(id: number, payload: FetchCridPayload): Promise<{ careRecipientId: string }> {
  return (await api().post(`residents/${id}/fetch-crid`, payload)).data;
}

export async function submitAcfi(id: number, acfiXml: string): Promise<{ id: number; uniqueEventId: string; status: string }> {
  return (await api().post(`residents/${id}/acfi`, { residentId: id, acfiXml })).data;
}

export async function assignExistingAcfi(id: number, body: { submissionDateUtc: string; adl: string; beh: string; chc: string }): Promise<AcfiRecord> {
  return (await api().post(`residents/${id}/assign-existing-acfi`, body)).data;
}

export async function saveReassessmentRequest(id: number, body: ReassessmentInput, mode: 'create' | 'update'): Promise<ReassessmentRequest> {
  const url = `residents/${id}/anacc-reassessment-request`;
  return (mode === 'create' ? await api().post(url, body) : await api().put(url, body)).data;
}

export async function enterExpectedAnacc(id: number, body: { classificationDate: string; anaccClass: number; viaAnaccCalculator: boolean }): Promise<{ saved: boolean; expectedAnacc: ExpectedAnacc | null }> {
  return (await api().post(`residents/${id}/enter-expected-anacc`, body)).data;
}

export async function fetchSupplements(id: number): Promise<{ oxygen: SupplementState; enteralFeeding: SupplementState }> {
  return (await api().get(`residents/${id}/finance/supplements`)).data;
}

export type SupplementPath = 'oxygen' | 'oxygen-end' | 'enteral-feeding' | 'enteral-feeding-end';

export async function saveSupplement(id: number, path: SupplementPath, body: Record<string, unknown>): Promise<SupplementState> {
  return (await api().put(`residents/${id}/finance/supplements/${path}`, body)).data;
}

export async function fetchLegalNotice(id: number): Promise<LegalNoticeInformation> {
  return (await api().get(`funding/${id}/legal-notice-date-information`)).data;
}

export async function saveNoticeDate(id: number, body: { noticeDateUtc: string; version?: number | null }): Promise<LegalNoticeInformation> {
  return (await api().post(`residents/${id}/save-notice-date`, { noticeDateUtc: body.noticeDateUtc, ...(body.version ? { version: body.version } : {}) })).data;
}

export async function fetchMtcfHistory(id: number): Promise<MtcfHistoryEntry[]> {
  return (await api().get(`residents/${id}/finance/mtcf-history`)).data;
}
