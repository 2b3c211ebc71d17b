import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * The residency a facility sees for a resident (person): the latest admitted one in that facility, else the latest
 * lead/enquiry. Narrows a select over `residencies as <alias>` to that one row (use with `$call`); no row => 404.
 * Used by the resident record, the resident funding actions and documents, so they all choose the same residency.
 */
export function residencySeenByFacility(alias: string, residentId: number, facilityId: number) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return <QB extends SelectQueryBuilder<any, any, any>>(qb: QB): QB =>
    qb
      .where(col('resident_id'), '=', residentId)
      .where(col('facility_id'), '=', facilityId)
      .orderBy(sql`(${col('admission_date_utc')} is not null)`, 'desc')
      .orderBy(col('created_on_utc'), 'desc')
      .orderBy(col('id'), 'desc')
      .limit(1) as QB;
}
