import { medicareCardStatus, medicareCardText } from './card-status';

describe('residents card status', () => {
  const today = '2026-11-29';
  it('is Missing without a number, Expired before this year, Expiring this year, else Current', () => {
    expect(medicareCardStatus({ number: null, expiryYear: 2028 }, today)).toBe('Missing');
    expect(medicareCardStatus({ number: '  ', expiryYear: 2028 }, today)).toBe('Missing');
    expect(medicareCardStatus({ number: '2950123451', expiryYear: 2025 }, today)).toBe('Expired');
    expect(medicareCardStatus({ number: '2950123451', expiryYear: 2026 }, today)).toBe('Expiring');
    expect(medicareCardStatus({ number: '2950123451', expiryYear: 2027 }, today)).toBe('Current');
    expect(medicareCardStatus({ number: '2950123451', expiryYear: null }, today)).toBe('Expiry unknown');
  });
  it("shows the card's number with the person's number on it", () => {
    expect(medicareCardText({ number: '2950123451', memberNumber: '2' })).toBe('2950123451 / 2');
    expect(medicareCardText({ number: '2950123451', memberNumber: null })).toBe('2950123451');
    expect(medicareCardText({ number: null, memberNumber: '1' })).toBeNull();
  });
});
