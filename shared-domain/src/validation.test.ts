import {
  CC_EMAIL_INVALID_MESSAGE,
  CC_EMAIL_TOO_LONG_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  normaliseCcEmails,
  PASSWORD_RULES_MESSAGE,
  passwordMeetsRules,
} from './validation';

describe('isValidEmail', () => {
  test.each(['manager@demo.local', 'first.last+tag@example.com.au', ' a@b.co '])('%s is valid', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  test.each(['', 'plain', 'a@b', '@b.com', 'a@@b.com', 'a b@c.com', 'a@b .com', null, undefined])('%s is invalid', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  test('message', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Please provide a valid email address.');
  });
});

describe('passwordMeetsRules', () => {
  test.each(['Demo2026!', 'Abcdefg1', 'aaaaaaaA9'])('%s meets the rules', (pw) => {
    expect(passwordMeetsRules(pw)).toBe(true);
  });
  test.each([
    ['Abcdef1', 'too short'],
    ['abcdefg1', 'no upper case'],
    ['ABCDEFG1', 'no lower case'],
    ['Abcdefgh', 'no digit'],
    ['', 'empty'],
  ])('%s fails (%s)', (pw) => {
    expect(passwordMeetsRules(pw)).toBe(false);
  });
  test('null and message', () => {
    expect(passwordMeetsRules(null)).toBe(false);
    expect(PASSWORD_RULES_MESSAGE).toBe('New password does not meet security requirements');
  });
});

describe('normaliseCcEmails', () => {
  test('commas become semicolons, entries trimmed, duplicates and blanks dropped', () => {
    expect(normaliseCcEmails(' a@x.com, b@y.com;A@X.com ;; ')).toEqual({ value: 'a@x.com;b@y.com', error: null });
  });
  test('empty input is valid and empty', () => {
    expect(normaliseCcEmails('')).toEqual({ value: '', error: null });
    expect(normaliseCcEmails(null)).toEqual({ value: '', error: null });
  });
  test('an invalid address is reported', () => {
    expect(normaliseCcEmails('a@x.com, nope')).toEqual({ value: 'a@x.com;nope', error: CC_EMAIL_INVALID_MESSAGE });
  });
  test('combined length at most 150', () => {
    const local = 'x'.repeat(64);
    const a = `${local}@a.com`; // 70
    const b = `${local}@b.com`; // 70
    const exactly150 = `${a};${b};${'c'.repeat(3)}@d.co`; // 70 + 1 + 70 + 1 + 8 = 150
    expect(exactly150).toHaveLength(150);
    expect(normaliseCcEmails(exactly150).error).toBeNull();
    const tooLong = `${a},${b},${'c'.repeat(4)}@d.co`;
    const result = normaliseCcEmails(tooLong);
    expect(result.value).toHaveLength(151);
    expect(result.error).toBe(CC_EMAIL_TOO_LONG_MESSAGE);
  });
});
