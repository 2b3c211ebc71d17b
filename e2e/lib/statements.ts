/**
 * Helpers of the funding statement journeys: the claim month the journeys work on (the last ended month on the
 * journeys' clock), the product's words they wait for, files downloaded through the browser's download event, the
 * variance payments screen's lines as the API reads them, and screenshots when a folder is given.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { melbourneToday } from './dates';
import { apiCall } from './pages';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The last ended month on the journeys' clock as 'MMYYYY' and as the screens write it ('October 2026'). */
export function lastEndedMonth(): { monthAndYear: string; label: string; lastDay: string } {
  const [y, m] = melbourneToday().split('-').map(Number);
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return {
    monthAndYear: `${String(month).padStart(2, '0')}${year}`,
    label: `${MONTH_NAMES[month - 1]} ${year}`,
    lastDay,
  };
}

/** The product's words (shared-domain/src/funding/reconciliation.ts, mfe-funding's texts). */
export const STATEMENT_WORDS = {
  fetched: 'Payment statement was fetched successfully.',
  balancesInvalid: 'Balances cannot be uploaded. Valid template data must be used.',
  noteRequired: 'The note is required.',
  reconciliationFinalised: 'The reconciliation of this month is finalised: its lines can no longer be changed.',
  forbidden: 'You do not have permission to perform this action.',
} as const;

/** A folder for the downloads of one journey file. */
export function downloadsFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'rm-e2e-statements-'));
}

/** Starts a download with `start` and saves it in `folder`: the file name the browser was given and its path. */
export async function download(
  page: Page,
  folder: string,
  start: () => Promise<unknown>,
): Promise<{ name: string; file: string }> {
  const [d] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), start()]);
  const name = d.suggestedFilename();
  const file = path.join(folder, `${Date.now()}-${name}`);
  await d.saveAs(file);
  return { name, file };
}

/** Saves a screenshot as `name`.png when the run names a folder for them (RM_E2E_SHOTS); else nothing. */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.RM_E2E_SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/** The document is not wider than the window (a table may scroll inside its card). */
export async function noHorizontalOverflow(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `${what}: horizontal overflow of ${overflow}px`);
}

export interface VarianceLine {
  id: number;
  version: number;
  medicareStatementType: 1 | 2;
  careType: 'Permanent' | 'Respite';
  careRecipientId: string;
  firstName: string;
  lastName: string;
  adjustmentMonth: string;
  paymentType: string;
  amountDue: string;
  action: string;
  groupIdentifier: string | null;
  isCarriedOver: boolean;
  notes: Array<{ note: string }>;
}

interface Recipient {
  adjustments: Array<{ expectedPayments: VarianceLine[]; actualPayments: VarianceLine[] }>;
  expectedCarriedOver: Array<{ payments: VarianceLine[] }>;
  actualCarriedOver: Array<{ payments: VarianceLine[] }>;
}

/** Every line of the month's variance as the API answers them (GET funding/variance-statement-payment). */
export async function varianceLines(
  page: Page,
  baseUrl: string,
  monthAndYear: string,
  facilityId = 1,
): Promise<{ lines: VarianceLine[]; isReconciliationFinalised: boolean }> {
  const r = await apiCall<{
    isReconciliationFinalised: boolean;
    respitePaymentVariance: Recipient[];
    permanentPaymentVariance: Recipient[];
  }>(page, baseUrl, 'GET', `funding/variance-statement-payment?monthAndYear=${monthAndYear}&facilityId=${facilityId}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const lines = [...r.body.respitePaymentVariance, ...r.body.permanentPaymentVariance].flatMap((rec) => [
    ...rec.adjustments.flatMap((a) => [...a.expectedPayments, ...a.actualPayments]),
    ...rec.expectedCarriedOver.flatMap((c) => c.payments),
    ...rec.actualCarriedOver.flatMap((c) => c.payments),
  ]);
  return { lines, isReconciliationFinalised: r.body.isReconciliationFinalised };
}
