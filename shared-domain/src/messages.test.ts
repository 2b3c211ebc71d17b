import * as m from './messages';

describe('platform messages (seed 000 §8, word for word)', () => {
  test('offline hint and its use', () => {
    expect(m.OFFLINE_HINT).toBe('Either your computer is offline, or the product is having problems of its own.');
    expect(m.withOfflineHint(m.FEATURE_FLAGS_ERROR)).toBe(
      'Unable to get feature flags. Either your computer is offline, or the product is having problems of its own.',
    );
    expect(m.withOfflineHint(m.BANNER_MESSAGES_ERROR)).toBe(
      'Unable to get banner mssages. Either your computer is offline, or the product is having problems of its own.',
    );
  });
  test("seed 001's offline hint names Resident Manager (leads, resident finance, funding statements)", () => {
    expect(m.withNamedOfflineHint('Unable to display financials.')).toBe(
      'Unable to display financials. Either your computer is offline, or Resident Manager is having problems of its own.',
    );
  });
  test('shell and sign-in messages', () => {
    expect(m.SIGN_IN_ERROR).toBe('Unable to sign in.');
    expect(m.AUTHENTICATE_ERROR).toBe('Unable to authenticate sign in details.');
    expect(m.INVALID_LINK).toBe('Invalid link');
    expect(m.NETWORK_ERROR).toBe('Network error');
    expect(m.UNSAVED_CHANGES_PROMPT).toBe('Do you want to leave this page? Changes you made may not be saved.');
    expect(m.UNAUTHORIZED_ALERT).toBe('Authorization has been denied for this request. Log in is required.');
    expect(m.DASHBOARD_LOAD_ERROR).toBe('Unexpected error occurred while loading dashboard.');
    expect(m.ILU_DASHBOARD_LOAD_ERROR).toBe('Unexpected error occurred while loading residents to view.');
  });
  test('loading errors of reference data', () => {
    expect(m.loadingError('countries')).toBe(m.COUNTRIES_LOAD_ERROR);
    expect(m.COUNTRIES_LOAD_ERROR).toBe('Unexpected error occurred while loading the countries.');
    expect(m.loadingError('religions')).toBe(m.RELIGIONS_LOAD_ERROR);
  });
  test('successes', () => {
    expect(Object.values(m.SUCCESS_MESSAGES)).toEqual(
      expect.arrayContaining([
        'Changes have been saved.',
        'Saved successfully.',
        'Leave added.',
        'Unit vacated.',
        'Note added successfully.',
      ]),
    );
    for (const s of Object.values(m.SUCCESS_MESSAGES)) expect(s).toMatch(/\.$/);
  });
});
