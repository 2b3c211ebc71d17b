/** How the leads area shows a lead's enumerations (labels from shared-domain). */
import { CARE_TYPE_LABELS, RESPITE_CARE_LEVEL_LABELS, labelOf } from 'shared-domain/labels';

/** 'Permanent', or 'Respite (High)' when the respite care level is known. */
export function careTypeText(lead: { careType?: string | null; respiteCareLevel?: string | null }): string {
  const careType = labelOf(CARE_TYPE_LABELS, lead.careType);
  return lead.careType === 'Respite' && lead.respiteCareLevel && lead.respiteCareLevel !== 'Unknown'
    ? `${careType} (${labelOf(RESPITE_CARE_LEVEL_LABELS, lead.respiteCareLevel)})`
    : careType;
}
