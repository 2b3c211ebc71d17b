/**
 * The resident details editor (PUT residents, seed 000 §5): the shared record rules, the reference and contact checks,
 * and one transaction for the person, contacts, links and bill payer details (409 when the resident's version is stale).
 */
import type { BillPayerType } from 'shared-domain/enums';
import { normaliseCcEmails } from 'shared-domain/validation';
import { DEBTOR_ID_EXISTS } from 'shared-domain/messages';
import { applyBillPayerChange, validateResidentRecord, type BillPayerDetailWithDrawdowns } from 'shared-domain/resident-record';
import type { BillPayerDetail, Contact, ResidentDetail } from 'shared-domain/contracts/resident-responses';
import type { ContactBody, ResidentUpdateBody } from 'shared-domain/contracts/residents';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict } from '../../../http/errors';
import { clearDrawdowns } from '../../finance/index';
import * as repo from '../record/repository';
import { blankToNull, detail, loadRecord } from '../record/service';
import * as edit from './repository';
import { visibleEnquirySourceIds } from '../../reference-data/index';

type BillPayerBody = NonNullable<ResidentUpdateBody['billPayerDetail']>;
/** Bill payer details of the request as the shared rules read them (unset invoicing flags are off). */
function toBillPayer(b: BillPayerBody | null | undefined): BillPayerDetail | null {
  return b ? { isInvoiceEmail: false, isInvoicePost: false, ...b } : null;
}

/** A contact of the request as the shared rules read it. */
function toContact(c: ContactBody | null | undefined): Contact | null {
  if (!c) return null;
  return {
    ...c,
    id: c.id ?? undefined,
    billPayerDetail: toBillPayer(c.billPayerDetail),
    relationships: (c.relationships ?? []).map((r) => ({ id: r.id, name: r.name ?? '' })),
  };
}

function contactValues(c: Contact) {
  return {
    title: blankToNull(c.title),
    first_name: c.firstName.trim(),
    last_name: c.lastName.trim(),
    phone_number: blankToNull(c.phoneNumber),
    phone_number_alternate: blankToNull(c.phoneNumberAlternate),
    contact_notes: blankToNull(c.contactNotes),
    email: blankToNull(c.email),
    street1: blankToNull(c.street1),
    street2: blankToNull(c.street2),
    suburb: blankToNull(c.suburb),
    state: blankToNull(c.state),
    post_code: blankToNull(c.postCode),
    country_id: c.countryId ?? null,
  };
}

async function checkReference(
  s: ScopedDb,
  table: Parameters<typeof edit.countReference>[1],
  ids: number[],
  field: string,
  message: string,
  errors: Record<string, string[]>,
) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  // Enquiry sources: the shared list and the organisation's own (another organisation's typed sources are unknown here).
  const found =
    table === 'enquiry_sources' ? (await visibleEnquirySourceIds(s, unique)).length : await edit.countReference(s, table, unique);
  if (found !== unique.length) (errors[field] ??= []).push(message);
}

/** The person's own fields the record history shows (field name -> column), before and after an edit. */
const HISTORY_FIELDS = {
  title: 'title',
  firstName: 'first_name',
  lastName: 'last_name',
  preferredName: 'preferred_name',
  sex: 'sex',
  dateOfBirth: 'date_of_birth',
  email: 'email',
  street1: 'street1',
  street2: 'street2',
  suburb: 'suburb',
  state: 'state',
  postCode: 'post_code',
  countryId: 'country_id',
  medicareNumber: 'medicare_number',
  medicareExpiryYear: 'medicare_expiry_year',
  medicareMemberNumber: 'medicare_member_number',
  careRecipientId: 'care_recipient_id',
  residentialCareId: 'residential_care_id',
  debtor: 'debtor',
  billPayerType: 'bill_payer_type',
} as const;

function historySnapshot(row: { [C in (typeof HISTORY_FIELDS)[keyof typeof HISTORY_FIELDS]]?: unknown }): Record<
  string,
  unknown
> {
  return Object.fromEntries(Object.entries(HISTORY_FIELDS).map(([field, column]) => [field, row[column] ?? null]));
}

