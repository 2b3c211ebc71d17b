/**
 * The refusals the application raises wherever it finds them: the data layer (an id the caller cannot see), a service
 * (a rule broken, a stale version), a route guard (no permission). Each carries the status the API answers it with;
 * the HTTP layer (http/errors.ts) turns them into responses, so no layer below it imports HTTP.
 */
import type { FieldErrors as ModelState } from 'shared-domain/model-state';
import { CONFLICT_MESSAGE } from 'shared-domain/messages';

export type { ModelState };

/** Validation and business-rule refusals: 400 `{ modelState }`. */
export class ModelStateError extends Error {
  constructor(public readonly modelState: ModelState) {
    super(Object.values(modelState).flat().join(', ') || 'The request is invalid.');
  }
  static field(field: string, message: string): ModelStateError {
    return new ModelStateError({ [field]: [message] });
  }
}

/** A refusal answered with its status and a message: 401, 403, 404 (an id out of the caller's scope), 409 (stale). */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
export const unauthorized = (message = 'Authorization has been denied for this request.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action.') => new HttpError(403, message);
export const notFound = (message = 'The requested record was not found.') => new HttpError(404, message);

/**
 * A write of a stale version (the record changed since the caller read it): 409. The HTTP layer names whose change it
 * lost to, from the audit log of the records the request resolved (http/errors.ts), so no service words it.
 */
export class StaleRecordError extends HttpError {
  constructor() {
    super(409, CONFLICT_MESSAGE);
  }
}

/** 409: `conflict()` for a stale version (answered naming who changed the record), or a conflict in its own words. */
export const conflict = (message?: string): HttpError =>
  message === undefined ? new StaleRecordError() : new HttpError(409, message);
