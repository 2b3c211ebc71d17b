/**
 * The expected statement's balances: each permanent resident's refundable accommodation balances (RAD and RAC) at the
 * month's end, reported to Services Australia with the claim (an AccommodationBalance Medicare event). The product
 * computes them from its records until the finance officer uploads the balances workbook back (the workbook the
 * product produced, checked by its hidden template marker and its columns); the uploaded rows are then the month's.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import type {
  BalanceRow,
  StatementBalances,
  UploadBalanceStatementQuery,
  UploadBalanceStatementResult,
} from 'shared-domain/contracts/funding-statements';
import { isCalendarDate } from 'shared-domain/calendar';
import { lastDayOfMonthYear } from 'shared-domain/funding/claim-months';
import {
  BALANCES_COLUMNS,
  BALANCES_MESSAGES,
  RECONCILIATION_MESSAGES as R,
  accommodationBalances,
  balancesMode,
  balancesModes,
  balancesWorkbookFileName,
} from 'shared-domain/funding/reconciliation';
import { moneyText, toDecimal } from 'shared-domain/money';
import { Value } from '@sinclair/typebox/value';
import { BalanceRow as BalanceRowSchema } from 'shared-domain/contracts/funding-statements';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../../context';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError, conflict } from '../../../../http/errors';
import { boundsOf, firstDayOf, iso, statementOf } from '../common';
import { sendWorkbook, sheetWorkbook } from '../exports/workbook';
import { statementGatewayOf } from '../gateway';
import * as repo from '../repository';

/** The hidden sheet that marks a workbook as the product's balances template, and what it holds. */
export const BALANCES_TEMPLATE_SHEET = 'ResidentManagerTemplate';
export const BALANCES_TEMPLATE_MARKER = 'ResidentManager.BalancesTemplate.v1';
export const BALANCES_SHEET = 'Balances';
/** The largest balances workbook taken (a facility's residents fit in a few kilobytes). */
export const BALANCES_MAX_BYTES = 5 * 1024 * 1024;

const StoredBalances = Type.Array(BalanceRowSchema);

/** The month's balances as stored by an upload (null when none was uploaded, or kept in another shape). */
function uploadedRows(json: unknown): BalanceRow[] | null {
  return json !== null && Value.Check(StoredBalances, json) ? json : null;
}

/** The balances computed from the product's records: permanent residents in care during the month, at its last day. */
async function computedRows(s: ScopedDb, firstDay: string): Promise<BalanceRow[]> {
  const { last } = boundsOf(firstDay);
  const { residents, payments } = await repo.balanceResidents(s, firstDay, last);
  const byResidency = new Map<number, Array<{ kind: 'RadPaid' | 'RacPaid'; amount: string; date: string }>>();
  for (const p of payments) {
    if (p.value === null || (p.effective_date_type !== 'RadPaid' && p.effective_date_type !== 'RacPaid')) continue;
    const list = byResidency.get(p.residency_id) ?? [];
    list.push({ kind: p.effective_date_type, amount: p.value, date: p.effective_from_date });
    byResidency.set(p.residency_id, list);
  }
  return residents.map((r) => ({
    careRecipientId: r.care_recipient_id ?? '',
    firstName: r.first_name,
    lastName: r.last_name,
    entryDate: r.admission_date_utc,
    ...accommodationBalances(byResidency.get(r.residency_id) ?? [], last),
  }));
}

/** The balances tab of a month's statement: its mode, and the uploaded rows or those computed from the records. */
export async function expectedBalances(s: ScopedDb, row: repo.StatementRow): Promise<StatementBalances> {
  const uploaded = uploadedRows(row.balances);
  const hasExpectedTotal = row.expected_total !== null;
  let uploadedBy: string | null = null;
  if (uploaded && row.balances_uploaded_by_user_id !== null) {
    const user = await s
      .selectFromOrganisation('users', 'u')
      .select(['u.first_name', 'u.last_name'])
      .where('u.id', '=', row.balances_uploaded_by_user_id)
      .executeTakeFirst();
    uploadedBy = user ? `${user.first_name} ${user.last_name}` : null;
  }
  return {
    mode: balancesMode(hasExpectedTotal, uploaded !== null),
    modes: balancesModes(hasExpectedTotal),
    rows: uploaded ?? (await computedRows(s, row.statement_month)),
    isUploaded: uploaded !== null,
    uploadedOnUtc: iso(row.balances_uploaded_on_utc),
    uploadedBy,
  };
}

