/**
 * /markAsIluEnquiry/{enquiryId}/{residentId} (residentsMarkDepartedAsEnquiry canAction; seed 002 §2, §4): a departed
 * resident of the allocation becomes a new independent-living enquiry. The residents area's mark-as-enquiry screen,
 * mounted through federation (POST residents/{id}/mark-departed-resident-as-enquiry; 'Resident was marked as an enquiry
 * successfully.', or 'Unable to mark as enquiry.' listing the server's messages); Cancel returns to the departed
 * allocation page, and after the mark the new enquiry's page opens (the response names it; without it, the departed
 * residents' list).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { MarkAsEnquiryResponse } from 'shared-domain/contracts/resident-responses';
import { MarkAsEnquiry } from 'shared-ui/federated';
import { invalidateIlu } from '../keys';
import { ILU_LIST_PATHS, idOf, iluViewPath } from '../paths';

/** Where the mark leads: the new enquiry's page. */
export function markedEnquiryPath(result: MarkAsEnquiryResponse): string {
  return result.enquiryId
    ? iluViewPath({ kind: 'enquiry', enquiryId: result.enquiryId, residentId: result.residentId })
    : ILU_LIST_PATHS.departed;
}

export default function MarkAsIluEnquiry() {
  const params = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const enquiryId = idOf(params.enquiryId);
  const residentId = idOf(params.residentId);
  return (
    <MarkAsEnquiry
      residentId={residentId}
      backTo={iluViewPath({ kind: 'allocation', enquiryId, residentId, viewDepartedMode: true })}
      onMarked={(result) => {
        void invalidateIlu(client, [result.residentId]);
        navigate(markedEnquiryPath(result));
      }}
    />
  );
}
