import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AdminDemoOptions } from './index';

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Prices, beds and features of the demo types by name (per room unless said per bed). */
const TYPE_SETUP: Record<string, { beds: number; price: string[]; perBed?: boolean; features: string[] }> = {
  'Single room': { beds: 1, price: ['58.20', '61.45', '64.80'], features: ['Ensuite', 'Garden view'] },
  'Shared room': { beds: 2, price: ['45.00', '48.25'], perBed: true, features: ['Shared ensuite'] },
  'Premium suite': { beds: 1, price: ['96.00', '102.50', '110.00'], features: ['Ensuite', 'Kitchenette', 'Balcony'] },
  'One bedroom unit': { beds: 1, price: ['450000.00', '475000.00'], features: ['Balcony'] },
  'Two bedroom unit': { beds: 1, price: ['610000.00', '625000.00', '640000.00'], features: ['Balcony', 'Garage'] },
  Villa: { beds: 1, price: ['780000.00', '820000.00'], features: ['Garden', 'Double garage'] },
};
const ROOM_FEATURES = ['Ensuite', 'Garden view', 'Near nurses station', 'Hoist', 'Balcony', 'Kitchenette'];

/**
 * Demo data of the administration area: accommodations. Every type gets its beds, price, price setting,
 * features and a price history of 2-3 rows; aged-care beds get past, future and one deleted out-of-service period
 * (the current ones are the flagged beds' own); Riverside Village's units get accommodation financial events so each
 * brief note shows on some unit. Bayside Gardens gets two spare rooms first, being refitted (their bed not in use yet;
 * G901, G902: the route examples' rooms, api/src/modules/admin/accommodations/examples.ts).
 */