/** GET reporting/expected-balances-report-data?monthAndYear=. */
export async function expectedBalancesData(s: ScopedDb, monthAndYear: string): Promise<StatementBalances> {
  return expectedBalances(s, await statementOf(s, monthAndYear));
}

/**
 * The balances workbook of a month (GET reporting/expected-balances-report-data-excel and
 * finaliseClaim-balances-report-data-excel): the rows on a Balances sheet, and a hidden sheet naming the template,
 * the month and the facility, which the upload checks. Named by facility and the month's last day.
 */
export async function balancesWorkbook(
  s: ScopedDb,
  monthAndYear: string,
  kind: 'Expected' | 'FinaliseClaim',
  reply: FastifyReply,
  facilityName?: string,
) {
  const balances = await expectedBalancesData(s, monthAndYear);
  const { workbook } = sheetWorkbook(
    BALANCES_SHEET,
    BALANCES_COLUMNS.map((c) => ({
      header: c.header,
      width: c.field === 'careRecipientId' ? 18 : 16,
      amount: c.field.endsWith('Balance'),
    })),
    balances.rows.map((r) => [
      r.careRecipientId,
      r.firstName,
      r.lastName,
      r.entryDate,
      Number(r.radBalance),
      Number(r.racBalance),
    ]),
  );
  const template = workbook.addWorksheet(BALANCES_TEMPLATE_SHEET, { state: 'veryHidden' });
  template.addRow([BALANCES_TEMPLATE_MARKER]);
  template.addRow([monthAndYear]);
  template.addRow([s.facilityId]);
  const name = facilityName?.trim() || (await repo.facilityName(s));
  // Dated by the month's last day (the balances it holds), as the screen names it: two months' workbooks downloaded on
  // one day keep their own names.
  const day = lastDayOfMonthYear(monthAndYear) ?? monthAndYear;
  return sendWorkbook(reply, workbook, balancesWorkbookFileName(name, day, kind));
}

// ---------------------------------------------------------------- the upload

const invalid = () => ModelStateError.field('file', BALANCES_MESSAGES.uploadInvalid);

/** A cell's text ('' when empty); a date cell as 'YYYY-MM-DD'; anything else (formulas, rich text) refused. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  throw invalid();
}

/** A balance cell: a number from 0 with at most two decimals. */
function balanceOf(value: ExcelJS.CellValue): string {
  const text = cellText(value);
  if (text === '') return '0.00';
  let amount;
  try {
    amount = toDecimal(text);
  } catch {
    throw invalid();
  }
  if (amount.isNegative() || amount.decimalPlaces() > 2 || amount.greaterThan('99999999.99')) throw invalid();
  return moneyText(amount);
}

/**
 * The rows of a balances workbook, or the seed's refusal: it must be the product's workbook (the hidden template sheet
 * with the marker, the month asked for and the current facility) with the Balances sheet's columns as produced, and
 * each row a care recipient ID (at most 10 characters), names, an entry date or none, and two balances.
 */
