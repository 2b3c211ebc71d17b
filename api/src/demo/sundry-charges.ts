/**
 * Demo data of sundry charges, for every aged-care facility, after the rest of the demo (the residents and the GL
 * mapping's sundry accounts are the earlier parts'): six charges over the last two months, raised and posted through the
 * billing module's own save and post (the same rules, figures and account entries as a user's), by the organisation
 * manager. Each is charged to one of the facility's sundry accounts (Hairdressing, Podiatry, Newspapers, Dry cleaning):
 * - posted: hairdressing for three residents (GST lines), podiatry for two (gst-inclusive: the amounts include GST),
 *   and newspapers split evenly between three residents ($100.00: $33.34, $33.33, $33.33);
 * - drafts: hairdressing for two residents, newspapers for one (GST free), dry cleaning split evenly between three.
 * Deterministic (the residents are picked by their place in the current residents' list) and inserted after everything
 * else, so no earlier id moves; Bayside's charges are ids 1-6 (the route examples name them: billing/sundry/routes.ts).
 */
import type { Transaction } from 'kysely';
import type { SaveSundryChargeBody } from 'shared-domain/contracts/billing';
import { addDays } from 'shared-domain/dates';
import type { Database } from '../db/schema';
import { ScopedDb } from '../db/scoped';
import { currentResidents } from '../modules/billing/sundry/repository';
import { post, save } from '../modules/billing/sundry/service';

export interface SundryDemoOptions {
  today: string;
  organisationId: number;
  /** The aged-care facilities. */
  facilityIds: readonly number[];
  /** Who raises and posts the charges (the organisation manager). */
  userId: number;
}

type Line = SaveSundryChargeBody['residents'][number];

export async function seedSundryChargesDemo(trx: Transaction<Database>, options: SundryDemoOptions): Promise<void> {
  for (const facilityId of options.facilityIds) {
    const s = new ScopedDb(trx, {
      userId: options.userId,
      organisationId: options.organisationId,
      facilityId,
      isOrganisationManager: true,
      isSystemUser: false,
    });
    const people = await currentResidents(s);
    if (people.length < 12) continue;
    const accounts = new Map(
      (
        await s
          .selectFrom('gl_account_mappings', 'g')
          .select(['g.id', 'g.mapping_type'])
          .where('g.mapping_group', '=', 'SundryCharges')
          .execute()
      ).map((a) => [a.mapping_type, a.id]),
    );
    const account = (name: string) => accounts.get(name) ?? null;
    const resident = (i: number) => people[i].residencyId;
    const line = (i: number, amount: string | null, gstType: Line['gstType'] = 'GST', description?: string): Line => ({
      residencyId: resident(i),
      gstType,
      amount,
      description: description ?? null,
    });
    const day = (days: number) => addDays(options.today, -days);
    const charges: Array<{ body: Omit<SaveSundryChargeBody, 'id'>; posted: boolean }> = [
      {
        posted: true,
        body: {
          description: 'Hairdressing',
          invoiceDateUtc: day(52),
          gstInclusive: false,
          splitBillEvenly: false,
          sundryAccountId: account('Hairdressing'),
          residents: [line(1, '45.00', 'GST', 'Cut and blow-dry'), line(2, '65.00', 'GST', 'Colour'), line(3, '30.00')],
        },
      },
      {
        posted: true,
        body: {
          description: 'Podiatry',
          invoiceDateUtc: day(38),
          gstInclusive: true,
          splitBillEvenly: false,
          sundryAccountId: account('Podiatry'),
          residents: [line(4, '77.00', 'GST', 'Nail care'), line(5, '55.00', 'GST')],
        },
      },
      {
        posted: true,
        body: {
          description: 'Newspapers',
          invoiceDateUtc: day(24),
          gstInclusive: false,
          splitBillEvenly: true,
          total: '100.00',
          sundryAccountId: account('Newspapers'),
          residents: [line(6, null), line(7, null), line(8, null)],
        },
      },
      {
        posted: false,
        body: {
          description: 'Hairdressing',
          invoiceDateUtc: day(6),
          gstInclusive: false,
          splitBillEvenly: false,
          sundryAccountId: account('Hairdressing'),
          residents: [line(9, '45.00'), line(10, '22.50', 'GST', 'Fringe trim')],
        },
      },
      {
        posted: false,
        body: {
          description: 'Newspapers',
          invoiceDateUtc: day(4),
          gstInclusive: false,
          splitBillEvenly: false,
          sundryAccountId: account('Newspapers'),
          residents: [line(11, '38.40', 'Free', 'The Age, four weeks')],
        },
      },
      {
        posted: false,
        body: {
          description: 'Dry cleaning',
          invoiceDateUtc: day(2),
          gstInclusive: false,
          splitBillEvenly: true,
          total: '40.00',
          sundryAccountId: account('Dry cleaning'),
          residents: [line(1, null), line(5, null), line(9, null)],
        },
      },
    ];
    for (const c of charges) {
      const saved = await save(s, { id: 0, ...c.body }, options.today);
      if (c.posted) await post(s, { id: saved.id, version: saved.version });
    }
  }
}
