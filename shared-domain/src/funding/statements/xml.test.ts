import {
  NotAPaymentStatement,
  parseXmlElements,
  readPaymentStatementXml,
  recipientMonthLines,
  serviceNapsIdOf,
  writePaymentStatementXml,
  type PaymentStatementDocument,
} from '../statements';

const lines = recipientMonthLines(
  {
    careRecipientId: 'CR00000001',
    firstName: "O'Brien & <Sons>",
    lastName: 'Brown',
    careType: 'Permanent',
    entryDate: '2026-11-19',
    departureDate: null,
    classes: [{ anaccClass: 7, effectiveDate: '2026-11-19' }],
    leaves: [],
  },
  [{ startDate: '2025-10-01', anaccPricePerNwau: '295.64', baseCareTariffNwau: '0.5', classNwau: { 7: '0.54' } }],
  { month: '2026-11-01', rounding: 'line' },
);
const doc: PaymentStatementDocument = {
  serviceProviderId: 'SP00001',
  serviceNapsId: serviceNapsIdOf(12),
  facilityName: 'Banksia House',
  statementMonth: '112026',
  claimId: 'CLM-12-112026',
  publishedOnUtc: '2026-12-04T00:00:00.000Z',
  totalAmountPaid: '4392.41',
  providerComments: 'Simulated statement.',
  facilityPayments: [{ paymentType: 'Facility Total Approved Beds', amount: '0.00', beds: 40 }],
  lines: lines.map(({ residencyId: _r, ...l }) => l),
};

describe('payment statement XML', () => {
  it('reads back what it writes, names escaped', () => {
    const xml = writePaymentStatementXml(doc);
    expect(xml).toContain('<serviceNapsId>NAPS00012</serviceNapsId>');
    expect(xml).toContain('O&apos;Brien &amp; &lt;Sons&gt;');
    expect(readPaymentStatementXml(xml)).toEqual(doc);
  });
  it('refuses what is not a payment statement', () => {
    expect(() => readPaymentStatementXml('not xml')).toThrow(NotAPaymentStatement);
    expect(() => readPaymentStatementXml('<acfi><x>1</x></acfi>')).toThrow(NotAPaymentStatement);
    expect(() => readPaymentStatementXml('<paymentStatement><statementMonth>132026</statementMonth></paymentStatement>')).toThrow(
      'statementMonth is not a month.',
    );
    const bad = writePaymentStatementXml(doc).replace(/<amountDue>[^<]*<\/amountDue>/, '<amountDue>12,0</amountDue>');
    expect(() => readPaymentStatementXml(bad)).toThrow('amountDue is not an amount.');
  });
  it('parses strictly: mismatched tags, two roots, a DTD are refused', () => {
    expect(parseXmlElements('<a><b></a></b>')).toBeNull();
    expect(parseXmlElements('<a/><b/>')).toBeNull();
    expect(parseXmlElements('<!DOCTYPE a><a/>')).toBeNull();
    expect(parseXmlElements('<?xml version="1.0"?><!-- c --><a x="1"><b>t &amp; u</b></a>')).toEqual({
      name: 'a',
      children: [{ name: 'b', children: [], text: 't & u' }],
      text: '',
    });
  });
});
