import type { Insertable, Transaction } from 'kysely';
import { addDays } from 'shared-domain/dates';
import { dapOn } from 'shared-domain/finance/dap';
import type { ResidentFinanceEffectiveDates } from '../../db/database.generated';
import type { Database } from '../../db/schema';
import type { FinanceDemoOptions } from './index';
import { demoMpirRates } from './rates';

const MPIR = demoMpirRates();

type Entry = Insertable<ResidentFinanceEffectiveDates>;
type Level = 'Supported' | 'Unsupported' | 'Unknown';

/**
 * Basic daily care fee changes (reference data basic_daily_fee, figures seen in the stored sources; the 20 Mar 2025
 * figure is unconfirmed and left out, never invented).
 */
const BASIC_DAILY_FEE = [
  { from: '2023-09-20', value: '60.86' },
  { from: '2024-03-20', value: '61.96' },
  { from: '2024-09-20', value: '63.57' },
  { from: '2025-09-20', value: '65.55' },
] as const;
const ROOM_PRICES = ['350000.00', '420000.00', '480000.00', '550000.00', '650000.00'] as const;
const DACS = ['12.50', '25.34', '38.90', '47.16', '58.22', '63.01'] as const;
const MTCFS = ['18.40', '27.65', '33.10', '41.85', '52.20'] as const;
const ACT_2025 = '2025-11-01';

const earliest = (a: string, b: string) => (a < b ? a : b);

/**
 * Finance demo data (fees): for the current permanent residents of the aged-care facilities, deterministic by their
 * order, the accommodation class from the admission date, support level history (Supported residents with a DAC, some
 * the zero DAC the support level rule adds, some paying a RAC), agreed room prices with a full RAD, a DAP, part RAD part
 * DAP or RAD instalments (for the Unsupported residents and for those whose means are not assessed (Unknown), who pay
 * the room price they agreed like an unsupported resident), basic daily care fees, means-tested care fees with a change, the Act 2025 hotelling and non-clinical care
 * contributions for residents entering from 1 Nov 2025, drawdown flags. Showcases (README demo table): the first Act
 * 2025 unsupported resident of each facility pays the RAD in three instalments (retention shows); the first earlier
 * unsupported resident admitted in a quarter whose MPIR is loaded is on a DAP, entered as agreed at entry (the other
 * residents with part of their price unpaid are charged the DAP calculated on it; where no MPIR covers their price date
 * the fees tab and the fee run flag them); the longest-standing resident of Bayside Gardens keeps a pre-2014 bond (its
 * accommodation payment: no room price, DAC or RAC besides it, and Unsupported, as a bond payer is); Act 2025
 * residents pay the non-clinical care contribution at the daily cap or below (the lifetime cap and the four-year
 * limit cannot be near yet: the contribution started on 1 Nov 2025; the worked examples cover them). Resident 1's finance record stays at version 1 (the API's example).
 */
