/** Business constants and limits (seed 000 §9). */

/** Toast display time in milliseconds (6 s; extended 9 s). */
export const TOAST_TIMEOUT_MS = 6000;
export const TOAST_EXTENDED_TIMEOUT_MS = 9000;

/** Resident search returns at most 10 rows. */
export const RESIDENT_SEARCH_MAX_RESULTS = 10;
/** Default page size of paged lists (`take`). */
export const DEFAULT_PAGE_SIZE = 25;
/** Notes page size. */
export const NOTES_PAGE_SIZE = 10;
/** Notes previewed on the resident details page. */
export const NOTE_PREVIEW_COUNT = 2;
/** Document title maximum length. */
export const DOCUMENT_TITLE_MAX_LENGTH = 60;
/** Password minimum length. */
export const PASSWORD_MIN_LENGTH = 8;
/** Silent sign-in (silent renew) request timeout: 55 s. */
export const SILENT_RENEW_TIMEOUT_SECONDS = 55;
export const SILENT_RENEW_TIMEOUT_MS = 55_000;

/** Photo cropper. */
export const CROPPER_VIEWPORT = { width: 300, height: 300 } as const;
export const CROPPER_BOUNDARY = { width: 630, height: 400 } as const;
export const CROPPER_ZOOM_STEP = 0.1;

/** Sticky offsets in pixels. */
export const STICKY_SIDEBAR_OFFSET = 96;
export const ACTION_BAR_OFFSET = 94;

/** Medicare time zone; "today" for business rules is the date in this zone. */
export const MEDICARE_TIME_ZONE = 'Australia/Melbourne';
/** Display format of dates (moment tokens); 'dd MMM yyyy' in date-fns/Unicode tokens. */
export const DATE_DISPLAY_FORMAT = 'DD MMM YYYY';
export const DATE_DISPLAY_FORMAT_UNICODE = 'dd MMM yyyy';
/** Date-only wire format. */
export const DATE_ONLY_FORMAT = 'YYYY-MM-DD';
/** Display format of a date with a time. */
export const DATE_TIME_DISPLAY_FORMAT = 'DD MMM YYYY h:mm A';
/** Time display format. */
export const TIME_DISPLAY_FORMAT = 'h:mm A';
/** Default time of time pickers. */
export const DEFAULT_TIME = '12:30 PM';

/** Aged Care Act 2025: effective month 202510, effective date 20251101. */
export const AGED_CARE_ACT_2025_MONTH = 202510;
export const AGED_CARE_ACT_2025_DATE = 20251101;
/** The same date as 'YYYY-MM-DD'. */
export const AGED_CARE_ACT_2025_DATE_ISO = '2025-11-01';
/** July 2024: month 202407, date 20240701. */
export const JULY_2024_MONTH = 202407;
export const JULY_2024_DATE = 20240701;
export const JULY_2024_DATE_ISO = '2024-07-01';

/** Care recipient ID and residential care ID maximum length. */
export const CARE_ID_MAX_LENGTH = 10;

/** CC emails: delimiter and maximum combined length. */
export const CC_EMAIL_DELIMITER = ';';
export const CC_EMAIL_MAX_LENGTH = 150;

/** Medicare expiry year list runs from 20 years before to 20 years after the current year. */
export const MEDICARE_EXPIRY_YEAR_RANGE = 20;

/** Room type price setting: per room 0, per bed 1. */
export const PriceSetting = { Room: 0, Bed: 1 } as const;
export type PriceSetting = (typeof PriceSetting)[keyof typeof PriceSetting];
export const ROOM_PRICE_SETTING = 0;
export const BED_PRICE_SETTING = 1;

/** Australian state abbreviations. */
export const STATE_ABBREVIATIONS = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** Retention (seed 000 §9): 2% per annum, up to 60 months; pre-2014 payments 60 in total. */
export const RETENTION_RATE_PER_ANNUM_PERCENT = 2;
export const RETENTION_MAX_MONTHS = 60;
export const PRE_2014_PAYMENTS_TOTAL = 60;
/** Progress percentages are capped at 100. */
export const PROGRESS_PERCENT_CAP = 100;

/** Clinical integration status polling interval (seed 002 §4). */
export const CLINICAL_INTEGRATION_POLL_MS = 5000;

/** Local storage keys for the selected facility and the user profile. */
export const STORAGE_KEY_SELECTED_FACILITY = 'selectedFacility';
export const STORAGE_KEY_USER_PROFILE = 'userProfile';
