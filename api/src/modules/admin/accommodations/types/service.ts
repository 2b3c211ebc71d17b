/**
 * Accommodation types (seed 002 §3, §5): price required and not zero; the maximum occupancy (number of beds) cannot
 * change while residents are in rooms of the type; a change of price or price setting appends a price history row;
 * when the number of beds changes, every room of the type gets its beds reconciled (rooms/service reconcileRoomBeds).
 */
import {
  ACCOMMODATION_MESSAGES as M,
  occupancyChangeBlocked,
  priceChanged,
  priceSettingDescription,
  validateAccommodationType,
} from 'shared-domain/accommodations';
import type { AccommodationType, SaveAccommodationTypeBody } from 'shared-domain/contracts/admin-accommodations';
import { melbourneToday } from 'shared-domain/dates';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError, conflict } from '../../../../http/errors';
import { reconcileRoomBeds } from '../rooms/service';
import * as repo from './repository';

type FacilityType = 'AgeCare' | 'IndependentLiving';

function snapshot(t: { name: string; number_beds: number; price: string | null; price_setting: number; features: string[] }) {
  return {
    name: t.name,
    numberBeds: t.number_beds,
    price: t.price,
    priceSetting: priceSettingDescription(t.price_setting),
    features: t.features.join(', '),
  };
}

function mapType(t: repo.TypeRow, history: Awaited<ReturnType<typeof repo.priceHistories>>): AccommodationType {
  return {
    id: t.id,
    name: t.name,
    numberBeds: t.number_beds,
    price: t.price,
    priceSetting: t.price_setting,
    priceSettingDescription: priceSettingDescription(t.price_setting),
    isIluFacility: t.is_ilu,
    features: t.features,
    accommodationTypePriceHistories: history
      .filter((h) => h.accommodation_type_id === t.id)
      .map((h) => ({
        price: h.price,
        priceSetting: h.price_setting,
        priceSettingDescription: priceSettingDescription(h.price_setting),
        effectiveDate: h.effective_date,
      })),
    residentsAssigned: t.residents_assigned,
    version: t.version,
  };
}

export async function listTypes(s: ScopedDb): Promise<AccommodationType[]> {
  const types = await repo.listTypes(s);
  const history = await repo.priceHistories(
    s,
    types.map((t) => t.id),
  );
  return types.map((t) => mapType(t, history));
}

async function getType(s: ScopedDb, typeId: number): Promise<AccommodationType> {
  return mapType(await repo.findType(s, typeId), await repo.priceHistories(s, [typeId]));
}

const cleanFeatures = (features: string[] | undefined) => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const f of features ?? []) {
    const name = f.trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  }
  return out;
};

/** POST accommodations/types: creates (no id) or edits the type. */
export async function saveType(
  s: ScopedDb,
  facilityType: FacilityType,
  body: SaveAccommodationTypeBody,
): Promise<AccommodationType> {
  const name = body.name.trim();
  const price = String(body.price).trim();
  const errors = validateAccommodationType({ name, numberBeds: body.numberBeds, price, priceSetting: body.priceSetting });
  if (Object.keys(errors).length) throw new ModelStateError(errors);
  const id = body.id ?? null;
  if (id !== null) await s.resolve.accommodationType(id);
  const features = cleanFeatures(body.features);
  const values: repo.TypeValues = { name, number_beds: body.numberBeds, price, price_setting: body.priceSetting, features };
  const today = melbourneToday();
  const typeId = await s.transaction(async (t) => {
    if (await repo.typeNameTaken(t, name, id)) throw ModelStateError.field('name', M.nameExists);
    await repo.addFeatureNames(t, 'type', features);
    if (id === null) {
      const newId = await repo.insertType(t, { ...values, is_ilu: facilityType === 'IndependentLiving' });
      await repo.insertPriceHistory(t, { typeId: newId, price, priceSetting: body.priceSetting, effectiveDate: today });
      await t.auditChanges('create', 'accommodationType', newId, null, snapshot(values));
      return newId;
    }
    await repo.lockType(t, id);
    const before = await repo.findType(t, id);
    if (body.version === undefined || before.version !== body.version) throw conflict();
    if (occupancyChangeBlocked(before.number_beds, body.numberBeds, before.residents_assigned)) {
      throw ModelStateError.field('numberBeds', M.occupancyLocked);
    }
    if (!(await repo.updateType(t, id, body.version, values))) throw conflict();
    if (priceChanged({ price: before.price, priceSetting: before.price_setting }, { price, priceSetting: body.priceSetting })) {
      await repo.insertPriceHistory(t, { typeId: id, price, priceSetting: body.priceSetting, effectiveDate: today });
    }
    if (before.number_beds !== body.numberBeds && !before.is_ilu) {
      for (const roomId of await repo.roomsOfType(t, id)) await reconcileRoomBeds(t, roomId, body.numberBeds);
    }
    await t.auditChanges('edit', 'accommodationType', id, snapshot(before), snapshot(values));
    return id;
  });
  return getType(s, typeId);
}

export const typeFeatures = (s: ScopedDb) => repo.featureNames(s, 'type');
export const roomFeatures = (s: ScopedDb) => repo.featureNames(s, 'room');
