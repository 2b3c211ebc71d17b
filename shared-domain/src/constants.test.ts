import * as c from './constants';

describe('constants (seed 000 §9)', () => {
  test('values', () => {
    expect([c.TOAST_TIMEOUT_MS, c.TOAST_EXTENDED_TIMEOUT_MS]).toEqual([6000, 9000]);
    expect([c.RESIDENT_SEARCH_MAX_RESULTS, c.DEFAULT_PAGE_SIZE, c.NOTES_PAGE_SIZE]).toEqual([10, 25, 10]);
    expect([c.DOCUMENT_TITLE_MAX_LENGTH, c.PASSWORD_MIN_LENGTH, c.SILENT_RENEW_TIMEOUT_MS]).toEqual([60, 8, 55000]);
    expect(c.SILENT_RENEW_TIMEOUT_MS).toBe(c.SILENT_RENEW_TIMEOUT_SECONDS * 1000);
    expect(c.CROPPER_VIEWPORT).toEqual({ width: 300, height: 300 });
    expect(c.CROPPER_BOUNDARY).toEqual({ width: 630, height: 400 });
    expect([c.STICKY_SIDEBAR_OFFSET, c.ACTION_BAR_OFFSET]).toEqual([96, 94]);
    expect(c.MEDICARE_TIME_ZONE).toBe('Australia/Melbourne');
    expect(c.DATE_DISPLAY_FORMAT).toBe('DD MMM YYYY');
    expect(c.DEFAULT_TIME).toBe('12:30 PM');
    expect([c.AGED_CARE_ACT_2025_MONTH, c.AGED_CARE_ACT_2025_DATE, c.JULY_2024_MONTH, c.JULY_2024_DATE]).toEqual([
      202510, 20251101, 202407, 20240701,
    ]);
    expect(c.AGED_CARE_ACT_2025_DATE_ISO.replace(/-/g, '')).toBe(String(c.AGED_CARE_ACT_2025_DATE));
    expect(c.JULY_2024_DATE_ISO.replace(/-/g, '')).toBe(String(c.JULY_2024_DATE));
    expect([c.CARE_ID_MAX_LENGTH, c.CC_EMAIL_DELIMITER, c.CC_EMAIL_MAX_LENGTH, c.MEDICARE_EXPIRY_YEAR_RANGE]).toEqual([
      10,
      ';',
      150,
      20,
    ]);
    expect(c.PriceSetting).toEqual({ Room: 0, Bed: 1 });
    expect(c.STATE_ABBREVIATIONS).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });
});
