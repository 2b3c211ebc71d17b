import { melbourneToday } from 'shared-domain/dates';
import type { ScopedDb } from '../../db/scoped';
import { notFound } from '../../http/errors';
import * as repo from './repository';

export async function gstRate(s: ScopedDb) {
  const row = await repo.gstRate(s, melbourneToday());
  if (!row) throw notFound('No GST rate is configured.');
  return row;
}
export const relationships = (s: ScopedDb) => repo.relationships(s);
export const countries = (s: ScopedDb) => repo.countries(s);
export const religions = (s: ScopedDb) => repo.religions(s);
export const enquirySources = (s: ScopedDb) => repo.enquirySources(s);
export const extraServices = (s: ScopedDb) => repo.extraServices(s);