export async function seedFeesDemo(trx: Transaction<Database>, options: FinanceDemoOptions): Promise<void> {
  const { today } = options;
  const ageCare = options.facilities.filter((f) => f.type === 'AgeCare').map((f) => f.id);
  if (!ageCare.length) return;
  const residencies = await trx
    .selectFrom('residencies')
    .select(['id', 'resident_id', 'facility_id', 'admission_date_utc', 'support_level'])
    .where('facility_id', 'in', ageCare)
    .where('is_lead', '=', false)
    .where('care_type', '=', 'Permanent')
    .where('admission_date_utc', 'is not', null)
    .where('departure_date_utc', 'is', null)
    .orderBy('facility_id')
    .orderBy('id')
    .execute();

  // A pre-2014 bond: the longest-standing resident of Bayside Gardens entered care before 1 July 2014 (at another
  // service) at low care and continues at Bond level. Chosen first: the bond is that resident's accommodation payment.
  const bond = residencies
    .filter((r) => r.facility_id === 1 && r.resident_id !== 1)
    .sort((a, b) => a.admission_date_utc!.localeCompare(b.admission_date_utc!))[0];

  const entries: Entry[] = [];
  const shown = new Set<string>();
  for (const [i, r] of residencies.entries()) {
    const admitted = r.admission_date_utc!;
    const f = r.facility_id;
    const act = admitted >= ACT_2025;
    const add = (type: Entry['effective_date_type'], date: string, value: string | null, level: Level | null = null) => {
      if (date <= today)
        entries.push({
          residency_id: r.id,
          facility_id: f,
          effective_date_type: type,
          effective_from_date: date,
          value,
          support_level: level,
        });
    };
    const paysBond = r.id === bond?.id;
    let level = r.support_level as Level;
    if (paysBond && level !== 'Unsupported') {
      level = 'Unsupported';
      await trx.updateTable('residencies').set({ support_level: level }).where('id', '=', r.id).execute();
    }
    // Showcases: one RAD-by-instalments resident (Act 2025) and one DAP resident per facility.
    const instalments = act && !paysBond && !shown.has(`rad${f}`) && admitted <= addDays(today, -45);
    // The DAP showcase is entered with the DAP agreed at entry, so it needs the MPIR of its admission date (loaded only
    // for the confirmed quarters): the first earlier unsupported resident admitted in such a quarter.
    const dapAtEntry = dapOn(
      {
        entries: [{ type: 'AgreedRoomPrice', date: admitted, value: ROOM_PRICES[i % ROOM_PRICES.length] }],
        mpirRates: MPIR,
        refundedFromLumpSum: '0',
        drawdowns: [],
      },
      admitted,
    );
    const dapShowcase =
      !act && !instalments && !paysBond && !shown.has(`dap${f}`) && level === 'Unsupported' && dapAtEntry.kind === 'calculated';
    if (instalments) {
      shown.add(`rad${f}`);
      level = 'Unsupported';
      await trx.updateTable('residencies').set({ support_level: level }).where('id', '=', r.id).execute();
    }
    if (dapShowcase) shown.add(`dap${f}`);

    await trx
      .updateTable('residencies')
      .set({ accommodation_class: admitted < '2014-07-01' ? 'Pre01Jul2014' : act ? 'Post01Nov2025' : 'Post01Jul2014' })
      .where('id', '=', r.id)
      .where('accommodation_class', 'is', null)
      .execute();

    // Support level with history: every third resident was Unknown until the assessment a month after entry.
    if (i % 3 === 0 && level !== 'Unknown' && addDays(admitted, 30) <= today) {
      add('SupportLevel', admitted, null, 'Unknown');
      add('SupportLevel', addDays(admitted, 30), null, level);
    } else add('SupportLevel', admitted, null, level);
    const levelDate = i % 3 === 0 && level !== 'Unknown' && addDays(admitted, 30) <= today ? addDays(admitted, 30) : admitted;

    if (paysBond) {
      // The bond (after the loop) is the accommodation payment: nothing else is agreed for the room.
    } else if (level === 'Supported') {
      // Some supported residents keep the zero DAC the support level rule adds; the others have their DAC.
      add('DailyAccommodationContribution', levelDate, i % 4 === 1 ? '0.00' : DACS[i % DACS.length]);
      if (i % 4 === 2) add('RacPaid', earliest(addDays(levelDate, 21), today), '40000.00');
    } else {
      // Unsupported, or means not assessed (Unknown): the resident pays the room price agreed at entry, by RAD, DAP or both.
      const price = ROOM_PRICES[i % ROOM_PRICES.length];
      add('AgreedRoomPrice', admitted, price);
      // The DAP resident's agreement records the DAP at entry: price x MPIR of the entry date / 365 (finance/dap).
      if (dapShowcase && dapAtEntry.kind === 'calculated')
        add('DailyAccommodationPayment', admitted, dapAtEntry.value.toFixed(2));
      if (instalments) {
        add('RadPaid', addDays(admitted, 7), '150000.00');
        add('RadPaid', addDays(admitted, 35), '100000.00');
        add('RadPaid', earliest(addDays(admitted, 120), today), '75000.00');
      } else if (!dapShowcase && i % 3 !== 1) {
        // A full RAD within the six months allowed (a DAP is payable meanwhile), or part RAD part DAP.
        add('RadPaid', earliest(addDays(admitted, 28), today), i % 3 === 0 ? price : '200000.00');
      }
    }
    if (act) {
      add('HotellingContributionFee', admitted, i % 2 === 0 ? '22.15' : '14.80');
      add('NonClinicalCareContributionFee', admitted, i % 2 === 0 ? '105.30' : '48.60');
    } else if (i % 2 === 0) {
      add('MeansTestCareFee', admitted, MTCFS[i % MTCFS.length]);
      add('MeansTestCareFee', addDays(admitted, 182), MTCFS[(i + 1) % MTCFS.length]);
    }
    // The basic daily care fee: the rate in force at entry, then each change.
    const known = BASIC_DAILY_FEE.filter((b) => b.from > admitted);
    const atEntry = [...BASIC_DAILY_FEE].reverse().find((b) => b.from <= admitted);
    if (atEntry) add('BasicDailyCareFee', admitted, atEntry.value);
    for (const b of known) add('BasicDailyCareFee', b.from, b.value);

    // Drawdown flags: every fifth resident paying a deposit draws the DAC and the basic daily fee from it.
    if (r.resident_id !== 1 && i % 5 === 2 && level !== 'Supported' && !paysBond) {
      await trx
        .insertInto('resident_finances')
        .values({ residency_id: r.id, facility_id: f, drawdown_dac: true, drawdown_bdf: true })
        .onConflict((oc) => oc.column('residency_id').doUpdateSet({ drawdown_dac: true, drawdown_bdf: true }))
        .execute();
    }
  }

  if (bond) {
    const pre2014 = {
      contribution_class: 'Pre1Jul2014' as const,
      pre2014_care: true,
      pre2014_care_level: 'Low' as const,
      pre2014_continue_care: true,
      pre2014_accommodation_cost: '32.85',
      pre2014_bond_amount: '285000.00',
      pre2014_bond_interest_rate: '4.50',
    };
    await trx
      .insertInto('resident_finances')
      .values({ residency_id: bond.id, facility_id: 1, ...pre2014 })
      .onConflict((oc) => oc.column('residency_id').doUpdateSet(pre2014))
      .execute();
    await trx.updateTable('residencies').set({ accommodation_class: 'Pre01Jul2014' }).where('id', '=', bond.id).execute();
    entries.push({
      residency_id: bond.id,
      facility_id: 1,
      effective_date_type: 'Pre2014MonthlyAmountFee',
      effective_from_date: bond.admission_date_utc!,
      value: '1187.50',
      support_level: null,
    });
  }

  for (let k = 0; k < entries.length; k += 500) {
    await trx
      .insertInto('resident_finance_effective_dates')
      .values(entries.slice(k, k + 500))
      .execute();
  }
}
