/**
 * GET leads/leads-report-excel: the filtered lead board as a real .xlsx (seed 001: "Leads export is an .xlsx
 * spreadsheet"). Written with the reports' streaming .xlsx writer (src/reporting-engine/writers.ts) straight into the
 * response, reading the board column by column in pages of 1,000 (keyset on order number and id), so memory stays flat
 * however many leads there are.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatDate, melbourneToday } from 'shared-domain/dates';
import type { LeadDashboardFilter } from 'shared-domain/lead-types';
import { LEAD_COLUMNS, leadStatusLabel, type LeadColumnDefinition } from 'shared-domain/leads';
import type { ReportColumn } from 'shared-domain/reports/catalogue';
import type { ScopedDb } from '../../../db/scoped';
import { XLSX_CONTENT_TYPE, xlsxWriter } from '../../../reporting-engine/writers';
import { filterOf, ratesOn, toCard } from '../board/service';
import type { CardRow } from '../board/repository';

import * as repo from './repository';

export const LEADS_REPORT_FILE_NAME = 'LeadsReport.xlsx';
export const LEADS_REPORT_SHEET = 'Leads';
const PAGE = 1000;

/** The report's columns: header and width. */
export const LEADS_REPORT_COLUMNS = [
  ['Column', 16],
  ['Status', 12],
  ['First name', 16],
  ['Last name', 18],
  ['Sex', 10],
  ['Care type', 12],
  ['Support status', 14],
  ['Respite care level', 12],
  ['ADL', 9],
  ['BEH', 9],
  ['CHC', 9],
  ['AN-ACC class', 18],
  ['AN-ACC rate', 12],
  ['Income and assets', 14],
  ['Location', 16],
  ['Tour date and time', 20],
  ['Tour completed', 10],
  ['Tour facilitator', 20],
  ['Requested admission', 14],
  ['Contract signed', 10],
  ['Created', 12],
] as const;
/** The columns as the writer takes them: text, but the rate (a number). */
const COLUMNS: readonly ReportColumn[] = LEADS_REPORT_COLUMNS.map(([header, width]) => ({
  key: header,
  header,
  width,
  kind: header === 'AN-ACC rate' ? 'number' : 'text',
}));

async function* boardRows(
  s: ScopedDb,
  filter: LeadDashboardFilter,
): AsyncGenerator<{ column: LeadColumnDefinition; row: CardRow }> {
  for (const column of LEAD_COLUMNS) {
    let after: { order: string; id: number } | null = null;
    for (;;) {
      const rows = await repo.columnAfter(s, column.status, filter, after, PAGE);
      for (const row of rows) yield { column, row };
      if (rows.length < PAGE) break;
      const last = rows[rows.length - 1];
      after = { order: last.order_number, id: last.residency_id };
    }
  }
}

export async function leadsReportExcel(s: ScopedDb, req: FastifyRequest, reply: FastifyReply, query: LeadDashboardFilter) {
  const filter = await filterOf(s, query);
  const rates = await ratesOn(s, melbourneToday());
  await s.transaction((t) => t.audit('leads.export', 'facility', t.facilityId, { filter: query }));

  const out = new PassThrough();
  const sheet = xlsxWriter(out, COLUMNS, LEADS_REPORT_SHEET);
  // A client that goes away (closed tab, cancelled download) ends the response early: stop reading the board.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) out.destroy();
  });

  (async () => {
    try {
      let n = 0;
      for await (const { column, row } of boardRows(s, filter)) {
        if (out.destroyed) return;
        // Backpressure: wait for the encoder and a slow client instead of buffering the whole file.
        if (++n % 200 === 0 && sheet.backlogged()) await sheet.drained();
        if (n % 200 === 0 && out.writableNeedDrain) {
          await new Promise((resolve) => {
            out.once('drain', resolve);
            out.once('close', resolve);
          });
          if (out.destroyed) return;
        }
        const card = toCard(row, rates);
        sheet.addRow([
          column.title,
          leadStatusLabel(card.status),
          card.firstName,
          card.lastName,
          card.sex ?? '',
          card.careType,
          card.supportStatus ?? '',
          card.careType === 'Respite' ? card.respiteCareLevel : '',
          card.adl,
          card.beh,
          card.chc,
          card.expectedAnaccVariableComponent?.anaccClassText ?? '',
          card.expectedAnaccVariableComponent ? Number(card.expectedAnaccVariableComponent.rate) : null,
          card.incomeAssetStatus,
          card.location?.name ?? '',
          card.tourInfo?.tourDateTime ?? '',
          card.tourInfo ? (card.tourInfo.isCompleted ? 'Yes' : 'No') : '',
          card.tourInfo?.tourFacilitatorUserName ?? '',
          formatDate(card.requestedAdmissionDateUtc),
          card.isContractSigned ? 'Yes' : 'No',
          formatDate(card.createdOnUtc, 'Australia/Melbourne'),
        ]);
      }
      await sheet.end();
    } catch (err) {
      req.log.error({ err }, 'leads report failed');
      out.destroy(err as Error);
    }
  })();

  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${LEADS_REPORT_FILE_NAME}"`)
    .header('cache-control', 'private, no-store')
    .send(out);
}
