/**
 * Contracts of the two dashboards (seed 000 §3 "Facility and dashboard"): GET /api/dashboard (AgeCare) and
 * GET /api/ilu-dashboard (independent living). No request parameters besides the facility; the response schemas are the
 * ones the API serialises and documents, and the dashboards compile against the types derived from them here.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

const Str = Type.String();
const Int = Type.Integer({ minimum: 0 });

export const ResidentOnLeave = Type.Object({
  residentId: Type.Integer(),
  firstName: Str,
  lastName: Str,
  type: Type.Union([Type.Literal('Hospital'), Type.Literal('Social'), Type.Literal('Emergency')]),
  startDateUtc: Str,
  expectedReturnDateUtc: Nullable(Str),
});
/** A resident on leave as the AgeCare dashboard lists them. */
export type ResidentOnLeave = Static<typeof ResidentOnLeave>;
export const IluResidentOnLeave = Type.Object({
  ...ResidentOnLeave.properties,
  type: Type.Union([Type.Literal('Hospital'), Type.Literal('Social'), Type.Literal('Respite')]),
});
/** A resident on leave as the independent-living dashboard lists them. */
export type IluResidentOnLeave = Static<typeof IluResidentOnLeave>;

export const DashboardInfo = Type.Object({
  facilityResidencyStatistics: Type.Object({
    residentOccupancyInfo: Type.Object({ registeredBeds: Int, respiteResidentCount: Int, permanentResidentCount: Int }),
    supportedResidentsInfo: Type.Object({ supportedRatio: Str, supportThreshold: Str }),
  }),
  residentsOnLeave: Type.Array(ResidentOnLeave),
  numberOfDaysToDeviceExpiry: Type.Optional(Nullable(Type.Integer())),
});
export type DashboardInfo = Static<typeof DashboardInfo>;

/** An enquiry can have no resident yet (null names and id), and a unit no type (null accommodationName). */
export const IluEntry = Type.Object({
  firstResidentFullName: Nullable(Str),
  secondResidentFullName: Nullable(Str),
  independentLivingAllocationId: Type.Integer(),
  firstResidentId: Nullable(Type.Integer()),
  depositPaidDateUtc: Nullable(Str),
  tourDateTime: Nullable(Str),
  createdOnUtc: Str,
  roomNumber: Nullable(Str),
});
/** An entry of the ILU dashboard's enquiry lists (Deposits, Tour completed, Enquiries). */
export type IluEntry = Static<typeof IluEntry>;
export const IluAvailableAccommodation = Type.Object({
  accommodationId: Type.Integer(),
  roomNumber: Str,
  accommodationName: Nullable(Str),
});
export type IluAvailableAccommodation = Static<typeof IluAvailableAccommodation>;

export const IluDashboardInfo = Type.Object({
  iluFacilityStatistics: Type.Object({
    iLuOccupancyInfo: Type.Object({
      availableAccommodations: Type.Array(IluAvailableAccommodation),
      totalUnitCount: Int,
      occupiedUnitCount: Int,
    }),
    iluEnquiryInfo: Type.Object({
      depositPaidAndUnitInfos: Type.Array(IluEntry),
      iluTour: Type.Object({ iluTourCompletedList: Type.Array(IluEntry) }),
      enquiryDetails: Type.Array(IluEntry),
      enquiriesThisMonthCount: Int,
      enquiriesOnATourCount: Int,
      enquiriesWithDepositPaidCount: Int,
    }),
  }),
  residentsOnLeave: Type.Array(IluResidentOnLeave),
});
export type IluDashboardInfo = Static<typeof IluDashboardInfo>;
