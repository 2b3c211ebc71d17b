import { historyActionLabel, historyFieldLabel, historyWords } from './record-history';

describe('record history labels', () => {
  test('fields in words', () => {
    expect(historyFieldLabel('preferredName')).toBe('Preferred name');
    expect(historyFieldLabel('post_code')).toBe('Post code');
    expect(historyFieldLabel('careRecipientId')).toBe('Care recipient ID');
    expect(historyFieldLabel('street1')).toBe('Street1');
    expect(historyFieldLabel('isANACCPermanent')).toBe('Is ANACC permanent');
  });

  test('actions without their area prefix', () => {
    expect(historyActionLabel('leads.update')).toBe('Update');
    expect(historyActionLabel('add-note')).toBe('Add note');
    expect(historyActionLabel('stay.Departure')).toBe('Departure');
    expect(historyActionLabel('clinical.OnboardResidents')).toBe('Onboard residents');
    expect(historyActionLabel('upload-actual-statement')).toBe('Upload actual statement');
  });

  test('nothing to split: the name itself', () => {
    expect(historyWords('')).toBe('');
    expect(historyWords('save')).toBe('Save');
  });
});
