import type { Insertable, Transaction } from 'kysely';
import type { ExpectedAnaccClassifications } from '../../db/database.generated';
import { addDays } from 'shared-domain/dates';
import type { Database } from '../../db/schema';
import type { FinanceDemoOptions } from './index';

const PERMANENT_CLASSES = [7, 4, 9, 2, 10, 5, 8, 11, 3, 6, 12, 13, 1] as const;
const ACFI_LEVELS = ['Nil', 'Low', 'Medium', 'High'] as const;

/**
 * Finance demo data (funding tab): for the current residents of the aged-care facilities, deterministic by their order,
 * an expected AN-ACC class (so the daily basic subsidy computes; none is replaced), the pensioner / concessional /
 * veteran supplement flags on the finance record (created or updated: the fees demo may have created it), and an ACFI
 * for residents admitted before AN-ACC started (1 Oct 2022). Every fifth resident keeps no flags and is left as it is.
 */
export async function seedFundingDemo(trx: Transaction<Database>, options: FinanceDemoOptions): Promise<void> {
  const ageCare = options.facilities.filter((f) => f.type === 'AgeCare').map((f) => f.id);
  if (!ageCare.length) return;
  const residencies = await trx
    .selectFrom('residencies')
    .select(['id', 'facility_id', 'care_type', 'admission_date_utc'])
    .where('facility_id', 'in', ageCare)
    .where('is_lead', '=', false)
    .where('admission_date_utc', 'is not', null)
    .where('departure_date_utc', 'is', null)
    .where('care_type', 'in', ['Permanent', 'Respite'])
    .orderBy('id')
    .execute();
  const withExpected = new Set(
    (
      await trx
        .selectFrom('expected_anacc_classifications')
        .select('residency_id')
        .where(
          'residency_id',
          'in',
          residencies.map((r) => r.id),
        )
        .execute()
    ).map((r) => r.residency_id),
  );
  const withAcfi = new Set(
    (await trx.selectFrom('resident_acfi').select('residency_id').distinct().execute()).map((r) => r.residency_id),
  );

  const expected: Array<Insertable<ExpectedAnaccClassifications>> = [];
  for (const [i, r] of residencies.entries()) {
    const admitted = r.admission_date_utc!;
    if (!withExpected.has(r.id) && i % 5 !== 4) {
      const anaccClass = r.care_type === 'Respite' ? 101 + (i % 3) : PERMANENT_CLASSES[i % PERMANENT_CLASSES.length];
      const assessed = addDays(admitted, 21);
      expected.push({
        residency_id: r.id,
        facility_id: r.facility_id,
        classification_date: assessed < options.today ? assessed : admitted,
        anacc_class: anaccClass,
        via_anacc_calculator: false,
      });
    }
    if (!withAcfi.has(r.id) && r.care_type === 'Permanent' && admitted < '2022-10-01') {
      await trx
        .insertInto('resident_acfi')
        .values({
          residency_id: r.id,
          facility_id: r.facility_id,
          source: 'Manual',
          submission_date_utc: addDays(admitted, 28),
          adl: ACFI_LEVELS[(i + 1) % 4],
          beh: ACFI_LEVELS[(i + 2) % 4],
          chc: ACFI_LEVELS[i % 4],
        })
        .execute();
    }
    const flags = {
      pensioner_supplement: i % 3 === 0,
      concessional_supplement: i % 4 === 1,
      veteran_supplement: i % 7 === 2,
    };
    if (!flags.pensioner_supplement && !flags.concessional_supplement && !flags.veteran_supplement) continue;
    await trx
      .insertInto('resident_finances')
      .values({ residency_id: r.id, facility_id: r.facility_id, ...flags })
      .onConflict((oc) => oc.column('residency_id').doUpdateSet(flags))
      .execute();
  }
  if (expected.length) await trx.insertInto('expected_anacc_classifications').values(expected).execute();
}
