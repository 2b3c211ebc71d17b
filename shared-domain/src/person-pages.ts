/**
 * The pages of a person (a resident or a lead: the same residentId), in view or edit mode. The financial tabs sit under
 * them (.../financials/...) and link from one mode to the other: the fees and transactions tabs (mfe-residents) and the
 * funding tab (mfe-funding, mounted in those pages through federation) build their links here.
 */
export interface PersonPage {
  /** The person (resident id of the route). */
  residentId: number;
  kind: 'resident' | 'lead';
  mode: 'view' | 'edit';
}

/** '/viewResident/{id}', '/editResident/{id}', '/viewLead/{id}' or '/editLead/{id}'. */
export function personPagePath({ residentId, kind, mode }: PersonPage): string {
  const page = kind === 'lead' ? (mode === 'edit' ? 'editLead' : 'viewLead') : mode === 'edit' ? 'editResident' : 'viewResident';
  return `/${page}/${residentId}`;
}
