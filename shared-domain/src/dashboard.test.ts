import {
  availableUnits,
  dueBackMessage,
  deviceExpiryMessage,
  groupResidentsOnLeave,
  leaveStartMessage,
  supportedThresholdText,
  vacancy,
} from './dashboard';
import { supportedThresholdDifference } from './money';

const today = '2026-03-05';

describe('dueBackMessage', () => {
  test.each([
    ['2026-03-05', 'Due back today'],
    ['2026-03-05T00:00:00Z', 'Due back today'],
    ['2026-03-06', 'Due back tomorrow'],
    ['2026-03-04', 'Due back yesterday'],
    ['2026-03-07', 'Due back 07 Mar 2026'],
    ['2026-03-01T00:00:00.000Z', 'Due back 01 Mar 2026'],
    ['2027-01-10', 'Due back 10 Jan 2027'],
  ])('%s -> %s', (expected, message) => {
    expect(dueBackMessage(expected, today)).toBe(message);
  });
  test('month and year boundaries', () => {
    expect(dueBackMessage('2027-01-01', '2026-12-31')).toBe('Due back tomorrow');
    expect(dueBackMessage('2026-02-28', '2026-03-01')).toBe('Due back yesterday');
  });
  test('no expected return date', () => {
    expect(dueBackMessage(null, today)).toBe('');
    expect(dueBackMessage(undefined, today)).toBe('');
  });
  test('defaults today to the Melbourne date', () => {
    expect(dueBackMessage('2000-01-01')).toBe('Due back 01 Jan 2000');
  });
});

describe('leaveStartMessage', () => {
  test.each([
    ['2026-03-05', 'Today'],
    ['2026-03-04T00:00:00Z', 'Yesterday'],
    ['2026-03-03', '2 days ago (03 Mar 2026)'],
    ['2026-02-20', '13 days ago (20 Feb 2026)'],
    ['2025-12-31', '64 days ago (31 Dec 2025)'],
    // future starts (not in the seed)
    ['2026-03-06', 'Tomorrow'],
    ['2026-03-10', 'In 5 days (10 Mar 2026)'],
  ])('%s -> %s', (start, message) => {
    expect(leaveStartMessage(start, today)).toBe(message);
  });
  test('no start date', () => {
    expect(leaveStartMessage(null, today)).toBe('');
  });
});

describe('occupancy', () => {
  test('vacancy = registeredBeds - (permanent + respite)', () => {
    expect(vacancy(120, 100, 8)).toBe(12);
    expect(vacancy(50, 50, 0)).toBe(0);
    expect(vacancy(40, 38, 4)).toBe(-2);
  });
  test('available units = total - occupied', () => {
    expect(availableUnits(60, 52)).toBe(8);
  });
});

describe('supported threshold', () => {
  test('difference = threshold - ratio, exact decimals', () => {
    expect(supportedThresholdDifference('41.25', '38.75').toString()).toBe('2.5');
    expect(supportedThresholdDifference('40', '43').toString()).toBe('-3');
    expect(supportedThresholdDifference(0.3, 0.1).toString()).toBe('0.2');
  });
  test.each([
    ['38.75', '41.25', '2.5% below threshold'],
    ['43', '40', '3% above threshold'],
    ['40', '40.00', 'Same as threshold'],
    ['40.001', '40', 'Same as threshold'],
    ['39.99', '40', '0.01% below threshold'],
    ['41.25', '40', '1.25% above threshold'],
    [0, '40', '40% below threshold'],
  ])('ratio %s, threshold %s -> %s', (ratio, threshold, text) => {
    expect(supportedThresholdText(ratio, threshold)).toBe(text);
  });
  test('missing values', () => {
    expect(supportedThresholdText(null, '40')).toBe('');
    expect(supportedThresholdText('40', undefined)).toBe('');
  });
});

describe('groupResidentsOnLeave', () => {
  const row = (residentId: number, type: string, startDateUtc: string | null) => ({
    residentId,
    firstName: `F${residentId}`,
    lastName: `L${residentId}`,
    type,
    startDateUtc,
    expectedReturnDateUtc: null,
  });

  test('AgeCare groups Hospital, Social, Emergency, each by start date', () => {
    const list = [
      row(1, 'Social', '2026-03-04T00:00:00Z'),
      row(2, 'Hospital', '2026-03-03T00:00:00Z'),
      row(3, 'Hospital', '2026-03-01T00:00:00Z'),
      row(4, 'Social', '2026-03-02T00:00:00Z'),
      row(5, 'Hospital', '2026-03-03T00:00:00Z'),
      row(6, 'Respite', '2026-03-01T00:00:00Z'),
    ];
    const groups = groupResidentsOnLeave(list, 'AgeCare');
    expect(groups.map((g) => g.type)).toEqual(['Hospital', 'Social', 'Emergency']);
    expect(groups.map((g) => g.residents.map((r) => r.residentId))).toEqual([[3, 2, 5], [4, 1], []]);
  });

  test('ILU groups Hospital, Social, Respite; missing start dates last', () => {
    const list = [
      row(1, 'Respite', null),
      row(2, 'Respite', '2026-02-01'),
      row(3, 'Emergency', '2026-02-01'),
      row(4, 'Hospital', '2026-01-01'),
    ];
    const groups = groupResidentsOnLeave(list, 'IndependentLiving');
    expect(groups.map((g) => g.type)).toEqual(['Hospital', 'Social', 'Respite']);
    expect(groups.map((g) => g.residents.map((r) => r.residentId))).toEqual([[4], [], [2, 1]]);
  });

  test('does not reorder its input and accepts null', () => {
    const list = [row(1, 'Hospital', '2026-03-04'), row(2, 'Hospital', '2026-03-01')];
    groupResidentsOnLeave(list, 'AgeCare');
    expect(list.map((r) => r.residentId)).toEqual([1, 2]);
    expect(groupResidentsOnLeave(null, 'AgeCare').every((g) => g.residents.length === 0)).toBe(true);
  });
});

describe('deviceExpiryMessage', () => {
  test('expired at zero or fewer days', () => {
    expect(deviceExpiryMessage(0)).toEqual({ expired: true, text: 'Device activation has expired.' });
    expect(deviceExpiryMessage(-3)).toEqual({ expired: true, text: 'Device activation has expired.' });
  });
  test('one day and several days', () => {
    expect(deviceExpiryMessage(1)).toEqual({ expired: false, text: 'Device activation expires in 1 day.' });
    expect(deviceExpiryMessage(12)).toEqual({ expired: false, text: 'Device activation expires in 12 days.' });
  });
});
