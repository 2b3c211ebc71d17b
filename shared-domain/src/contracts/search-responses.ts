/**
 * Response schema of GET /api/residents/search and /api/residents/search-current-and-departed (one row) and its type.
 * Fastify drops every property a response schema does not declare.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CARE_TYPE_NAMES, FacilityType } from '../enums';
import { Enum, Nullable } from './common';

const Str = Type.String();
const Num = Type.Number();
const NullStr = Nullable(Str);
const NullNum = Nullable(Num);

export const ResidentSearchRow = Type.Object({
  id: Num,
  residentId: Num,
  firstName: Str,
  lastName: Str,
  preferredName: NullStr,
  /** 'YYYY-MM-DD' */
  dateOfBirth: NullStr,
  // The API answers the care type's name (Permanent, Respite, ILU); the integer stays allowed because older callers and
  // fixtures use the CareType number.
  careType: Type.Union([Enum([...CARE_TYPE_NAMES]), Type.Integer()]),
  admissionDateUtc: NullStr,
  departureDateUtc: NullStr,
  isLead: Type.Boolean(),
  isArchived: Type.Boolean(),
  independentLivingAllocationId: NullNum,
  enquiryId: NullNum,
  roomNumber: NullStr,
  facilityType: Enum(Object.values(FacilityType)),
});
export type ResidentSearchRow = Static<typeof ResidentSearchRow>;
export const ResidentSearchRows = Type.Array(ResidentSearchRow);
export type ResidentSearchRows = Static<typeof ResidentSearchRows>;
