/**
 * An enquiry or allocation (seed 002 §7 "Independent living"): GET enquiries/{id}, POST enquiries (create), PUT
 * enquiries (update), DELETE enquiries/{id}?version=, POST enquiries/add-resident and enquiries/transfer-enquiry, and
 * the organisation's other facilities a transfer offers. Every read is keyed under the area's iluKeys and every change
 * reloads through invalidateIlu (the area's screens, the dashboards and what the residents area shows of each person).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson, referenceDataKey } from 'shared-auth';
import type { OrganisationFacility } from 'shared-domain/contracts/admin-users';
import type {
  AddEnquiryResidentBody,
  AddEnquiryResidentResponse,
  CreateEnquiryBody,
  CreateEnquiryResponse,
  Enquiry,
  TransferEnquiryBody,
  UpdateEnquiryBody,
} from 'shared-domain/contracts/ilu';
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { iluKeys, invalidateIlu } from '../keys';

export type { Enquiry };
export type { EnquiryResident } from 'shared-domain/contracts/ilu';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** GET enquiries/{id}?viewDepartedMode=&residentId=: a 404 (not in this facility) is an answer the page shows. */
export function useEnquiry(enquiryId: number, residentId: number, viewDepartedMode: boolean) {
  return useQuery({
    queryKey: iluKeys.enquiry(enquiryId, residentId, viewDepartedMode),
    queryFn: ({ signal }) => getJson<Enquiry>(`enquiries/${enquiryId}`, { signal, params: { viewDepartedMode, residentId } }),
    enabled: validId(enquiryId) && validId(residentId),
    meta: { errorMessage: ILU_MESSAGES.viewError, quietStatuses: [404] },
  });
}

/** The people of an enquiry (what their pages in the residents area show reloads too). */
const peopleOf = (enquiry: Pick<Enquiry, 'residents'>) => enquiry.residents.map((r) => r.residentId);

/** POST enquiries. A source typed in as new joins the organisation's list: the list loads again. */
export function useCreateEnquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateEnquiryBody) => (await apiClient().post<CreateEnquiryResponse>('enquiries', body)).data,
    onSuccess: (created, body) =>
      Promise.all([
        invalidateIlu(client, created.residentIds),
        body.enquirySources?.some((s) => typeof s.id === 'string')
          ? client.invalidateQueries({ queryKey: referenceDataKey('enquiry-sources') })
          : null,
      ]),
  });
}

/** PUT enquiries (409 when the enquiry's version is stale); answers the enquiry as saved. */
export function useUpdateEnquiry(enquiry: Enquiry) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateEnquiryBody) => (await apiClient().put<Enquiry>('enquiries', body)).data,
    onSuccess: (_saved, body) =>
      Promise.all([
        invalidateIlu(client, peopleOf(enquiry)),
        body.residents.some((r) => r.enquirySources?.some((s) => typeof s.id === 'string'))
          ? client.invalidateQueries({ queryKey: referenceDataKey('enquiry-sources') })
          : null,
      ]),
  });
}

/** DELETE enquiries/{id}?version= (an enquiry not yet admitted). */
export function useDeleteEnquiry(enquiry: Enquiry) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient().delete(`enquiries/${enquiry.enquiryId}`, { params: { version: enquiry.version } });
    },
    onSuccess: () => invalidateIlu(client, peopleOf(enquiry)),
  });
}

/** POST enquiries/add-resident: the enquiry's second person. */
export function useAddEnquiryResident(enquiry: Enquiry) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddEnquiryResidentBody) =>
      (await apiClient().post<AddEnquiryResidentResponse>('enquiries/add-resident', body)).data,
    onSuccess: () => invalidateIlu(client, peopleOf(enquiry)),
  });
}

/** POST enquiries/transfer-enquiry: the chosen people move as leads to another facility. */
export function useTransferEnquiry(enquiry: Enquiry) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TransferEnquiryBody) => (await apiClient().post<unknown>('enquiries/transfer-enquiry', body)).data,
    onSuccess: () => invalidateIlu(client, peopleOf(enquiry)),
  });
}

/** The organisation's facilities other than the current one (GET facilities/all-organisation-facilities). */
export function useOrganisationFacilities(enabled: boolean) {
  return useQuery({
    queryKey: iluKeys.organisationFacilities(),
    queryFn: ({ signal }) =>
      getJson<OrganisationFacility[]>('facilities/all-organisation-facilities', {
        signal,
        params: { excludeCurrentlyLoggedInFacility: true },
      }),
    enabled,
  });
}
