import {
  FUNDING_MESSAGES,
  acfiMismatches,
  acfiNotSentContent,
  anaccClassesFor,
  anaccClassText,
  canUpdateReassessmentRequest,
  endSupplement,
  isExpectedAnaccUnchanged,
  orderMtcfHistory,
  parseAcfiXml,
  penaltyInterestStartDate,
  rateOn,
  reassessmentSaveMode,
  reassessmentStatusOnLoad,
  supplementStartMinDate,
  supplementState,
  validateAssignExistingAcfi,
  validateExpectedAnacc,
  validateFetchCrid,
  validateNoticeDate,
  noticeDateMinimum,
  validateReassessmentRequest,
  validateSupplementEnd,
  validateSupplementStart,
} from './resident-funding';

describe('get CRID payload', () => {
  test('valid payload has no errors; care ID at most 10 characters', () => {
    expect(
      validateFetchCrid(
        { dateOfBirth: '1940-05-01', gender: 'Female', state: 'VIC', postCode: '3000', careRecipientId: 'CR12345678' },
        '2026-11-21',
      ),
    ).toEqual({});
    const e = validateFetchCrid(
      { dateOfBirth: '2030-01-01', gender: 'X', state: 'Victoria', postCode: '300', careRecipientId: 'CR123456789' },
      '2026-11-21',
    );
    expect(Object.keys(e).sort()).toEqual(['careRecipientId', 'dateOfBirth', 'gender', 'postCode', 'state']);
    expect(e.careRecipientId).toEqual(['Care recipient ID must be 10 characters or fewer.']);
  });
});

describe('ACFI', () => {
  const xml = `<?xml version="1.0"?><!-- appraisal --><Acfi><FirstName>Mary</FirstName><Surname>O&apos;Brien</Surname>
    <DateOfBirth>1938-02-03</DateOfBirth><AppraisalDate>2022-06-01</AppraisalDate><ADL>high</ADL><BEH>Medium</BEH><CHC>Nil</CHC></Acfi>`;

  test('reads the simple elements, ratings case-insensitively, entities decoded', () => {
    const r = parseAcfiXml(xml);
    expect(r).toEqual({
      ok: true,
      details: {
        firstName: 'Mary',
        lastName: "O'Brien",
        dateOfBirth: '1938-02-03',
        careRecipientId: null,
        appraisalDate: '2022-06-01',
        adl: 'High',
        beh: 'Medium',
        chc: 'Nil',
      },
    });
  });

  test('refuses empty, non-ACFI, DOCTYPE and a missing rating', () => {
    expect(parseAcfiXml('')).toEqual({ ok: false, error: 'Please choose an ACFI file.' });
    expect(parseAcfiXml('<Invoice/>')).toEqual({ ok: false, error: 'The ACFI file is not a valid ACFI appraisal.' });
    expect(parseAcfiXml('<!DOCTYPE x [<!ENTITY a "b">]><Acfi></Acfi>')).toEqual({
      ok: false,
      error: 'The ACFI file must not contain a document type declaration.',
    });
    expect(parseAcfiXml('<Acfi><ADL>High</ADL><BEH>Low</BEH></Acfi>')).toEqual({
      ok: false,
      error: 'The ACFI file has no valid CHC rating (Nil, Low, Medium or High).',
    });
  });

  test('mismatch list: only details present in the file, names case-insensitive, dates displayed DD MMM YYYY', () => {
    const r = parseAcfiXml(xml);
    if (!r.ok) throw new Error('parse');
    expect(acfiMismatches(r.details, { firstName: 'MARY ', lastName: "O'Brien", dateOfBirth: '1938-02-03' })).toEqual([]);
    expect(
      acfiMismatches(r.details, { firstName: 'Maria', lastName: 'Brien', dateOfBirth: '1938-03-02', careRecipientId: 'CR1' }),
    ).toEqual([
      "First name 'Mary' does not match 'Maria'.",
      "Last name 'O'Brien' does not match 'Brien'.",
      "Date of birth '03 Feb 1938' does not match '02 Mar 1938'.",
    ]);
    expect(
      acfiMismatches(
        { ...r.details, careRecipientId: 'CR9' },
        { firstName: 'Mary', lastName: "O'Brien", dateOfBirth: '1938-02-03', careRecipientId: null },
      ),
    ).toEqual(["Care recipient ID 'CR9' does not match '(none)'."]);
  });

  test("'ACFI not sent' content: mismatch list with the intro, or the acfiXml message, or null for the toast", () => {
    expect(acfiNotSentContent({ acfiDetails: ['First name does not match.'] })).toEqual({
      title: 'ACFI not sent',
      intro: "The following ACFI details do not match the resident's record :",
      messages: ['First name does not match.'],
    });
    expect(acfiNotSentContent({ acfiXml: ['The ACFI file is not a valid ACFI appraisal.'] })).toEqual({
      title: 'ACFI not sent',
      messages: ['The ACFI file is not a valid ACFI appraisal.'],
    });
    expect(acfiNotSentContent(null)).toBeNull();
    expect(acfiNotSentContent({})).toBeNull();
  });

  test('assign existing ACFI: date and three levels required', () => {
    expect(
      validateAssignExistingAcfi({ submissionDateUtc: '2022-05-01', adl: 'High', beh: 'Nil', chc: 'Low' }, '2026-11-21'),
    ).toEqual({});
    expect(validateAssignExistingAcfi({ adl: 'Default', beh: '' }, '2026-11-21')).toEqual({
      submissionDateUtc: ['Submission date is required.'],
      adl: ['ADL level is not valid.'],
      beh: ['BEH level is required.'],
      chc: ['CHC level is required.'],
    });
  });
});