export async function seedAccommodationsDemo(trx: Transaction<Database>, options: AdminDemoOptions): Promise<void> {
  const { today } = options;
  const ageCare = options.facilities.filter((f) => f.type === 'AgeCare').map((f) => f.id);
  const independent = options.facilities.filter((f) => f.type === 'IndependentLiving').map((f) => f.id);

  // Spare rooms of the first aged-care facility (no residents): the examples edit one and delete the other.
  if (ageCare.length) {
    const fid = ageCare[0];
    const garden = await trx
      .selectFrom('facility_locations')
      .select('id')
      .where('facility_id', '=', fid)
      .where('name', '=', 'Garden Wing')
      .executeTakeFirst();
    const single = await trx
      .selectFrom('accommodation_types')
      .select('id')
      .where('facility_id', '=', fid)
      .where('name', '=', 'Single room')
      .executeTakeFirst();
    if (garden && single) {
      for (const number of ['G901', 'G902']) {
        const room = await trx
          .insertInto('accommodations')
          .values({ facility_id: fid, facility_location_id: garden.id, accommodation_type_id: single.id, room_number: number })
          .returning('id')
          .executeTakeFirstOrThrow();
        // Being refitted: the bed is not in use yet (soft-deleted), so the facility's bed count stays as it was.
        await trx
          .insertInto('beds')
          .values({ facility_id: fid, accommodation_id: room.id, name: 'Bed', is_active: false })
          .execute();
      }
    }
  }

  // Types: beds, price, price setting, features and their price history (oldest first, a year apart).
  const typeRows = await trx.selectFrom('accommodation_types').select(['id', 'facility_id', 'name']).orderBy('id').execute();
  for (const t of typeRows) {
    const setup = TYPE_SETUP[t.name];
    if (!setup) continue;
    const priceSetting = setup.perBed ? 1 : 0;
    const prices = setup.price;
    await trx
      .updateTable('accommodation_types')
      .set({
        number_beds: setup.beds,
        price: prices[prices.length - 1],
        price_setting: priceSetting,
        features: setup.features,
        is_ilu: independent.includes(t.facility_id),
      })
      .where('id', '=', t.id)
      .execute();
    await trx
      .insertInto('accommodation_type_price_histories')
      .values(
        prices.map((price, i) => ({
          facility_id: t.facility_id,
          accommodation_type_id: t.id,
          price,
          price_setting: priceSetting,
          effective_date: addDays(today, -365 * (prices.length - 1 - i) - 30),
        })),
      )
      .execute();
  }

  // Feature lists of every facility.
  for (const f of options.facilities) {
    const typeFeatures = [
      ...new Set(typeRows.filter((t) => t.facility_id === f.id).flatMap((t) => TYPE_SETUP[t.name]?.features ?? [])),
    ];
    await trx
      .insertInto('accommodation_features')
      .values([
        ...typeFeatures.map((name) => ({ facility_id: f.id, applies_to: 'type' as const, name })),
        ...ROOM_FEATURES.map((name) => ({ facility_id: f.id, applies_to: 'room' as const, name })),
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await trx
    .updateTable('accommodations')
    .set({ features: ['Ensuite', 'Garden view'] })
    .where('room_number', 'like', 'G%')
    .where('facility_id', 'in', ageCare.length ? ageCare : [0])
    .execute();

  // Out-of-service periods of free beds: one past, one future, one deleted (covering today, so the bed stays free).
  for (const fid of ageCare) {
    const free = await trx
      .selectFrom('beds as b')
      .select('b.id')
      .where('b.facility_id', '=', fid)
      .where('b.is_out_of_service', '=', false)
      .where('b.is_active', '=', true)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('residencies as r')
              .select('r.id')
              .whereRef('r.bed_id', '=', 'b.id')
              .where('r.departure_date_utc', 'is', null),
          ),
        ),
      )
      .orderBy('b.id', 'desc')
      .limit(3)
      .execute();
    if (free.length < 3) continue;
    await trx
      .insertInto('bed_out_of_service_periods')
      .values([
        {
          facility_id: fid,
          bed_id: free[0].id,
          start_date: addDays(today, -90),
          end_date: addDays(today, -60),
          reason: 'Painting',
        },
        {
          facility_id: fid,
          bed_id: free[1].id,
          start_date: addDays(today, 14),
          end_date: addDays(today, 28),
          reason: 'New flooring',
        },
        {
          facility_id: fid,
          bed_id: free[2].id,
          start_date: addDays(today, -5),
          end_date: addDays(today, 5),
          reason: 'Planned in error',
          is_deleted: true,
        },
      ])
      .execute();
  }

  // Unit financial events: notice to vacate, balance paid, deposit paid, contract signed, one unit each.
  for (const fid of independent) {
    const units = await trx
      .selectFrom('accommodations as a')
      .leftJoin('independent_living_allocations as ila', (j) =>
        j.onRef('ila.accommodation_id', '=', 'a.id').on('ila.is_archived', '=', false),
      )
      .select(['a.id', 'a.ilu_status', 'ila.id as allocation_id'])
      .where('a.facility_id', '=', fid)
      .orderBy('a.id')
      .execute();
    const occupied = units.filter((u) => u.ilu_status === 'Occupied');
    const available = units.filter((u) => u.ilu_status === 'Available');
    const picks = [occupied[0], occupied[1], available[0], available[1]];
    const events = [
      {
        notice_to_vacate_date: addDays(today, 45),
        balance_paid_date: addDays(today, -900),
        deposit_paid_date: addDays(today, -940),
        contract_signed_date: addDays(today, -950),
      },
      {
        balance_paid_date: addDays(today, -400),
        deposit_paid_date: addDays(today, -430),
        contract_signed_date: addDays(today, -440),
      },
      { deposit_paid_date: addDays(today, -10), contract_signed_date: addDays(today, -20) },
      { contract_signed_date: addDays(today, -3) },
    ];
    for (let i = 0; i < picks.length; i++) {
      const unit = picks[i];
      if (!unit) continue;
      await trx
        .insertInto('accommodation_financial_events')
        .values({
          facility_id: fid,
          accommodation_id: unit.id,
          independent_living_allocation_id: unit.allocation_id,
          ...events[i],
        })
        .execute();
    }
  }
}
