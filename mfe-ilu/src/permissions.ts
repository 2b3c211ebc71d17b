/** The permissions of the area's pages (seed 002 §2, §7), by kind of page. */
import { usePermission } from 'shared-auth';
import type { IluPageKind } from './paths';

/**
 * An enquiry's pages read the leads permissions (leadsDetails, leadsFinancials), an allocation's the residents ones
 * (residentsDetails, residentsFinancials).
 */
export function useIluPermissions(kind: IluPageKind) {
  const details = usePermission(kind === 'enquiry' ? 'leadsDetails' : 'residentsDetails');
  const financials = usePermission(kind === 'enquiry' ? 'leadsFinancials' : 'residentsFinancials');
  const residents = usePermission('residentsDetails');
  const markAsEnquiry = usePermission('residentsMarkDepartedAsEnquiry');
  const deleteLeads = usePermission('leadsDeleteLeads');
  return {
    details,
    financials,
    /** Timeline and events: the enquiry page's own permission; on the allocation page residentsDetails canView. */
    history: kind === 'enquiry' ? details.canView : residents.canView,
    markAsEnquiry: markAsEnquiry.canAction,
    /** Deleting an enquiry deletes its leads: the leads area's delete permission (as the API checks it). */
    deleteEnquiry: deleteLeads.canRemove,
  };
}