describe('AN-ACC', () => {
  test('classes by care type, no rates', () => {
    expect(anaccClassesFor('Permanent').map((c) => c.anaccClass)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(anaccClassesFor('Respite').map((c) => c.anaccClassText)).toEqual([
      'Respite Class 1',
      'Respite Class 2',
      'Respite Class 3',
    ]);
    expect(anaccClassText(7)).toBe('Class 7');
  });

  test('expected AN-ACC unchanged when class and date are the same (the calculator flag does not count)', () => {
    const current = { classificationDate: '2026-11-01', anaccClass: 7 };
    expect(isExpectedAnaccUnchanged(current, { classificationDate: '2026-11-01', anaccClass: 7 })).toBe(true);
    expect(isExpectedAnaccUnchanged(current, { classificationDate: '2026-11-02', anaccClass: 7 })).toBe(false);
    expect(isExpectedAnaccUnchanged(current, { classificationDate: '2026-11-01', anaccClass: 8 })).toBe(false);
    expect(isExpectedAnaccUnchanged(null, { classificationDate: '2026-11-01', anaccClass: 7 })).toBe(false);
  });

  test('expected AN-ACC validation: class valid for the care type, date not before admission', () => {
    expect(
      validateExpectedAnacc(
        { classificationDate: '2026-11-01', anaccClass: 7 },
        { careType: 'Permanent', admissionDate: '2026-10-01' },
      ),
    ).toEqual({});
    expect(
      validateExpectedAnacc(
        { classificationDate: '2026-09-30', anaccClass: 101 },
        { careType: 'Permanent', admissionDate: '2026-10-01' },
      ),
    ).toEqual({
      classificationDate: ['Classification date cannot be before the admission date (01 Oct 2026).'],
      anaccClass: ['AN-ACC class is not valid for this resident.'],
    });
  });

  test('reassessment status: Complete is blank on load; a Complete request is not updated, a new one is recorded', () => {
    expect(reassessmentStatusOnLoad('Complete')).toBe('');
    expect(reassessmentStatusOnLoad('Pending')).toBe('Pending');
    expect(reassessmentStatusOnLoad(null)).toBe('');
    expect(reassessmentSaveMode(null)).toBe('create');
    expect(reassessmentSaveMode({ status: 'Complete' })).toBe('create');
    expect(reassessmentSaveMode({ status: 'Recalled' })).toBe('update');
    expect(canUpdateReassessmentRequest('Complete')).toBe(false);
    expect(canUpdateReassessmentRequest('Pending')).toBe(true);
  });

  test('reassessment validation', () => {
    expect(
      validateReassessmentRequest(
        { status: 'Pending', requestDate: '2026-11-20', anaccReassessmentRequestReason: 'Fall' },
        { today: '2026-11-21', admissionDate: '2026-01-01' },
      ),
    ).toEqual({});
    expect(
      validateReassessmentRequest(
        { status: 'Done', requestDate: '2026-11-22', anaccReassessmentRequestReason: ' ' },
        { today: '2026-11-21' },
      ),
    ).toEqual({
      status: ['Status is not valid.'],
      requestDate: ['Request date cannot be in the future.'],
      anaccReassessmentRequestReason: ['Reason is required.'],
    });
  });
});

describe('supplements', () => {
  const entries = [
    { id: 1, startDateUtc: '2026-01-01', endDateUtc: '2026-02-01' },
    { id: 2, startDateUtc: '2026-03-01', endDateUtc: null },
  ];

  test('state: current is the open entry; earlier entries present', () => {
    const s = supplementState(entries);
    expect(s.current?.id).toBe(2);
    expect(s.entries.map((e) => e.id)).toEqual([2, 1]);
    expect(s.earlierEntriesPresent).toBe(true);
    expect(supplementState([]).current).toBeNull();
    expect(supplementState([{ id: 3, startDateUtc: '2026-01-01', endDateUtc: null }]).earlierEntriesPresent).toBe(false);
  });

  test('ending sets the current one to none and marks earlier entries present', () => {
    const s = endSupplement(supplementState([{ id: 3, startDateUtc: '2026-01-01', endDateUtc: null }]), '2026-01-05');
    expect(s).toEqual({
      current: null,
      entries: [{ id: 3, startDateUtc: '2026-01-01', endDateUtc: '2026-01-05' }],
      earlierEntriesPresent: true,
    });
  });

  test('end date minimum is the day after start', () => {
    const current = entries[1];
    expect(validateSupplementEnd({ endDateUtc: '2026-03-01' }, current)).toEqual({
      endDateUtc: ['End date must be on or after 02 Mar 2026.'],
    });
    expect(validateSupplementEnd({ endDateUtc: '2026-03-02' }, current)).toEqual({});
    expect(validateSupplementEnd({ endDateUtc: '2026-03-02' }, null)).toEqual({
      endDateUtc: ['There is no current supplement to end.'],
    });
  });

  test('start: not before admission, after the previous end; bolus required for enteral feeding', () => {
    const ended = [entries[0]];
    expect(supplementStartMinDate(ended, '2025-06-01')).toBe('2026-02-02');
    expect(
      validateSupplementStart({ startDateUtc: '2026-02-01' }, 'Oxygen', { entries: ended, admissionDate: '2025-06-01' }),
    ).toEqual({
      startDateUtc: ['Start date must be on or after 02 Feb 2026 (after the previous supplement ended).'],
    });
    expect(
      validateSupplementStart({ startDateUtc: '2026-02-02' }, 'EnteralFeeding', { entries: ended, admissionDate: '2025-06-01' }),
    ).toEqual({ bolus: ['Bolus is required.'] });
    expect(
      validateSupplementStart({ startDateUtc: '2026-02-02', bolus: false }, 'EnteralFeeding', {
        entries: ended,
        admissionDate: '2025-06-01',
      }),
    ).toEqual({});
  });
});

describe('legal notice', () => {
  const rates = [
    { startDateUtc: '2025-07-01', endDateUtc: '2025-09-30', rate: '7.78' },
    { startDateUtc: '2025-10-01', endDateUtc: '2025-12-31', rate: '7.61' },
  ];
  test('maximum penalty interest applies from the notice date plus 14 days', () => {
    expect(penaltyInterestStartDate('2025-09-20')).toBe('2025-10-04');
    expect(rateOn(rates, penaltyInterestStartDate('2025-09-20'))).toBe('7.61');
    expect(rateOn(rates, penaltyInterestStartDate('2025-09-10'))).toBe('7.78'); // 24 Sep
    expect(rateOn(rates, '2026-01-01')).toBeNull();
    expect(penaltyInterestStartDate(null)).toBeNull();
  });
  test('notice date required, not in the future, not before admission', () => {
    expect(validateNoticeDate({ noticeDateUtc: '2026-11-21' }, { today: '2026-11-21', admissionDate: '2026-01-01' })).toEqual({});
    expect(validateNoticeDate({}, {})).toEqual({ noticeDateUtc: ['Notice date is required.'] });
    expect(validateNoticeDate({ noticeDateUtc: '2026-11-22' }, { today: '2026-11-21' })).toEqual({
      noticeDateUtc: ['Notice date cannot be in the future.'],
    });
  });
});

test('MTCF history: latest effective date first, the one in force flagged', () => {
  const rows = orderMtcfHistory(
    [
      { id: 1, effectiveFromDate: '2026-01-01', value: '10.50' },
      { id: 2, effectiveFromDate: '2026-12-01', value: '12.00' },
      { id: 3, effectiveFromDate: '2026-07-01', value: '11.25' },
    ],
    '2026-11-21',
  );
  expect(rows.map((r) => [r.id, r.isLatest])).toEqual([
    [2, false],
    [3, true],
    [1, false],
  ]);
});

test('the dialogs use the seed 000 §8 texts word for word', () => {
  expect(FUNDING_MESSAGES).toMatchObject({
    residentialCareIdError: 'Unable to get residential care ID.',
    acfiNotSentTitle: 'ACFI not sent',
    acfiDetailsMismatch: "The following ACFI details do not match the resident's record :",
    acfiFileNotSent: 'The ACFI file could not be sent...',
    acfiSent: 'ACFI sent to Medicare.',
    acfiSaved: 'ACFI saved.',
    saveAcfiError: 'Unable to save ACFI.',
    saveReassessmentError: 'Unable to save AN-ACC Reassessment request details.',
    expectedAnaccSaved: 'Expected AN-ACC saved.',
    saveAnaccError: 'Unable to save AN-ACC.',
    enteralFeedingSaveError: 'Unexpected error while saving Enteral Feeding details.',
    oxygenSaveError: 'Unexpected error while saving Assisted Oxygen details.',
    noticeDateSaved: 'Notice date saved successfully.',
    noticeDateCleared: 'Notice date cleared.',
  });
});

test('the notice-date minimum is the admission date, or yesterday when admitted today (seed 001 §5)', () => {
  expect(noticeDateMinimum('2026-11-20', '2026-11-25')).toBe('2026-11-20');
  expect(noticeDateMinimum('2026-11-25', '2026-11-25')).toBe('2026-11-24');
  expect(validateNoticeDate({ noticeDateUtc: '2026-11-24' }, { today: '2026-11-25', admissionDate: '2026-11-25' })).toEqual({});
  expect(validateNoticeDate({ noticeDateUtc: '2026-11-19' }, { today: '2026-11-25', admissionDate: '2026-11-20' })).not.toEqual(
    {},
  );
});
