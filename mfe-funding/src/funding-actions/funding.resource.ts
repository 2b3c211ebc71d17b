/**
 * The funding actions on the resident view page (seed 000 §7 "Residents"): the funding summary, CRID, ACFI,
 * AN-ACC reassessment request and expected AN-ACC, supplements, legal notice and the means-tested care fee history.
 * `residentId` is the person. An action reloads everything shown about the person (the summary, the record's CRID, the
 * timeline's ACFI entries, the fees tab's legal notice).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson, personKey } from 'shared-auth';
import { legalNoticeQuery } from 'shared-auth/federated-queries';
import { loadingError } from 'shared-domain';
import { SUPPLEMENT_LABELS, type SupplementType } from 'shared-domain/resident-funding';
import type {
  AcfiBody,
  AssignAcfiBody,
  EnteralStartBody,
  ExpectedAnaccBody,
  FetchCridBody,
  NoticeDateBody,
  NoticeDateClearBody,
  ReassessmentBody,
  ReassessmentUpdateBody,
  SupplementEndBody,
  SupplementStartBody,
} from 'shared-domain/contracts/residents';
import type {
  AcfiRecord,
  EnterExpectedAnaccResponse,
  ExpectedAnacc,
  FetchCridResponse,
  FundingActionsSummary,
  LegalNoticeInformation,
  MtcfHistoryEntry,
  ReassessmentRequest,
  SubmitAcfiResponse,
  SupplementState,
  Supplements,
} from 'shared-domain/contracts/funding-responses';

export type { AcfiRecord, ExpectedAnacc, FundingActionsSummary };

export type SupplementPath = 'oxygen' | 'oxygen-end' | 'enteral-feeding' | 'enteral-feeding-end';
/** The body of a supplement path: a start (oxygen), a start with bolus (enteral feeding) or an end. */
export type SupplementBody = SupplementStartBody | EnteralStartBody | SupplementEndBody;

const key = (residentId: number, part: string) => [...personKey(residentId), 'funding', part] as const;
export const fundingKeys = {
  summary: (residentId: number) => key(residentId, 'summary'),
  supplements: (residentId: number) => key(residentId, 'supplements'),
  mtcfHistory: (residentId: number) => key(residentId, 'mtcf-history'),
};

// ---------------------------------------------------------------- loads

/** GET residents/{id}/funding-actions (AgeCare, with residentsDetails canView). */
export function useFundingSummary(residentId: number, enabled: boolean) {
  return useQuery({
    queryKey: fundingKeys.summary(residentId),
    queryFn: ({ signal }) => getJson<FundingActionsSummary>(`residents/${residentId}/funding-actions`, { signal }),
    enabled,
    meta: { errorMessage: loadingError('funding details') },
  });
}

/** GET residents/{id}/finance/supplements: one type's state. */
export function useSupplement(residentId: number, type: SupplementType) {
  return useQuery({
    queryKey: fundingKeys.supplements(residentId),
    queryFn: ({ signal }) => getJson<Supplements>(`residents/${residentId}/finance/supplements`, { signal }),
    select: (s) => (type === 'Oxygen' ? s.oxygen : s.enteralFeeding),
    meta: { errorMessage: loadingError(`${SUPPLEMENT_LABELS[type]} details`) },
  });
}

/** GET funding/{id}/legal-notice-date-information (the fees tab in mfe-residents reads the same query). */
export function useLegalNotice(residentId: number) {
  return useQuery(legalNoticeQuery(residentId));
}

/** GET residents/{id}/finance/mtcf-history */
export function useMtcfHistory(residentId: number) {
  return useQuery({
    queryKey: fundingKeys.mtcfHistory(residentId),
    queryFn: ({ signal }) => getJson<MtcfHistoryEntry[]>(`residents/${residentId}/finance/mtcf-history`, { signal }),
    meta: { errorMessage: loadingError('means-tested care fee history') },
  });
}

// ---------------------------------------------------------------- actions

function useFundingAction<TVariables, TData>(residentId: number, action: (variables: TVariables) => Promise<TData>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => client.invalidateQueries({ queryKey: personKey(residentId) }) });
}

const api = () => apiClient();

export const useFetchCrid = (residentId: number) =>
  useFundingAction(
    residentId,
    async (payload: FetchCridBody) => (await api().post<FetchCridResponse>(`residents/${residentId}/fetch-crid`, payload)).data,
  );

export const useSubmitAcfi = (residentId: number) =>
  useFundingAction(
    residentId,
    async (acfiXml: string) =>
      (
        await api().post<SubmitAcfiResponse>(`residents/${residentId}/acfi`, {
          residentId,
          acfiXml,
        } satisfies AcfiBody)
      ).data,
  );

export const useAssignExistingAcfi = (residentId: number) =>
  useFundingAction(
    residentId,
    async (body: AssignAcfiBody) => (await api().post<AcfiRecord>(`residents/${residentId}/assign-existing-acfi`, body)).data,
  );

/** Records a new request (POST) or updates the latest (PUT). */
export const useSaveReassessmentRequest = (residentId: number) =>
  useFundingAction(
    residentId,
    async (save: { mode: 'create'; body: ReassessmentBody } | { mode: 'update'; body: ReassessmentUpdateBody }) => {
      const url = `residents/${residentId}/anacc-reassessment-request`;
      return (
        save.mode === 'create'
          ? await api().post<ReassessmentRequest>(url, save.body)
          : await api().put<ReassessmentRequest>(url, save.body)
      ).data;
    },
  );

export const useEnterExpectedAnacc = (residentId: number) =>
  useFundingAction(
    residentId,
    async (body: ExpectedAnaccBody) =>
      (await api().post<EnterExpectedAnaccResponse>(`residents/${residentId}/enter-expected-anacc`, body)).data,
  );

export const useSaveSupplement = (residentId: number) =>
  useFundingAction(
    residentId,
    async ({ path, body }: { path: SupplementPath; body: SupplementBody }) =>
      (await api().put<SupplementState>(`residents/${residentId}/finance/supplements/${path}`, body)).data,
  );

export const useSaveNoticeDate = (residentId: number) =>
  useFundingAction(residentId, async (body: { noticeDateUtc: string; version: number | null | undefined }) => {
    // Always sent: the version read, or null when no notice was recorded (the API answers 409 when either is stale).
    const sent: NoticeDateBody = { noticeDateUtc: body.noticeDateUtc, version: body.version ?? null };
    return (await api().post<LegalNoticeInformation>(`residents/${residentId}/save-notice-date`, sent)).data;
  });

export const useClearNoticeDate = (residentId: number) =>
  useFundingAction(residentId, async (body: NoticeDateClearBody) => {
    return (await api().post<LegalNoticeInformation>(`residents/${residentId}/clear-notice-date`, body)).data;
  });
