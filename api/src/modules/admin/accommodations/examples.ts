/**
 * Demo records the accommodation routes' examples act on (facility 1, Bayside Gardens, and unit 241 of Riverside
 * Village; see api/src/demo/admin/accommodations.ts, which creates the two spare rooms first, and the test that checks
 * these ids against the demo data).
 */
export const ACCOMMODATION_EXAMPLES = {
  /** A room with residents: read only. */
  room: 1,
  /** Garden Wing and its Single room type. */
  location: 3,
  type: 1,
  /** The spare room 'G901' and its bed (edited by the example). */
  editRoom: 281,
  editBed: 271,
  /** The spare room 'G902' (deleted by the example). */
  deleteRoom: 282,
  /** A unit of Riverside Village with financial events. */
  unit: 241,
} as const;
