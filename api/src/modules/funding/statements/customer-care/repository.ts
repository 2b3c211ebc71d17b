/** SQL of the Medicare statements customer care works with (one row per facility and month). */
import type { ScopedDb } from '../../../../db/scoped';

const COLUMNS = [
  's.id',
  's.statement_month',
  's.fetched_on_utc',
  's.actual_file_name',
  's.actual_storage_key',
  's.actual_uploaded_on_utc',
  's.expected_built_on_utc',
  's.version',
] as const;

export function find(s: ScopedDb, statementId: number, opts: { lock?: boolean } = {}) {
  let qb = s.selectFrom('medicare_statements', 's').select(COLUMNS).where('s.id', '=', statementId);
  if (opts.lock) qb = qb.forUpdate();
  return qb.executeTakeFirst();
}

export async function statementXml(s: ScopedDb, statementId: number): Promise<string | null> {
  const row = await s
    .selectFrom('medicare_statements', 's')
    .select('s.statement_xml')
    .where('s.id', '=', statementId)
    .executeTakeFirst();
  return row?.statement_xml ?? null;
}

export async function saveActual(
  s: ScopedDb,
  statementId: number,
  version: number,
  values: { fileName: string; storageKey: string; contentType: string; size: number; uploadedOn: Date },
): Promise<boolean> {
  const res = await s
    .updateTable('medicare_statements')
    .set((eb) => ({
      actual_file_name: values.fileName,
      actual_storage_key: values.storageKey,
      actual_content_type: values.contentType,
      actual_size: values.size,
      actual_uploaded_on_utc: values.uploadedOn,
      actual_uploaded_by_user_id: s.userId,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', statementId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows ?? 0) === 1;
}
