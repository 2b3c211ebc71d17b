/** Test data of the statement screens' tests: statement months, payment lines and a month's variance. */
import type {
  ExpectedStatement,
  MedicareStatementListItem,
  PaymentLine,
  StatementSummary,
  VarianceAdjustment,
  VariancePayments,
  VarianceRecipient,
} from 'shared-domain/contracts/funding-statements';
import { monthYearLabel } from 'shared-domain/funding/month-year';
import { paymentsTotal } from 'shared-domain/funding/reconciliation';

export function listItem(monthAndYear: string, over: Partial<MedicareStatementListItem> = {}): MedicareStatementListItem {
  return {
    statementId: Number(monthAndYear.slice(0, 2)),
    statementMonth: Number(monthAndYear.slice(0, 2)),
    statementYear: Number(monthAndYear.slice(2)),
    monthAndYear,
    statementFullMonthAndYear: monthYearLabel(monthAndYear),
    statementTotal: null,
    expectedStatementTotal: null,
    statementVariance: null,
    isClaimFinalised: false,
    isReconciliationFinalised: false,
    fetchedOnUtc: null,
    isVarianceBuilt: false,
    ...over,
  };
}

let nextId = 1;

export function line(over: Partial<PaymentLine> = {}): PaymentLine {
  return {
    id: nextId++,
    version: 1,
    medicareStatementType: 1,
    careType: 'Permanent',
    careRecipientId: 'CR001',
    firstName: 'Ann',
    lastName: 'Able',
    adjustmentMonth: '112026',
    paymentType: 'Basic care subsidy',
    paidCare: 30,
    unpaidCare: 0,
    paidLeaveSocial: 0,
    paidLeaveHospital: 0,
    paidLeaveTransition: 0,
    dailyRate: '10.00',
    amountDue: '300.00',
    action: 'None',
    groupIdentifier: null,
    cause: null,
    isCarriedOver: false,
    notes: [],
    ...over,
  };
}

/** A recipient whose lines are all of the statement's month (or as given by month). */
export function recipient(
  careRecipientId: string,
  name: [string, string],
  lines: PaymentLine[],
  carried: { expected?: PaymentLine[]; actual?: PaymentLine[] } = {},
): VarianceRecipient {
  const months = [...new Set(lines.map((l) => l.adjustmentMonth))];
  const adjustments: VarianceAdjustment[] = months.map((m) => ({
    adjustmentMonth: m,
    adjustmentFullMonthAndYear: monthYearLabel(m),
    expectedPayments: lines.filter((l) => l.adjustmentMonth === m && l.medicareStatementType === 1),
    actualPayments: lines.filter((l) => l.adjustmentMonth === m && l.medicareStatementType === 2),
  }));
  const byMonth = (list: PaymentLine[] = []) =>
    [...new Set(list.map((l) => l.adjustmentMonth))].map((m) => ({
      adjustmentMonth: m,
      adjustmentFullMonthAndYear: monthYearLabel(m),
      payments: list.filter((l) => l.adjustmentMonth === m),
    }));
  const all = [...lines, ...(carried.expected ?? []), ...(carried.actual ?? [])];
  return {
    careRecipientId,
    firstName: name[0],
    lastName: name[1],
    expectedPaymentsVariance: paymentsTotal(all.filter((l) => l.medicareStatementType === 1)),
    actualPaymentsVariance: paymentsTotal(all.filter((l) => l.medicareStatementType === 2)),
    adjustments,
    expectedCarriedOver: byMonth(carried.expected),
    actualCarriedOver: byMonth(carried.actual),
  };
}

export function variance(
  respite: VarianceRecipient[],
  permanent: VarianceRecipient[],
  over: Partial<VariancePayments> = {},
): VariancePayments {
  return {
    statementId: 11,
    monthAndYear: '112026',
    statementFullMonthAndYear: 'November 2026',
    isClaimFinalised: true,
    isReconciliationFinalised: false,
    canFinalise: false,
    respitePaymentVariance: respite,
    permanentPaymentVariance: permanent,
    ...over,
  };
}

export function summary(over: Partial<StatementSummary> = {}): StatementSummary {
  return {
    layout: 'October2025',
    facilityName: 'Bayside Gardens',
    referenceNumber: null,
    paymentDate: null,
    totals: { totalAmountPaid: '1300.00', residentPayments: '1000.00', facilityPayments: '300.00', adjustments: '0.00' },
    facilityPayments: [{ paymentType: 'FIXED', description: 'AN-ACC fixed component', amount: '300.00' }],
    ...over,
  };
}

export function expectedStatement(monthAndYear: string, over: Partial<ExpectedStatement> = {}): ExpectedStatement {
  return {
    statementId: 11,
    monthAndYear,
    statementFullMonthAndYear: monthYearLabel(monthAndYear),
    isClaimFinalised: false,
    isReconciliationFinalised: false,
    builtOnUtc: '2026-12-01T00:00:00Z',
    canRebuild: true,
    summary: summary(),
    residents: [
      {
        careRecipientId: 'CR001',
        firstName: 'Ann',
        lastName: 'Able',
        careType: 'Permanent',
        entryDate: '2026-11-03',
        departureDate: null,
        anaccClass: '7',
        paidDays: 28,
        amount: '1000.00',
      },
    ],
    payments: [line({ id: 9001 })],
    supportedRatio: {
      supportedDays: 40,
      totalDays: 100,
      supportedRatio: '40.00',
      supportThreshold: '40.00',
      isAboveThreshold: true,
    },
    dailySubsidies: [],
    balances: {
      mode: 'Upload',
      modes: ['Download', 'Upload', 'FinaliseClaim'],
      rows: [],
      isUploaded: false,
      uploadedOnUtc: null,
      uploadedBy: null,
    },
    ...over,
  };
}