export async function readBalancesWorkbook(buffer: Buffer, monthAndYear: string, facilityId: number): Promise<BalanceRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.read(Readable.from([buffer]));
  } catch {
    throw invalid();
  }
  const template = workbook.getWorksheet(BALANCES_TEMPLATE_SHEET);
  const sheet = workbook.getWorksheet(BALANCES_SHEET);
  if (!template || !sheet) throw invalid();
  const marker = cellText(template.getCell('A1').value);
  const month = cellText(template.getCell('A2').value).padStart(6, '0');
  const facility = cellText(template.getCell('A3').value);
  if (marker !== BALANCES_TEMPLATE_MARKER || month !== monthAndYear || facility !== String(facilityId)) throw invalid();
  const headers = BALANCES_COLUMNS.map((_, i) => cellText(sheet.getRow(1).getCell(i + 1).value));
  if (headers.some((h, i) => h !== BALANCES_COLUMNS[i].header)) throw invalid();

  const rows: BalanceRow[] = [];
  for (let n = 2; n <= sheet.rowCount; n++) {
    const cells = BALANCES_COLUMNS.map((_, i) => sheet.getRow(n).getCell(i + 1).value);
    if (cells.every((c) => cellText(c) === '')) continue;
    const careRecipientId = cellText(cells[0]);
    const firstName = cellText(cells[1]);
    const lastName = cellText(cells[2]);
    const entryDate = cellText(cells[3]);
    if (careRecipientId.length > 10 || !firstName || !lastName || firstName.length > 100 || lastName.length > 100)
      throw invalid();
    if (entryDate !== '' && !isCalendarDate(entryDate)) throw invalid();
    rows.push({
      careRecipientId,
      firstName,
      lastName,
      entryDate: entryDate || null,
      radBalance: balanceOf(cells[4]),
      racBalance: balanceOf(cells[5]),
    });
  }
  return rows;
}

export interface UploadedFile {
  file: Readable & { truncated?: boolean };
}

/**
 * POST reporting/upload-balance-statement?expectedMonthYear=&fileName=: the balances workbook back. A valid one (see
 * readBalancesWorkbook) becomes the month's balances and an AccommodationBalance Medicare event is submitted for the
 * month, with the audit row, in one transaction; the answer is the sheet's rows. Anything else is refused with the
 * seed's message.
 */
export async function uploadBalanceStatement(
  ctx: AppContext,
  s: ScopedDb,
  query: UploadBalanceStatementQuery,
  readFile: () => Promise<UploadedFile | undefined>,
): Promise<UploadBalanceStatementResult> {
  const firstDay = firstDayOf(query.expectedMonthYear, 'expectedMonthYear');
  if (!/\.xlsx$/i.test(query.fileName.trim())) throw invalid();
  const part = await readFile();
  if (!part) throw invalid();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > BALANCES_MAX_BYTES) throw invalid();
    chunks.push(buffer);
  }
  if (part.file.truncated || size === 0) throw invalid();
  const rows = await readBalancesWorkbook(Buffer.concat(chunks), query.expectedMonthYear, s.facilityId);

  const uploadedOn = new Date();
  const uniqueEventId = await s.transaction(async (t) => {
    const row = await statementOf(t, query.expectedMonthYear, { lock: true, field: 'expectedMonthYear' });
    if (row.is_claim_finalised) throw ModelStateError.field('expectedMonthYear', R.claimFinalised);
    const saved = await repo.updateStatement(t, row.id, row.version, {
      balances: JSON.stringify(rows),
      balances_uploaded_on_utc: uploadedOn,
      balances_uploaded_by_user_id: t.userId,
    });
    if (!saved) throw conflict();
    const event = await statementGatewayOf(ctx).submit(t, {
      facilityId: t.facilityId,
      residencyId: null,
      residentId: null,
      requestType: 'AccommodationBalance',
      claimMonth: firstDay,
      payload: { claimMonth: firstDay.slice(0, 7), balances: rows },
      createdByUserId: t.userId,
    });
    await t.auditChanges(
      'upload-balance-statement',
      'medicareStatement',
      row.id,
      { balancesUploadedOnUtc: iso(row.balances_uploaded_on_utc) },
      { balancesUploadedOnUtc: uploadedOn.toISOString() },
      {
        monthAndYear: query.expectedMonthYear,
        fileName: query.fileName,
        rowCount: rows.length,
        uniqueEventId: event.uniqueEventId,
      },
    );
    return event.uniqueEventId;
  });
  return { rows, uploadedOnUtc: uploadedOn.toISOString(), uniqueEventId };
}
