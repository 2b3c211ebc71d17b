/**
 * What the statements need of the Medicare gateway: the month's payment statement as Services Australia publishes it,
 * and the two events of a claim month (FinaliseClaim when the claim is finalised, AccommodationBalance when the
 * month's balances are uploaded).
 *
 * TEMPORARY ADAPTER. The gateway's interface (integrations/medicare/gateway.ts) is growing these very methods in
 * parallel work: `fetchPaymentStatement(db, facilityId, statementMonth)` and `submit` taking a `claimMonth` for the
 * FinaliseClaim and AccommodationBalance request types. Until they are there, the statements call them through this
 * narrow interface; once they are, `statementGatewayOf` returns `getMedicareGateway(ctx)` itself and this file keeps
 * only the interface (or goes). Tests put their own gateway in with `setStatementGateway`.
 */
import type { ScopedDb } from '../../../db/scoped';
import { getMedicareGateway } from '../../../integrations/medicare/gateway';

/** The request types of a claim month's events. */
export type ClaimMonthRequestType = 'FinaliseClaim' | 'AccommodationBalance';

export interface ClaimMonthEvent {
  facilityId: number;
  residencyId: null;
  residentId: null;
  requestType: ClaimMonthRequestType;
  /** The claim month's first day ('YYYY-MM-DD'). */
  claimMonth: string;
  payload: Record<string, unknown>;
  createdByUserId: number | null;
}

export interface StatementGateway {
  /** The month's payment statement file (Services Australia's XML), or null when none is published yet. */
  fetchPaymentStatement(db: ScopedDb, facilityId: number, statementMonth: string): Promise<{ xml: string } | null>;
  /** Stores the event (BeingProcessed) in the caller's transaction; returns its id and unique event id. */
  submit(db: ScopedDb, input: ClaimMonthEvent): Promise<{ id: number; uniqueEventId: string }>;
}

/** Medicare's unavailability as the screens show it (the seed's Medicare events message). */
export const MEDICARE_NOT_RESPONDING = 'Unable to update events. Medicare is currently not responding.';

/**
 * The gateway's payment statement (the simulator publishes an ended month on demand; null while it is not published).
 * Events of a claim month go through the gateway (the claim month in the row and in the payload the simulator checks).
 */
function untilTheGatewayHasThem(ctx: object): StatementGateway {
  return {
    async fetchPaymentStatement(db, facilityId, statementMonth) {
      const fetched = await getMedicareGateway(ctx).fetchPaymentStatement(db, facilityId, statementMonth);
      return fetched.ok ? { xml: fetched.xml } : null;
    },
    submit(db, input) {
      return getMedicareGateway(ctx).submit(db, { ...input, payload: { ...input.payload, claimMonth: input.claimMonth } });
    },
  };
}

const gateways = new WeakMap<object, StatementGateway>();

/** The statements' gateway of an app context. */
export function statementGatewayOf(ctx: object): StatementGateway {
  return gateways.get(ctx) ?? untilTheGatewayHasThem(ctx);
}

/** Tests: a gateway of their own (a statement to fetch, events recorded). */
export function setStatementGateway(ctx: object, gateway: StatementGateway): void {
  gateways.set(ctx, gateway);
}
