/** What every funding action shares: the call (scope, request, gateway), the residency, the refusals. */
import type { FastifyRequest } from 'fastify';
import { FUNDING_FIELD_MESSAGES, hasErrors } from 'shared-domain/resident-funding';
import { type FieldErrors } from 'shared-domain/model-state';
import type { ResolvedResident, ScopedDb } from '../../../../db/scoped';
import { ModelStateError } from '../../../../http/errors';
import type { MedicareGateway } from '../../../../integrations/medicare/gateway';
import * as repo from './repository';

/** One call of a funding action: the request's scoped access (or its transaction's), the request (audit), the gateway. */
export interface FundingCall {
  s: ScopedDb;
  req: FastifyRequest;
  medicare: MedicareGateway;
}

export function inTransaction<T>(c: FundingCall, fn: (t: FundingCall) => Promise<T>): Promise<T> {
  return c.s.transaction((s) => fn({ ...c, s }));
}

export function refuse(errors: FieldErrors): void {
  if (hasErrors(errors)) throw new ModelStateError(errors);
}

export async function residency(s: ScopedDb, residentId: number): Promise<{ person: ResolvedResident; r: repo.ResidencyRow }> {
  const person = await s.resolve.resident(residentId);
  return { person, r: await repo.findResidency(s, person) };
}

export function requireAdmitted(r: repo.ResidencyRow, field = 'residentId'): void {
  if (r.isLead || !r.admissionDateUtc) throw ModelStateError.field(field, FUNDING_FIELD_MESSAGES.notAdmitted);
}

/** A value the shared rules accepted is one of `values` (the rules ran first, so this never throws for a request). */
export function accepted<const V extends readonly string[]>(values: V, value: string | undefined): V[number] {
  const found = values.find((v) => v === value);
  if (found === undefined) throw new Error(`A value the rules accepted is not one of ${values.join(', ')}`);
  return found;
}
