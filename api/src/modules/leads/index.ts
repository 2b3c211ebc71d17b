/**
 * The leads module: what the rest of the API may use. The app registers its routes; the benchmark's bare handler runs
 * the board's own functions over a scoped data access.
 */
export { registerLeadsRoutes } from './routes';
export { dashboardColumnFor, dashboardFor } from './board/service';
/**
 * The lead rules the independent-living enquiries share (an enquiry's people are leads of an ILU allocation): a new or
 * known person, the "enquiry again" checks, the lead residency, the debtor, contacts and links, and removing a lead (and
 * the person nothing else refers to) when an enquiry is deleted.
 */
export { debtorConflict, enquiryAgainErrors } from './record/service';
export {
  contactOfKind,
  debtorTaken,
  insertContact,
  insertLeadResidency,
  insertPerson,
  replaceLinks,
  updateContact,
  updatePerson,
  type PersonValues,
} from './record/repository';
export { hasStayHistory, personReferredTo, removePerson, removeResidency } from './archive/repository';
export { firstOrderNumber, lockColumn } from './common/repository';
export { addError, blankToNull, checkVersion, keep, refuse } from './common/service';