/** PUT residents: the details editor (409 when the resident's version is stale). */
export async function update(s: ScopedDb, body: ResidentUpdateBody): Promise<ResidentDetail> {
  const { person, row: current } = await loadRecord(s, body.id);
  const billPayerType: BillPayerType = body.billPayerType ?? 'Resident';
  const contacts = { primaryContact: toContact(body.primaryContact), secondaryContact: toContact(body.secondaryContact) };
  const otherContacts = (body.otherContacts ?? []).map((c) => toContact(c)!);
  const record = {
    ...body,
    ...contacts,
    otherContacts,
    billPayerDetail: toBillPayer(body.billPayerDetail),
    isLead: current.is_lead,
    billPayerType,
  };
  const errors = validateResidentRecord(record);
  const allContacts = [contacts.primaryContact, contacts.secondaryContact, ...otherContacts].filter((c): c is Contact => !!c);
  await checkReference(
    s,
    'enquiry_sources',
    (body.enquirySources ?? []).map((e) => e.id),
    'enquirySources',
    'Unknown enquiry source.',
    errors,
  );
  await checkReference(
    s,
    'religions',
    (body.religions ?? []).map((e) => e.id),
    'religions',
    'Unknown religion.',
    errors,
  );
  await checkReference(
    s,
    'countries',
    [body.countryId, ...allContacts.map((c) => c.countryId)].filter((x): x is number => typeof x === 'number'),
    'countryId',
    'Unknown country.',
    errors,
  );
  await checkReference(
    s,
    'relationships',
    allContacts.flatMap((c) => (c.relationships ?? []).map((r) => r.id)),
    'relationships',
    'Unknown relationship.',
    errors,
  );
  const debtor = blankToNull(body.debtor);
  if (debtor && (await edit.debtorTaken(s, debtor, current.id))) (errors.debtor ??= []).push(DEBTOR_ID_EXISTS);
  // Contact ids sent back must be ones the facility can see (404 otherwise), and this resident's (400 otherwise).
  const sentIds = allContacts.map((c) => c.id).filter((x): x is number => typeof x === 'number');
  for (const id of new Set(sentIds)) await s.resolve.contact(id);
  if (sentIds.length && (await edit.countOwnContacts(s, person, sentIds)) !== new Set(sentIds).size)
    (errors.contacts ??= []).push('Unknown contact.');
  if (Object.keys(errors).length) throw new ModelStateError(errors);

  // Server-side bill payer rule: a change of payer clears drawdowns and unticks invoicing without an email/address.
  const incoming: BillPayerDetailWithDrawdowns = { isInvoiceEmail: false, isInvoicePost: false, ...(body.billPayerDetail ?? {}) };
  const detailIn = applyBillPayerChange(current.bill_payer_type, billPayerType, incoming, record);
  const cc = normaliseCcEmails(detailIn.ccEmail).value || null;

  const values = {
    title: blankToNull(body.title),
    first_name: body.firstName.trim(),
    last_name: body.lastName.trim(),
    preferred_name: blankToNull(body.preferredName),
    sex: body.sex ?? null,
    date_of_birth: body.dateOfBirth ?? null,
    email: blankToNull(body.email),
    street1: blankToNull(body.street1),
    street2: blankToNull(body.street2),
    suburb: blankToNull(body.suburb),
    state: blankToNull(body.state),
    post_code: blankToNull(body.postCode),
    country_id: body.countryId ?? null,
    medicare_number: blankToNull(body.medicareNumber),
    medicare_expiry_year: body.medicareExpiryYear ?? null,
    medicare_member_number: blankToNull(body.medicareMemberNumber),
    care_recipient_id: blankToNull(body.careRecipientId),
    residential_care_id: blankToNull(body.residentialCareId),
    debtor,
    bill_payer_type: billPayerType,
  };
  await s
    .transaction(async (t) => {
      const saved = await repo.updateResident(t, person, body.version, values);
      if (!saved) throw conflict();
      await edit.setPreEntryLeaveDate(t, current.residency_id, body.preEntryLeaveDateUtc ?? null);

      // Contacts: update the ones sent back by id, insert new ones, remove the rest. Kinds are cleared first.
      const keep: number[] = [];
      const save = async (c: Contact, kind: 'Primary' | 'Secondary' | 'Other', position: number) => {
        let id = c.id;
        if (id) await repo.updateContact(t, person, id, { ...contactValues(c), kind, position });
        else id = await repo.insertContact(t, person, { ...contactValues(c), kind, position });
        keep.push(id);
        await repo.replaceContactRelationships(t, person, id, [...new Set((c.relationships ?? []).map((r) => r.id))]);
      };
      await repo.resetContactKinds(t, person);
      if (contacts.primaryContact) await save(contacts.primaryContact, 'Primary', 0);
      if (contacts.secondaryContact) await save(contacts.secondaryContact, 'Secondary', 0);
      for (let i = 0; i < otherContacts.length; i++) await save(otherContacts[i], 'Other', i);
      await repo.deleteOtherContacts(t, person, keep);

      await edit.replaceEnquirySources(t, person, [...new Set((body.enquirySources ?? []).map((e) => e.id))]);
      await edit.replaceReligions(t, person, [...new Set((body.religions ?? []).map((e) => e.id))]);
      await edit.replaceSpecialisedCare(t, person, [...new Set(body.specialisedCareIds ?? [])]);
      await edit.saveBillPayerDetails(t, person, {
        cc_email: cc,
        is_invoice_email: !!detailIn.isInvoiceEmail,
        is_invoice_post: !!detailIn.isInvoicePost,
        payment_method: blankToNull(detailIn.paymentMethod),
        account_name: blankToNull(detailIn.accountName),
        bank_name: blankToNull(detailIn.bankName),
        bsb: blankToNull(detailIn.bsb),
        account_number: blankToNull(detailIn.accountNumber),
        is_drawdown_dap: !!detailIn.isDrawdownDap,
        is_drawdown_fees: !!detailIn.isDrawdownFees,
        is_drawdown_extra_services: !!detailIn.isDrawdownExtraServices,
      });
      if (current.bill_payer_type !== billPayerType) await clearDrawdowns(t, { residencyId: current.residency_id });
      await t.auditChanges('update', 'resident', current.id, historySnapshot(current), historySnapshot(values), {
        residencyId: current.residency_id,
        billPayerType,
      });
    })
    .catch((err: { code?: string; constraint?: string }) => {
      if (err?.code === '23505' && String(err.constraint ?? '').includes('debtor'))
        throw ModelStateError.field('debtor', DEBTOR_ID_EXISTS);
      throw err;
    });
  return detail(s, current.id);
}
