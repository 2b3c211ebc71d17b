/**
 * The addresses of the independent-living pages (seed 002 §2): an enquiry's and an allocation's view and edit pages,
 * their tabs and the area's lists. One place, so the pages, the dashboard and the lists link alike.
 */

/** 'enquiry': the enquiry pages (leads permissions); 'allocation': the allocation pages (residents permissions). */
export type IluPageKind = 'enquiry' | 'allocation';

export interface IluPage {
  kind: IluPageKind;
  enquiryId: number;
  /** The person the page shows (the route's residentId, or selectedResidentId on an edit page). */
  residentId: number;
  /** The allocation pages' segment: a departed allocation is shown in departed mode. */
  viewDepartedMode?: boolean;
}

/**
 * '/independentLiving/{enquiryId}/enquiry/{residentId}', or
 * '/viewIndependentLiving/{enquiryId}/resident/{residentId}/{viewDepartedMode}'.
 */
export function iluViewPath({ kind, enquiryId, residentId, viewDepartedMode = false }: IluPage): string {
  return kind === 'enquiry'
    ? `/independentLiving/${enquiryId}/enquiry/${residentId}`
    : `/viewIndependentLiving/${enquiryId}/resident/${residentId}/${viewDepartedMode}`;
}

/**
 * '/independentLiving/editEnquiry/{enquiryId}/Details/{residentId}', or
 * '/editIndependentLiving/{enquiryId}/resident/{residentId}/{viewDepartedMode}'.
 */
export function iluEditPath({ kind, enquiryId, residentId, viewDepartedMode = false }: IluPage): string {
  return kind === 'enquiry'
    ? `/independentLiving/editEnquiry/${enquiryId}/Details/${residentId}`
    : `/editIndependentLiving/${enquiryId}/resident/${residentId}/${viewDepartedMode}`;
}

/** The view pages' tabs, each its own address under the page. */
export type IluViewTab = 'notes' | 'timeline' | 'events' | 'transactions' | 'finance';

/** A view page's tab: the enquiry's transactions tab names the person again (seed: transactions/{residentId}). */
export function iluTabPath(page: IluPage, tab: IluViewTab): string {
  const base = iluViewPath(page);
  return tab === 'transactions' && page.kind === 'enquiry' ? `${base}/transactions/${page.residentId}` : `${base}/${tab}`;
}

/** The pages' route patterns as routes.json declares them (without their trailing '/*'). */
export const ILU_PAGE_PATTERNS = {
  view: {
    enquiry: '/independentLiving/:enquiryId/enquiry/:residentId',
    allocation: '/viewIndependentLiving/:enquiryId/resident/:residentId/:viewDepartedMode',
  },
  edit: {
    enquiry: '/independentLiving/editEnquiry/:enquiryId/Details/:selectedResidentId',
    allocation: '/editIndependentLiving/:enquiryId/resident/:selectedResidentId/:viewDepartedMode',
  },
} as const;

export const ILU_LIST_PATHS = {
  current: '/independentLiving/viewResidents',
  departed: '/independentLiving/viewDepartedIluResidents',
} as const;

/** A route's {viewDepartedMode:bool} segment. */
export const viewDepartedModeOf = (segment: string | undefined): boolean => segment?.toLowerCase() === 'true';

/** A route's {id:int} segment, or NaN when it is not a positive whole number. */
export function idOf(segment: string | undefined): number {
  const n = Number(segment);
  return Number.isInteger(n) && n > 0 ? n : Number.NaN;
}
