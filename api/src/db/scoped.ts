/**
 * The request-scoped data access ("scoped database"): what a repository gets instead of the raw database.
 *
 * Built by the guard from the caller's user, organisation and current facility (Medplum's repository-per-request is
 * the model). Its base queries add the scope to every query on an owned table: facility-owned tables always carry
 * `facility_id = <current facility>`, organisation-owned tables `organisation_id = <caller's organisation>`. Every id
 * that arrives in a path, query or body is resolved through `resolve`, which answers 404 for an id the caller cannot
 * see, before anything is read or written. The raw database is reachable only through `crossFacility(operation)`,
 * naming one of the few cross-facility operations the spec gives (transfer, readmission...), each listed in
 * CROSS_FACILITY_OPERATIONS and tested.
 */
import {
  sql,
  type CompiledQuery,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type SelectQueryBuilder,
  type Transaction,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import { notFound } from '../errors';
import { changeDetails, writeAuditRow, type AuditActor, type AuditEntry } from './audit';
// The caller's reach (facilities, colleagues): one typed filter each, in ./callers.ts.
import { callersColleague, callersFacility } from './callers';
import { claimKey, storeAnswer, type IdempotencyClaim, type StoredAnswer } from './idempotency';
import type { Database } from './schema';
import type { RecordChange } from 'shared-domain/contracts/common';

/** Tables whose rows belong to one facility (they have a `facility_id` column). */
export type FacilityTable = {
  [T in keyof Database]: 'facility_id' extends keyof Database[T]
    ? T extends 'audit_log' | 'user_facilities'
      ? never
      : T
    : never;
}[keyof Database];

/** Tables whose rows belong to one organisation (people, users, roles, regions, facilities). */
export type OrganisationTable = {
  [T in keyof Database]: 'organisation_id' extends keyof Database[T] ? T : never;
}[keyof Database];

/**
 * Tables owned through a person (`resident_id`, no facility): a facility sees them only for a person it knows, so they
 * are reached after `resolve.resident(id)` or `resolve.contact(id)`.
 */
export type PersonTable =
  | 'resident_contacts'
  | 'resident_photos'
  | 'resident_religions'
  | 'resident_enquiry_sources'
  | 'resident_specialised_care'
  | 'resident_bill_payer_details'
  | 'ilu_allocation_residents';

/**
 * Tables owned through a residency: reached after `resolve.residency`/`resolve.leave`. Residency events carry the facility
 * they were recorded at, but they belong to the residency: a residency transferred here keeps its earlier events.
 */
export type ResidencyChildTable = 'leaves' | 'residency_events' | 'resident_ledger_entries';

/**
 * Rows that belong to one residency whatever facility wrote them (a lead transferred keeps its history): removed or
 * unlinked with the residency through `residency(r).deleteOwned/updateOwned` after it was resolved for this facility.
 */
export type ResidencyOwnedTable =
  | ResidencyChildTable
  | 'expected_anacc_classifications'
  | 'resident_acfi'
  | 'anacc_reassessment_requests'
  | 'resident_supplements'
  | 'resident_legal_notices'
  | 'resident_finance_effective_dates'
  | 'resident_finances'
  | 'lead_tours'
  | 'documents';

/**
 * Tables owned through an independent-living allocation that have no facility of their own, reached after
 * `resolve.allocation`: its tours and its people's places on it.
 */
export type AllocationOwnedTable = 'ilu_tours' | 'ilu_allocation_residents';

/** Child rows of the organisation's rate schedules (resident finance), with the column naming their record. */
export const SCHEDULE_CHILD_TABLES = {
  care_funding_rate_acfi_rates: 'care_funding_rate_id',
  care_funding_rate_supplements: 'care_funding_rate_id',
  care_funding_rate_base_care_tariffs: 'care_funding_rate_id',
  care_funding_rate_class_weights: 'care_funding_rate_id',
  fees_and_charges_rates: 'fees_and_charges_id',
} as const;
export type ScheduleChildTable = keyof typeof SCHEDULE_CHILD_TABLES;

/** Shared reference data (no owner): countries, religions, rates... Readable by every signed-in caller. */
export type ReferenceTable =
  | 'countries'
  | 'religions'
  | 'relationships'
  | 'enquiry_sources'
  | 'extra_services'
  | 'gst_rates'
  /** System-wide feature flags (enablePrivateResidents...): configuration every signed-in caller's rules read. */
  | 'system_feature_flags'
  /** Banner messages (the shell shows the active ones to every signed-in caller). */
  | 'banner_messages';

/**
 * The cross-facility operations the spec names, each in one place. `crossFacility(name)` is the only way to the raw
 * database from a repository; adding a name here is a reviewed decision (test/scoped-db.test.ts lists them).
 */
export const CROSS_FACILITY_OPERATIONS = {
  /** Transfer a resident to another facility of the organisation (seed 000: transfer as ActiveResidency/DepartedResidency/Lead). */
  transfer: 'moves a residency to another facility of the organisation',
  /**
   * A lead or readmission for a person the organisation already knows: the person's other residencies (in any facility
   * of the organisation) decide whether they can be an enquiry again (open enquiry, not departed).
   */
  personHistory: "reads a known person's residencies in the organisation's other facilities",
  // (Also used when a lead is deleted: whether anything in the organisation still refers to the person decides whether
  // the person goes too; the answer is a yes/no, nothing of the other facilities is returned.)
  /**
   * The record history reads the audit log (the organisation's, not a facility table) for one record the caller resolved
   * first: only rows about that record are read.
   */
  auditHistory: 'reads the audit log rows of a record resolved for the caller',
  /** Residency events submitted to Medicare are processed by the gateway outside any request. */
  medicareGateway: 'the Medicare gateway processes submissions of every facility',
  /** The mail outbox is the product's own (mail of every organisation), read by system users only. */
  systemOutbox: "reads the product's mail outbox (system users)",
} as const;
export type CrossFacilityOperation = keyof typeof CROSS_FACILITY_OPERATIONS;

export interface Access {
  userId: number;
  organisationId: number;
  /** The current facility; null on routes that are not facility-scoped. */
  facilityId: number | null;
  isOrganisationManager: boolean;
  isSystemUser: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;
type Aliased<T extends keyof Database, A extends string> = Database & { [K in A]: Database[T] };

/** The columns a facility-owned insert gets from the scope (and so must not send). */
type ScopeColumns = 'facility_id';

export class ScopedDb {
  readonly #db: Db;
  /** The same database on connections that keep generic plans (db/memo.ts `genericPlan`); absent on PGlite. */
  readonly #genericDb: Kysely<Database> | undefined;
  readonly access: Access;
  readonly resolve: Resolver;
  /** Who this scope's audit rows name. */
  readonly actor: AuditActor;
  /**
   * The records this request's ids resolved to, as the audit log names them (entity, id): shared by the request's
   * scopes (its transactions, `atFacility`), so a stale write's 409 can name who changed them last (`lastChangeOfResolved`).
   */
  #resolved: ResolvedRecords = new Map();

  /**
   * `actor` is who the audit rows name: by default the caller and the current facility (what the guard builds for a
   * request); JOB_ACTOR for work nobody asked for.
   */
  constructor(db: Db, access: Access, genericDb?: Kysely<Database>, actor?: AuditActor) {
    this.#db = db;
    this.#genericDb = genericDb;
    this.access = access;
    this.resolve = new Resolver(this);
    this.actor = actor ?? { userId: access.userId, facilityId: access.facilityId };
  }

  /** The current facility; throws when the route is not facility-scoped (a declaration error, not a user error). */
  get facilityId(): number {
    if (this.access.facilityId === null) throw new Error('This route is not facility-scoped: no current facility.');
    return this.access.facilityId;
  }

  get organisationId(): number {
    return this.access.organisationId;
  }

  get userId(): number {
    return this.access.userId;
  }

  /**
   * Runs a statement compiled from this scope's queries (db/memo.ts: a memoised read); `genericPlan` on the connections
   * that keep one plan per statement, unless inside a transaction (which has its own connection).
   */
  executeCompiled<R>(compiled: CompiledQuery<R>, genericPlan = false): Promise<QueryResult<R>> {
    if (genericPlan && this.#genericDb && !this.#db.isTransaction) return this.#genericDb.executeQuery(compiled);
    return this.#db.executeQuery(compiled);
  }

  /**
   * The same caller's access at a facility resolved for them (`resolve.facility`): a system route (customer care) that
   * acts on one facility named in its path works through it exactly as a facility-scoped route does.
   */
  atFacility(facility: { facilityId: number }): ScopedDb {
    const scoped = new ScopedDb(this.#db, { ...this.access, facilityId: facility.facilityId }, this.#genericDb, this.actor);
    scoped.#writes = this.#writes;
    scoped.#resolved = this.#resolved;
    return scoped;
  }

  /**
   * Runs `fn` in one transaction, with the same scope. Nested calls reuse the transaction. A transaction that wrote
   * must also have written its audit row (see the audit block below), or it rolls back.
   */
  async transaction<T>(fn: (scoped: ScopedDb) => Promise<T>): Promise<T> {
    if (this.#db.isTransaction) return fn(this);
    return this.#db.transaction().execute(async (trx) => {
      const writes = new WriteTracker();
      const scoped = new ScopedDb(trx.withPlugin(writes), this.access, undefined, this.actor);
      scoped.#writes = writes;
      scoped.#resolved = this.#resolved;
      const result = await fn(scoped);
      writes.assertAudited();
      return result;
    });
  }

  /**
   * Runs `fn` so that a failure undoes its own writes only: in a transaction of its own at the top level (`transaction`),
   * under a savepoint inside a transaction already open (an idempotent request's, src/http/idempotency.ts), so that
   * the caller can still record the failure in that transaction. What the transaction's watcher saw of the undone
   * writes is forgotten with them.
   */
  async attempt<T>(fn: (scoped: ScopedDb) => Promise<T>): Promise<T> {
    if (!this.#db.isTransaction) return this.transaction(fn);
    const seen = this.#writes?.snapshot();
    await sql`savepoint attempt`.execute(this.#db);
    let result: T;
    try {
      result = await fn(this);
    } catch (err) {
      // A lost connection cannot roll back either: the original error is the one to report.
      await sql`rollback to savepoint attempt`.execute(this.#db).catch(() => undefined);
      if (seen) this.#writes?.restore(seen);
      throw err;
    }
    await sql`release savepoint attempt`.execute(this.#db);
    return result;
  }

  /** A facility-owned table, already narrowed to the current facility: `selectFrom('residencies', 'r')`. */
  selectFrom<T extends FacilityTable, A extends string = T>(table: T, alias?: A): SelectQueryBuilder<Aliased<T, A>, A, object> {
    const name = alias ?? table;
    const qb = this.#raw().selectFrom(sql.raw(`${table} as ${quoteIdent(name)}`) as never) as unknown as SelectQueryBuilder<
      Aliased<T, A>,
      A,
      object
    >;
    return qb.where(sql.ref(`${name}.facility_id`), '=', this.facilityId);
  }

  /**
   * The residency this facility sees for a person, as a top-1 query to select from (alias `here`): the latest admitted one
   * here, else the latest lead. The one rule of `resolve.resident`, also used where a read resolves the person in its own
   * statement (the resident record, the account's page and balance).
   */
  residencyHere(residentId: number) {
    return this.selectFrom('residencies', 'here')
      .where('here.resident_id', '=', residentId)
      .orderBy(sql`(here.admission_date_utc is not null)`, 'desc')
      .orderBy('here.created_on_utc', 'desc')
      .orderBy('here.id', 'desc')
      .limit(1);
  }

  /**
   * The person's lead in this facility, as a top-1 query to select from (alias `lead`): the latest lead residency, an
   * open one before an archived one. The one rule of "the lead a leads path names" (the leads area, the funding
   * estimate); no row when the person has no lead here.
   */
  leadHere(residentId: number) {
    return this.selectFrom('residencies', 'lead')
      .where('lead.resident_id', '=', residentId)
      .where('lead.is_lead', '=', true)
      .orderBy('lead.is_archived', 'asc')
      .orderBy('lead.id', 'desc')
      .limit(1);
  }

  /** An organisation-owned table narrowed to the caller's organisation: `selectFromOrganisation('residents', 'p')`. */
  selectFromOrganisation<T extends OrganisationTable, A extends string = T>(
    table: T,
    alias?: A,
  ): SelectQueryBuilder<Aliased<T, A>, A, object> {
    const name = alias ?? table;
    const qb = this.#raw().selectFrom(sql.raw(`${table} as ${quoteIdent(name)}`) as never) as unknown as SelectQueryBuilder<
      Aliased<T, A>,
      A,
      object
    >;
    return qb.where(sql.ref(`${name}.organisation_id`), '=', this.organisationId);
  }

  /** The caller's own organisation row (organisations has no organisation_id: it is the organisation). */
  selectOwnOrganisation<A extends string = 'organisations'>(
    alias?: A,
  ): SelectQueryBuilder<Aliased<'organisations', A>, A, object> {
    const name = alias ?? 'organisations';
    const qb = this.#raw().selectFrom(sql.raw(`organisations as ${quoteIdent(name)}`) as never) as unknown as SelectQueryBuilder<
      Aliased<'organisations', A>,
      A,
      object
    >;
    return qb.where(sql.ref(`${name}.id`), '=', this.organisationId);
  }

  /** Reference data shared by everyone (countries, rates...). */
  selectFromReference<T extends ReferenceTable, A extends string = T>(
    table: T,
    alias?: A,
  ): SelectQueryBuilder<Aliased<T, A>, A, object> {
    const name = alias ?? table;
    return this.#raw().selectFrom(sql.raw(`${table} as ${quoteIdent(name)}`) as never) as unknown as SelectQueryBuilder<
      Aliased<T, A>,
      A,
      object
    >;
  }

  /**
   * A person-owned table for a person this facility knows: the id must come from `resolve.resident` (or contact), which
   * already answered 404 for anyone else.
   */
  selectFromPerson<T extends PersonTable, A extends string = T>(
    table: T,
    person: ResolvedResident,
    alias?: A,
  ): SelectQueryBuilder<Aliased<T, A>, A, object> {
    const name = alias ?? table;
    const qb = this.#raw().selectFrom(sql.raw(`${table} as ${quoteIdent(name)}`) as never) as unknown as SelectQueryBuilder<
      Aliased<T, A>,
      A,
      object
    >;
    return qb.where(sql.ref(`${name}.resident_id`), '=', person.residentId);
  }

  /** Rows of a residency-owned table (leaves) of a residency resolved for this facility. */
  selectFromResidency<T extends ResidencyChildTable, A extends string = T>(
    table: T,
    residency: { residencyId: number },
    alias?: A,
  ): SelectQueryBuilder<Aliased<T, A>, A, object> {
    const name = alias ?? table;
    const qb = this.#raw().selectFrom(sql.raw(`${table} as ${quoteIdent(name)}`) as never) as unknown as SelectQueryBuilder<
      Aliased<T, A>,
      A,
      object
    >;
    return qb.where(sql.ref(`${name}.residency_id`), '=', residency.residencyId);
  }

  /** Inserts into a facility-owned table; `facility_id` comes from the scope. */
  insertInto<T extends FacilityTable>(
    table: T,
    values: Omit<Insertable<Database[T]>, ScopeColumns> | Array<Omit<Insertable<Database[T]>, ScopeColumns>>,
  ): InsertQueryBuilder<Database, T, InsertResult> {
    const rows = (Array.isArray(values) ? values : [values]).map((v) => ({ ...v, facility_id: this.facilityId }));
    return this.#raw()
      .insertInto(table)
      .values(rows as never);
  }

  /** Updates rows of a facility-owned table, narrowed to the current facility. */
  updateTable<T extends FacilityTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
    const qb = this.#raw().updateTable(table) as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>;
    return qb.where(sql.ref(`${table}.facility_id`), '=', this.facilityId);
  }

  /** Deletes rows of a facility-owned table, narrowed to the current facility. */
  deleteFrom<T extends FacilityTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
    const qb = this.#raw().deleteFrom(table) as unknown as DeleteQueryBuilder<Database, T, DeleteResult>;
    return qb.where(sql.ref(`${table}.facility_id`), '=', this.facilityId);
  }

  /** Writes to a person-owned table (contacts, photo, links) of a person resolved for this facility. */
  person(person: ResolvedResident) {
    const db = this.#raw();
    const id = person.residentId;
    return {
      insertInto: <T extends PersonTable>(
        table: T,
        values: Omit<Insertable<Database[T]>, 'resident_id'> | Array<Omit<Insertable<Database[T]>, 'resident_id'>>,
      ) =>
        db.insertInto(table).values((Array.isArray(values) ? values : [values]).map((v) => ({ ...v, resident_id: id })) as never),
      updateTable: <T extends PersonTable>(table: T) =>
        (db.updateTable(table) as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>).where(
          sql.ref(`${table}.resident_id`),
          '=',
          id,
        ),
      deleteFrom: <T extends PersonTable>(table: T) =>
        (db.deleteFrom(table) as unknown as DeleteQueryBuilder<Database, T, DeleteResult>).where(
          sql.ref(`${table}.resident_id`),
          '=',
          id,
        ),
      /** The person's own row (residents), narrowed to this person and the organisation. */
      updateResident: () => db.updateTable('residents').where('id', '=', id).where('organisation_id', '=', this.organisationId),
      /** Deletes the person's own row (a deleted lead nothing else refers to: checked by the caller). */
      deleteResident: () => db.deleteFrom('residents').where('id', '=', id).where('organisation_id', '=', this.organisationId),
      /**
       * Relationship links of one of this person's contacts (resident_contact_relationships has no resident_id: it is
       * narrowed through the contact, so another person's contact id deletes nothing).
       */
      deleteContactRelationships: (contactId: number) =>
        db
          .deleteFrom('resident_contact_relationships')
          .where('contact_id', '=', contactId)
          .where('contact_id', 'in', db.selectFrom('resident_contacts').select('id').where('resident_id', '=', id)),
      /** Links one of this person's contacts to relationships (reference data); nothing for another person's contact. */
      insertContactRelationships: (contactId: number, relationshipIds: number[]) =>
        db
          .insertInto('resident_contact_relationships')
          .columns(['contact_id', 'relationship_id'])
          .expression((eb) =>
            eb
              .selectFrom('resident_contacts as c')
              .innerJoin('relationships as rel', (j) => j.on('rel.id', 'in', relationshipIds))
              .select(['c.id', 'rel.id as relationship_id'])
              .where('c.id', '=', contactId)
              .where('c.resident_id', '=', id),
          ),
    };
  }

  /** Writes to a residency-owned table (leaves) of a residency resolved for this facility. */
  residency(residency: { residencyId: number }) {
    const db = this.#raw();
    const id = residency.residencyId;
    return {
      insertInto: <T extends ResidencyChildTable>(table: T, values: Omit<Insertable<Database[T]>, 'residency_id'>) =>
        db.insertInto(table).values({ ...values, residency_id: id } as never),
      updateTable: <T extends ResidencyChildTable>(table: T) =>
        (db.updateTable(table) as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>).where(
          sql.ref(`${table}.residency_id`),
          '=',
          id,
        ),
      /** Deletes the residency's own rows of a table (ResidencyOwnedTable), whatever facility wrote them. */
      deleteOwned: <T extends ResidencyOwnedTable>(table: T) =>
        (db.deleteFrom(table) as unknown as DeleteQueryBuilder<Database, T, DeleteResult>).where(
          sql.ref(`${table}.residency_id`),
          '=',
          id,
        ),
      /** Updates the residency's own rows of a table (e.g. unlinks its documents). */
      updateOwned: <T extends ResidencyOwnedTable>(table: T) =>
        (db.updateTable(table) as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>).where(
          sql.ref(`${table}.residency_id`),
          '=',
          id,
        ),
    };
  }

  /**
   * Writes to a table owned through an independent-living allocation (AllocationOwnedTable) of an allocation resolved for
   * this facility (`resolve.allocation`).
   */
  allocation(allocation: { allocationId: number }) {
    const db = this.#raw();
    const id = allocation.allocationId;
    return {
      /** Deletes the allocation's own rows of a table (an enquiry deleted takes its tours and places with it). */
      deleteOwned: <T extends AllocationOwnedTable>(table: T) =>
        (db.deleteFrom(table) as unknown as DeleteQueryBuilder<Database, T, DeleteResult>).where(
          sql.ref(`${table}.independent_living_allocation_id`),
          '=',
          id,
        ),
    };
  }

  /** Writes to organisation-owned tables (people, users, roles), narrowed to the caller's organisation. */
  organisation() {
    const db = this.#raw();
    const org = this.organisationId;
    return {
      insertInto: <T extends OrganisationTable>(table: T, values: Omit<Insertable<Database[T]>, 'organisation_id'>) =>
        db.insertInto(table).values({ ...values, organisation_id: org } as never),
      updateTable: <T extends OrganisationTable>(table: T) =>
        (db.updateTable(table) as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>).where(
          sql.ref(`${table}.organisation_id`),
          '=',
          org,
        ),
      /**
       * An enquiry source typed in an enquiry form, added for this organisation (enquiry_sources is reference data: its
       * organisation's own rows are marked `added_by_organisation_id`, read by that organisation's users only).
       */
      insertEnquirySource: (name: string) =>
        db.insertInto('enquiry_sources').values({ name, added_by_organisation_id: org }).returning('id'),
      /**
       * Replaces the facility links of a user of this organisation (one `resolve.user` returned, or just inserted here):
       * user_facilities has no organisation_id, so it is reached through the user. The facility ids must be resolved too.
       */
      replaceUserFacilities: async (user: { userId: number }, facilityIds: readonly number[]) => {
        await db.deleteFrom('user_facilities').where('user_id', '=', user.userId).execute();
        if (facilityIds.length)
          await db
            .insertInto('user_facilities')
            .values(facilityIds.map((facility_id) => ({ user_id: user.userId, facility_id })))
            .execute();
      },
      /** Replaces the permissions of a role of this organisation (one `resolve.role` returned, or just inserted here). */
      replaceRolePermissions: async (
        role: { roleId: number },
        entries: ReadonlyArray<Omit<Insertable<Database['role_permissions']>, 'role_id'>>,
      ) => {
        await db.deleteFrom('role_permissions').where('role_id', '=', role.roleId).execute();
        if (entries.length)
          await db
            .insertInto('role_permissions')
            .values(entries.map((e) => ({ ...e, role_id: role.roleId })))
            .execute();
      },
      /**
       * Replaces the rows of a rate schedule record of this organisation (care funding rate, fees and charges: one the
       * caller resolved through `selectFromOrganisation`, or just inserted here): the child tables have no
       * organisation_id, so they are reached through the record.
       */
      replaceScheduleRows: async <T extends ScheduleChildTable>(
        table: T,
        parentId: number,
        rows: ReadonlyArray<Omit<Insertable<Database[T]>, (typeof SCHEDULE_CHILD_TABLES)[T]>>,
      ) => {
        const parent = SCHEDULE_CHILD_TABLES[table];
        await (db.deleteFrom(table) as unknown as DeleteQueryBuilder<Database, T, DeleteResult>)
          .where(sql.ref(`${table}.${parent}`), '=', parentId)
          .execute();
        if (rows.length)
          await db
            .insertInto(table)
            .values(rows.map((r) => ({ ...r, [parent]: parentId })) as never)
            .execute();
      },
    };
  }

  // ======================================================================================== audit (begin)
  // The write path writes the audit row: every transaction of a scope watches its own statements (WriteTracker) and
  // refuses to commit one that inserted, updated or deleted rows without writing an audit row, unless it said why it
  // needs none (`unaudited`). Services describe the row (`audited`, `audit`, `auditChanges`); the scope supplies who
  // (`actor`), the facility and the transaction.

  /** The watcher of this scope's transaction (null outside a transaction, or on a transaction the scope did not open). */
  #writes: WriteTracker | null = null;

  /**
   * Runs `write` in the scope's transaction (or the one already open) and writes its audit row in the same transaction:
   * `record` is the row, or a function of the write's result (the id of a record just inserted, its snapshot after).
   * A write that throws writes no row (the transaction rolls back).
   */
  async audited<T>(record: AuditRecord | ((result: T) => AuditRecord), write: (t: ScopedDb) => Promise<T>): Promise<T> {
    return this.transaction(async (t) => {
      const result = await write(t);
      await t.#writeAudit(typeof record === 'function' ? record(result) : record);
      return result;
    });
  }

  /** Writes an audit row in the current transaction (the write's own): action, entity and id, and the details if given. */
  async audit(action: string, entity: string, entityId: string | number | null, details?: unknown): Promise<void> {
    await this.#writeAudit({ action, entity, entityId, details });
  }

  /**
   * Writes the audit row of a change in the current transaction: `details.changes` holds the fields that differ between
   * the snapshots (`before` null for a record created; `{}` after for one deleted), read by the record history, plus
   * the `extra` details, if given.
   */
  async auditChanges(
    action: string,
    entity: string,
    entityId: string | number,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
    extra?: Record<string, unknown>,
  ): Promise<void> {
    await this.#writeAudit({ action, entity, entityId, before, after, extra });
  }

  /**
   * Says why this transaction's writes need no audit row (they record no act of a user: a counter, a job's bookkeeping,
   * a record of a failure). Only inside a transaction.
   */
  unaudited(reason: string): void {
    if (!this.#writes) throw new Error(`unaudited (${reason}) is only meaningful inside the scope's transaction.`);
    this.#writes.exempt = reason;
  }

  async #writeAudit(record: AuditRecord): Promise<void> {
    if (!this.#db.isTransaction)
      throw new Error(`The audit row of ${record.action} is written in its write's transaction: call it inside transaction().`);
    const entry: AuditEntry =
      'after' in record
        ? {
            action: record.action,
            entity: record.entity,
            entityId: record.entityId,
            details: changeDetails(record.before, record.after, record.extra),
          }
        : record;
    await writeAuditRow(this.#db, this.actor, entry);
  }
  // ======================================================================================== audit (end)

  /** Notes records an id of this request resolved to (the Resolver calls it), as the audit log names them. */
  noteResolved(keys: ReadonlyArray<readonly [entity: string, id: number]>): void {
    for (const [entity, id] of keys) {
      const ids = this.#resolved.get(entity) ?? new Set<string>();
      ids.add(String(id));
      this.#resolved.set(entity, ids);
    }
  }

  /**
   * Who last changed any of these records, and when: the newest audit row about one of them that names a user (of the
   * current facility's rows when the scope has one). `records` are (entity, id) as the audit log names them, of records
   * resolved for the caller: the audit log is read through the named operation 'auditHistory'.
   */
  async lastChangeOf(records: ReadonlyArray<readonly [entity: string, id: number | string]>): Promise<RecordChange | null> {
    if (!records.length) return null;
    let qb = this.crossFacility('auditHistory')
      .selectFrom('audit_log as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['u.first_name as firstName', 'u.last_name as lastName', 'a.at'])
      .where('u.organisation_id', '=', this.organisationId)
      .where((eb) =>
        eb.or(records.map(([entity, id]) => eb.and([eb('a.entity', '=', entity), eb('a.entity_id', '=', String(id))]))),
      );
    if (this.access.facilityId !== null) qb = qb.where('a.facility_id', '=', this.access.facilityId);
    const row = await qb.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(1).executeTakeFirst();
    return row ? { name: `${row.firstName} ${row.lastName}`.trim(), atUtc: new Date(row.at).toISOString() } : null;
  }

  /** Who last changed a record this request's ids resolved to: what a stale write's 409 names (http/errors.ts). */
  lastChangeOfResolved(): Promise<RecordChange | null> {
    return this.lastChangeOf([...this.#resolved].flatMap(([entity, ids]) => [...ids].map((id) => [entity, id] as const)));
  }

  // ================================================================================== idempotency (begin)
  // The caller's idempotency keys (src/http/idempotency.ts, docs/decisions.md 68): claimed and answered in the write's
  // own transaction, so that the key, the effect and the answer are committed together or not at all.

  /**
   * Claims an idempotency key of the caller in this transaction: null when this request is the key's to carry out, else
   * the answer stored with it (waits while another transaction holds the key). Only inside a transaction.
   */
  async claimIdempotencyKey(claim: IdempotencyClaim): Promise<StoredAnswer | null> {
    if (!this.#db.isTransaction) throw new Error("An idempotency key is claimed in its write's transaction.");
    return claimKey(this.#db, this.userId, claim);
  }

  /** Stores the answer of the request that claimed `key`, in the same transaction. */
  async storeIdempotentAnswer(key: string, answer: { status: number; body: string }): Promise<void> {
    if (!this.#db.isTransaction) throw new Error("An idempotent answer is stored in its write's transaction.");
    await storeAnswer(this.#db, this.userId, key, answer);
  }
  // ==================================================================================== idempotency (end)

  /**
   * The raw database for one of the named cross-facility operations (CROSS_FACILITY_OPERATIONS). Everything else goes
   * through the scoped queries above.
   */
  crossFacility(operation: CrossFacilityOperation): Db {
    if (!(operation in CROSS_FACILITY_OPERATIONS)) throw new Error(`Unknown cross-facility operation ${String(operation)}`);
    return this.#raw();
  }

  /** Runs a raw SQL fragment (e.g. an advisory lock) that reads no table. */
  execute<R>(query: ReturnType<typeof sql<R>>) {
    return query.execute(this.#raw());
  }

  #raw(): Db {
    return this.#db;
  }
}

/** Entity -> ids (as the audit log's text ids). */
type ResolvedRecords = Map<string, Set<string>>;

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Invalid alias ${name}`);
  return name;
}

// ========================================================================================== audit (begin)
/** An audit row to write: a plain row (details as given) or a change (details.changes between before and after). */
export type AuditRecord =
  | AuditEntry
  | {
      action: string;
      entity: string;
      entityId: string | number;
      before: Record<string, unknown> | null;
      after: Record<string, unknown>;
      extra?: Record<string, unknown>;
    };

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

type TableNodeLike = { table?: { identifier?: { name?: string } } };

/** The table an insert writes into (null when it is not a plain table). */
function insertTable(node: OperationNode): string | null {
  if (node.kind !== 'InsertQueryNode') return null;
  const into = (node as { into?: TableNodeLike }).into;
  return into?.table?.identifier?.name ?? null;
}

/** The table an update writes (null when it is not a plain table: an alias, several tables). */
function updateTable(node: OperationNode): string | null {
  if (node.kind !== 'UpdateQueryNode') return null;
  const table = (node as { table?: TableNodeLike & { kind?: string } }).table;
  return table?.kind === 'TableNode' ? (table.table?.identifier?.name ?? null) : null;
}

/**
 * The platform's bookkeeping written beside a write, which is no act of a user and needs no audit row of its own: an
 * idempotency key and its answer (claimed before the write, answered after it, in its transaction).
 */
const BOOKKEEPING_TABLES = new Set(['idempotency_keys']);

/** The statements a query writes: itself, and the data-modifying statements of its WITH clause. */
function writesOf(node: OperationNode): OperationNode[] {
  const found = WRITE_NODES.has(node.kind) ? [node] : [];
  const ctes = (node as { with?: { expressions?: ReadonlyArray<{ expression: OperationNode }> } }).with?.expressions ?? [];
  return [...found, ...ctes.flatMap((c) => writesOf(c.expression))];
}

/**
 * Watches the statements of one transaction (a Kysely plugin that changes nothing): whether it wrote rows, and whether
 * it wrote an audit row. Raw SQL text (`execute(sql...)`) is not seen: the scope's writes are built queries.
 */
class WriteTracker implements KyselyPlugin {
  wrote: string | null = null;
  audited = false;
  exempt: string | null = null;

  transformQuery(args: PluginTransformQueryArgs) {
    for (const write of writesOf(args.node)) {
      if (insertTable(write) === 'audit_log') this.audited = true;
      else if (!BOOKKEEPING_TABLES.has(insertTable(write) ?? updateTable(write) ?? ''))
        this.wrote ??= insertTable(write) ?? write.kind;
    }
    return args.node;
  }

  /** What it saw so far (`restore` forgets what came after: writes undone by a rollback to a savepoint). */
  snapshot(): { wrote: string | null; audited: boolean; exempt: string | null } {
    return { wrote: this.wrote, audited: this.audited, exempt: this.exempt };
  }

  restore(seen: { wrote: string | null; audited: boolean; exempt: string | null }): void {
    this.wrote = seen.wrote;
    this.audited = seen.audited;
    this.exempt = seen.exempt;
  }

  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }

  assertAudited(): void {
    if (this.wrote && !this.audited && !this.exempt)
      throw new Error(
        `A transaction wrote (${this.wrote}) without its audit row: describe the row with audited/audit/auditChanges, or say why none is needed with unaudited.`,
      );
  }
}
// ============================================================================================ audit (end)

export interface ResolvedResident {
  residentId: number;
  /** The residency this facility sees for the person (the latest admitted one here, else the latest lead). */
  residencyId: number;
  isLead: boolean;
  version: number;
}

/**
 * Every id that arrives in a request is resolved here: an id of a record the caller cannot see answers 404 (nothing is
 * read or written). Each method returns the minimal identity the repositories then work with.
 */
export class Resolver {
  readonly #s: ScopedDb;
  constructor(scoped: ScopedDb) {
    this.#s = scoped;
  }

  /** The row found (404 without one), noted as resolved under the audit log's names of it (`keys`). */
  #found<T>(row: T | undefined, keys: (row: T) => ReadonlyArray<readonly [string, number]>): T {
    const found = orNotFound(row);
    this.#s.noteResolved(keys(found));
    return found;
  }

  /** A person (resident or lead) with a residency in the current facility; `lock` takes the residency's row lock. */
  async resident(residentId: number, options: { lock?: boolean } = {}): Promise<ResolvedResident> {
    let qb = this.#s
      .residencyHere(residentId)
      .innerJoin('residents as p', 'p.id', 'here.resident_id')
      .select(['here.id as residencyId', 'here.resident_id as residentId', 'here.is_lead as isLead', 'p.version as version']);
    if (options.lock) qb = qb.forUpdate();
    return this.#found(await qb.executeTakeFirst(), (r) => [
      ['resident', r.residentId],
      ['residency', r.residencyId],
    ]);
  }

  /** A residency of the current facility. */
  async residency(residencyId: number): Promise<{ residencyId: number; residentId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('residencies', 'r')
        .select(['r.id as residencyId', 'r.resident_id as residentId'])
        .where('r.id', '=', residencyId)
        .executeTakeFirst(),
      (r) => [
        ['residency', r.residencyId],
        ['resident', r.residentId],
      ],
    );
  }

  /** An accommodation type (room or unit type) of the current facility. */
  async accommodationType(typeId: number): Promise<{ accommodationTypeId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('accommodation_types', 't')
        .select('t.id as accommodationTypeId')
        .where('t.id', '=', typeId)
        .executeTakeFirst(),
      (r) => [['accommodationType', r.accommodationTypeId]],
    );
  }

  /** An out-of-service period of a bed of the current facility. */
  async outOfServicePeriod(periodId: number): Promise<{ periodId: number; bedId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('bed_out_of_service_periods', 'p')
        .select(['p.id as periodId', 'p.bed_id as bedId'])
        .where('p.id', '=', periodId)
        .executeTakeFirst(),
      (r) => [['bed', r.bedId]],
    );
  }

  async bed(bedId: number): Promise<{ bedId: number; accommodationId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('beds', 'b')
        .select(['b.id as bedId', 'b.accommodation_id as accommodationId'])
        .where('b.id', '=', bedId)
        .executeTakeFirst(),
      (r) => [
        ['bed', r.bedId],
        ['accommodation', r.accommodationId],
      ],
    );
  }

  /**
   * An independent-living allocation (an enquiry, then the residents' allocation of a unit) of the current facility,
   * optionally locked for the write that follows (its version is checked under the lock). `isAdmitted`: its people were
   * admitted (an occupied date): an allocation of residents, no longer an enquiry of leads.
   */
  async allocation(
    allocationId: number,
    options: { lock?: boolean } = {},
  ): Promise<{ allocationId: number; version: number; isAdmitted: boolean }> {
    let qb = this.#s
      .selectFrom('independent_living_allocations', 'ila')
      .select(['ila.id as allocationId', 'ila.version', sql<boolean>`ila.occupied_date is not null`.as('isAdmitted')])
      .where('ila.id', '=', allocationId);
    if (options.lock) qb = qb.forUpdate();
    return this.#found(await qb.executeTakeFirst(), (r) => [['allocation', r.allocationId]]);
  }

  /**
   * A sundry charge of the current facility, optionally locked for the write that follows (its version and its posted
   * state are checked under the lock: two saves or two posts of one charge at once go one after the other).
   */
  async sundryCharge(
    sundryChargeId: number,
    options: { lock?: boolean } = {},
  ): Promise<{ sundryChargeId: number; version: number; isPosted: boolean }> {
    let qb = this.#s
      .selectFrom('sundry_charges', 'sc')
      .select(['sc.id as sundryChargeId', 'sc.version', sql<boolean>`sc.posted_on_utc is not null`.as('isPosted')])
      .where('sc.id', '=', sundryChargeId);
    if (options.lock) qb = qb.forUpdate();
    return this.#found(await qb.executeTakeFirst(), (r) => [['sundryCharge', r.sundryChargeId]]);
  }

  /** A room or unit (accommodation). */
  async room(accommodationId: number): Promise<{ accommodationId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('accommodations', 'a')
        .select('a.id as accommodationId')
        .where('a.id', '=', accommodationId)
        .executeTakeFirst(),
      (r) => [['accommodation', r.accommodationId]],
    );
  }

  async location(locationId: number): Promise<{ locationId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('facility_locations', 'l')
        .select('l.id as locationId')
        .where('l.id', '=', locationId)
        .executeTakeFirst(),
      (r) => [['facilityLocation', r.locationId]],
    );
  }

  async note(noteId: number): Promise<{ noteId: number; residentId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('resident_notes', 'n')
        .select(['n.id as noteId', 'n.resident_id as residentId'])
        .where('n.id', '=', noteId)
        .executeTakeFirst(),
      (r) => [['resident', r.residentId]],
    );
  }

  async document(documentId: number): Promise<{ documentId: number; residentId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('documents', 'd')
        .select(['d.id as documentId', 'd.resident_id as residentId'])
        .where('d.id', '=', documentId)
        .where('d.deleted_at', 'is', null)
        .executeTakeFirst(),
      (r) => [['resident', r.residentId]],
    );
  }

  /**
   * A tour of a lead of the current facility. Through the lead (residency), not the tour's own facility_id: a lead
   * transferred here keeps the tour booked at its earlier facility.
   */
  async tour(tourId: number): Promise<{ tourId: number; residencyId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('residencies', 'r')
        .innerJoin('lead_tours as t', 't.residency_id', 'r.id')
        .select(['t.id as tourId', 't.residency_id as residencyId'])
        .where('t.id', '=', tourId)
        .executeTakeFirst(),
      (r) => [
        ['tour', r.tourId],
        ['residency', r.residencyId],
      ],
    );
  }

  /**
   * An event of a residency of the current facility. Through the residency, not the event's own facility_id: a
   * residency transferred here keeps the events recorded at its earlier facility (the edit rules then refuse them).
   */
  async event(eventId: number): Promise<{ eventId: number; residencyId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('residencies', 'r')
        .innerJoin('residency_events as e', 'e.residency_id', 'r.id')
        .select(['e.id as eventId', 'e.residency_id as residencyId'])
        .where('e.id', '=', eventId)
        .executeTakeFirst(),
      (r) => [['residency', r.residencyId]],
    );
  }

  /** An AN-ACC reassessment request of the current facility. */
  async reassessment(requestId: number): Promise<{ reassessmentId: number; residencyId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('anacc_reassessment_requests', 'q')
        .select(['q.id as reassessmentId', 'q.residency_id as residencyId'])
        .where('q.id', '=', requestId)
        .executeTakeFirst(),
      (r) => [['residency', r.residencyId]],
    );
  }

  /** A supplement entry (oxygen, enteral feeding) of the current facility. */
  async supplement(supplementId: number): Promise<{ supplementId: number; residencyId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('resident_supplements', 'x')
        .select(['x.id as supplementId', 'x.residency_id as residencyId'])
        .where('x.id', '=', supplementId)
        .executeTakeFirst(),
      (r) => [['residency', r.residencyId]],
    );
  }

  /** A leave of a residency of the current facility. */
  async leave(leaveId: number): Promise<{ leaveId: number; residencyId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('residencies', 'r')
        .innerJoin('leaves as l', 'l.residency_id', 'r.id')
        .select(['l.id as leaveId', 'l.residency_id as residencyId'])
        .where('l.id', '=', leaveId)
        .executeTakeFirst(),
      (r) => [['residency', r.residencyId]],
    );
  }

  /** A contact of a person the current facility knows. */
  async contact(contactId: number): Promise<{ contactId: number; residentId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('residencies', 'r')
        .innerJoin('resident_contacts as c', 'c.resident_id', 'r.resident_id')
        .select(['c.id as contactId', 'c.resident_id as residentId'])
        .where('c.id', '=', contactId)
        .limit(1)
        .executeTakeFirst(),
      (r) => [['resident', r.residentId]],
    );
  }

  /** A Medicare statement (one facility's month) of a facility the caller may use. */
  async statement(statementId: number): Promise<{ statementId: number; facilityId: number }> {
    const row = await this.#s
      .selectFromOrganisation('facilities', 'f')
      .innerJoin('medicare_statements as st', 'st.facility_id', 'f.id')
      .select(['st.id as statementId', 'st.facility_id as facilityId'])
      .where('st.id', '=', statementId)
      .executeTakeFirst();
    if (row) await this.facility(row.facilityId);
    return this.#found(row, (r) => [['medicareStatement', r.statementId]]);
  }

  /** A GL account mapping of the current facility. */
  async glAccount(glAccountId: number): Promise<{ glAccountId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('gl_account_mappings', 'g')
        .select('g.id as glAccountId')
        .where('g.id', '=', glAccountId)
        .executeTakeFirst(),
      (r) => [['glAccount', r.glAccountId]],
    );
  }

  /** An optional service of the current facility. */
  async optionalService(optionalServiceId: number): Promise<{ optionalServiceId: number }> {
    return this.#found(
      await this.#s
        .selectFrom('optional_services', 'o')
        .select('o.id as optionalServiceId')
        .where('o.id', '=', optionalServiceId)
        .executeTakeFirst(),
      (r) => [['optionalService', r.optionalServiceId]],
    );
  }

  /** A facility the caller may use (one of theirs; every facility of the organisation for organisation managers). */
  async facility(facilityId: number): Promise<{ facilityId: number }> {
    const s = this.#s;
    const qb = s
      .selectFromOrganisation('facilities', 'f')
      .select('f.id as facilityId')
      .where('f.id', '=', facilityId)
      .where((eb) => callersFacility(s.access, eb.ref('f.id')));
    return orNotFound(await qb.executeTakeFirst());
  }

  /**
   * A user of the organisation the caller may manage: organisation managers every one, others only users who share one
   * of the caller's facilities (a facility manager sees their own staff, not the organisation's system users).
   */
  async user(userId: number, options: { lock?: boolean } = {}): Promise<{ userId: number; version: number }> {
    const s = this.#s;
    let qb = s
      .selectFromOrganisation('users', 'u')
      .select(['u.id as userId', 'u.version'])
      .where('u.id', '=', userId)
      .where((eb) => callersColleague(s.access, eb.ref('u.id')));
    if (options.lock) qb = qb.forUpdate();
    return this.#found(await qb.executeTakeFirst(), (r) => [['user', r.userId]]);
  }

  /** A role of the caller's organisation. */
  async role(roleId: number, options: { lock?: boolean } = {}): Promise<{ roleId: number; version: number }> {
    let qb = this.#s.selectFromOrganisation('roles', 'r').select(['r.id as roleId', 'r.version']).where('r.id', '=', roleId);
    if (options.lock) qb = qb.forUpdate();
    return this.#found(await qb.executeTakeFirst(), (r) => [['role', r.roleId]]);
  }
}

function orNotFound<T>(row: T | undefined): T {
  if (row === undefined) throw notFound();
  return row;
}
