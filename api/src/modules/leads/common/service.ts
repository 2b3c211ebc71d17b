/**
 * Rules the leads sub-features share: finding the lead a request names (every id resolved through the scoped access
 * first, so an id of another facility answers 404 before anything is read), optimistic concurrency, model-state
 * refusals.
 */
import type { FieldErrors as ModelState } from 'shared-domain/model-state';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict, notFound } from '../../../http/errors';
import * as repo from './repository';

export function refuse(ms: ModelState): void {
  if (Object.keys(ms).length) throw new ModelStateError(ms);
}
export function addError(ms: ModelState, field: string, message: string): void {
  const messages = (ms[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}
export const iso = (v: Date | string | null | undefined): string | null =>
  v instanceof Date ? v.toISOString() : v ? String(v) : null;
export const blankToNull = (v: unknown): string | null =>
  v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim();
/** PUT semantics: a field left out keeps its value; null or '' clears it. */
export const keep = <T>(v: T | undefined, current: T): T => (v === undefined ? current : v);

export function checkVersion(current: number, sent: number | undefined | null): void {
  if (sent !== undefined && sent !== null && sent !== current) throw conflict();
}

/** The person `{id}` names (a person this facility knows), then their lead here; 404 for anyone else. */
export async function leadOf(s: ScopedDb, residentId: number, opts: { lock?: boolean } = {}): Promise<repo.LeadRow> {
  const person = await s.resolve.resident(residentId);
  const lead = await repo.findLead(s, person.residentId, opts);
  if (!lead) throw notFound();
  return lead;
}

/** The residency a body names (one of this facility's), with its lead columns; 404 otherwise. */
export async function residencyOf(s: ScopedDb, residencyId: number, opts: { lock?: boolean } = {}): Promise<repo.LeadRow> {
  const residency = await s.resolve.residency(residencyId);
  const lead = await repo.findLeadByResidencyId(s, residency.residencyId, opts);
  if (!lead) throw notFound();
  return lead;
}
