/**
 * Medicare statements, customer care's tools (system users only): a facility's statement months, the expected
 * statement's download (expectedStatement.xml) and the actual statement upload, stored for the funding screens (the
 * statements and their reconciliation, further sub-features of this module). An actual statement is accepted only for a
 * month whose expected statement was fetched ('Get statement').
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  StatementMonth,
  UploadActualStatementQuery,
  UploadActualStatementResult,
} from 'shared-domain/contracts/customer-care';
import { ACTUAL_STATEMENT_MAX_BYTES, CUSTOMER_CARE_MESSAGES as M } from 'shared-domain/customer-care';
import { monthYearOf } from 'shared-domain/funding/month-year';
import type { AppContext } from '../../../../context';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError, conflict } from '../../../../http/errors';
import { FileTooLargeError, fileStorageOf, type FileStorage } from '../../../../storage/index';
import { loadActualSide, statementMonths } from '../month/service';
import * as repo from './repository';

/** The file types Medicare statements come in, with the content type each is stored as. */
const STATEMENT_TYPES: Record<string, string> = {
  xml: 'application/xml',
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

export interface UploadedFile {
  filename: string;
  file: Readable & { truncated?: boolean };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The text of a stored file (an XML statement just stored, at most 20 MB). */
async function storedText(storage: FileStorage, key: string): Promise<string> {
  const object = await storage.get(key);
  if (!object) throw new Error(`The file just stored under ${key} is not there.`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * GET funding/finalised-months/{facilityId}: the facility's statement months up to this month, newest first (the
 * funding navigator's list, at the facility named).
 */
export async function finalisedMonths(s: ScopedDb, facilityId: number): Promise<StatementMonth[]> {
  return statementMonths(s.atFacility(await s.resolve.facility(facilityId)));
}

/** GET funding/download-statement?statementId=: the fetched expected statement as expectedStatement.xml. */
export async function downloadStatement(s: ScopedDb, statementId: number, reply: FastifyReply) {
  const statement = await s.resolve.statement(statementId);
  const at = s.atFacility(statement);
  const xml = await repo.statementXml(at, statement.statementId);
  if (xml === null) throw ModelStateError.field('statementId', M.statementNotFetched);
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', 'attachment; filename="expectedStatement.xml"')
    .send(xml);
}

/**
 * POST funding/upload-actual-statement?expectedStatementId=&fileName= with one multipart file part. The statement must
 * be fetched; the file (XML, PDF, CSV, text or Excel, not empty, at most 20 MB) streams into the storage, then the row
 * records it with the audit row in one transaction (the earlier file, if any, is removed after the commit).
 */
export async function uploadActualStatement(
  ctx: AppContext,
  s: ScopedDb,
  req: FastifyRequest,
  query: UploadActualStatementQuery & { version?: number },
  readFile: () => Promise<UploadedFile | undefined>,
): Promise<UploadActualStatementResult> {
  const statement = await s.resolve.statement(query.expectedStatementId);
  const at = s.atFacility(statement);
  const current = await repo.find(at, statement.statementId);
  if (!current?.fetched_on_utc) throw ModelStateError.field('expectedStatementId', M.statementNotFetched);
  if (query.version !== undefined && query.version !== current.version) throw conflict();
  const fileName = query.fileName.trim();
  if (!fileName) throw ModelStateError.field('fileName', M.fileNameRequired);
  const extension = (/\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1] ?? '').toLowerCase();
  const contentType = STATEMENT_TYPES[extension];
  if (!contentType) throw ModelStateError.field('file', M.statementTypeNotAllowed);

  const part = await readFile();
  if (!part) throw ModelStateError.field('file', M.fileRequired);
  const storage = fileStorageOf(ctx);
  const key = `statements/${statement.facilityId}/${statement.statementId}/${randomUUID()}`;
  let size: number;
  try {
    ({ size } = await storage.put(key, part.file, contentType, { maxBytes: ACTUAL_STATEMENT_MAX_BYTES }));
  } catch (err) {
    if (err instanceof FileTooLargeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw ModelStateError.field('file', M.fileTooLarge);
    }
    throw err;
  }
  const discard = (k: string) =>
    storage.delete(k).catch((e) => req.log.warn({ err: e, key: k }, 'Could not remove a stored file'));
  if (part.file.truncated) {
    await discard(key);
    throw ModelStateError.field('file', M.fileTooLarge);
  }
  if (size === 0) {
    await discard(key);
    throw ModelStateError.field('file', M.fileEmpty);
  }

  const xml = extension === 'xml' ? await storedText(storage, key) : null;
  const uploadedOn = new Date();
  let previousKey: string | null = null;
  try {
    await at.transaction(async (t) => {
      const locked = await repo.find(t, statement.statementId, { lock: true });
      if (!locked) throw conflict();
      previousKey = locked.actual_storage_key;
      const saved = await repo.saveActual(t, locked.id, locked.version, {
        fileName,
        storageKey: key,
        contentType,
        size,
        uploadedOn,
      });
      if (!saved) throw conflict();
      // A payment statement file (XML) is the month's actual side: read into its lines, the variance built again.
      if (xml !== null) await loadActualSide(t, locked.id, xml, locked.expected_built_on_utc !== null);
      await t.auditChanges(
        'upload-actual-statement',
        'actualStatement',
        locked.id,
        { actualFileName: locked.actual_file_name, actualUploadedOnUtc: iso(locked.actual_uploaded_on_utc) },
        { actualFileName: fileName, actualUploadedOnUtc: uploadedOn.toISOString() },
        { facilityId: statement.facilityId, monthYear: monthYearOf(locked.statement_month), size },
      );
    });
  } catch (err) {
    await discard(key);
    throw err;
  }
  if (previousKey) await discard(previousKey);
  return {
    statementId: statement.statementId,
    monthYear: monthYearOf(current.statement_month),
    actualFileName: fileName,
    actualUploadedOnUtc: uploadedOn.toISOString(),
    size,
  };
}
