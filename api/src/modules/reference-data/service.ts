import { melbourneToday } from 'shared-domain/dates';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import * as repo from './repository';

export async function gstRate(ctx: AppContext<Database>) {
  const row = await repo.gstRate(ctx.db, melbourneToday());
  if (!row) throw notFound('No GST rate is configured.');
  return row;
}
export const relationships = (ctx: AppContext<Database>) => repo.relationships(ctx.db);
export const countries = (ctx: AppContext<Database>) => repo.countries(ctx.db);
export const religions = (ctx: AppContext<Database>) => repo.religions(ctx.db);
export const enquirySources = (ctx: AppContext<Database>) => repo.enquirySources(ctx.db);
export const acfiRates = (ctx: AppContext<Database>) => repo.acfiRates(ctx.db);
export const extraServices = (ctx: AppContext<Database>) => repo.extraServices(ctx.db);
