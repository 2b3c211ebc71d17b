/** The addresses of the billing screens, in one place, so the list, the editor and the view link alike. */

export const SUNDRY_LIST_PATH = '/viewSundryCharges';

/** 0: a new charge. */
export const editSundryPath = (id: number) => `/billing/addOrEditSundryCharge/${id}`;
export const reviewSundryPath = (id: number) => `/billing/reviewSundryCharge/${id}`;
export const viewSundryPath = (id: number) => `/billing/viewSundryCharge/${id}`;

/** A route's {sundryChargeId:int} segment: 0 or a positive whole number, else NaN. */
export function chargeIdOf(segment: string | undefined): number {
  const n = Number(segment);
  return segment !== undefined && /^\d+$/.test(segment) && Number.isSafeInteger(n) ? n : Number.NaN;
}
