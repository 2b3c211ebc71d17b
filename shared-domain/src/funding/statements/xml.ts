/**
 * The payment statement file (XML) Services Australia sends for a facility's month, as the LOCAL SIMULATOR writes it and
 * the product reads it. Element names follow the names seen on the Services Australia APIs (careRecipientId,
 * serviceNapsId, serviceProviderId, claimId, startDate, endDate): reference data services_australia_field_names_seen.
 * The reader is strict and small (elements and text, no attributes kept, no DTD): anything else is not a statement.
 */
import { toDecimal } from '../../money';
import type { StatementLine } from './lines';
import type { StatementCareType } from './rules';
import { fromMonthYear } from './months';

export interface PaymentStatementDocument {
  /** The organisation as Services Australia names the approved provider. */
  serviceProviderId: string;
  /** The facility's service id (`serviceNapsIdOf`). */
  serviceNapsId: string;
  facilityName: string;
  /** 'MMYYYY'. */
  statementMonth: string;
  claimId: string;
  publishedOnUtc: string;
  totalAmountPaid: string;
  providerComments: string;
  /** Facility-level payments (AN-ACC, facility total approved beds): on the actual statement only. */
  facilityPayments: Array<{ paymentType: string; amount: string; beds?: number }>;
  lines: Array<Omit<StatementLine, 'residencyId'>>;
}

/** The service id the simulator gives a facility ('NAPS00012'). */
export const serviceNapsIdOf = (facilityId: number) => `NAPS${String(facilityId).padStart(5, '0')}`;

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const el = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined ? `<${name}/>` : `<${name}>${escape(String(value))}</${name}>`;

/** The statement as XML text. */
export function writePaymentStatementXml(doc: PaymentStatementDocument): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<paymentStatement>'];
  for (const k of [
    'serviceProviderId',
    'serviceNapsId',
    'facilityName',
    'statementMonth',
    'claimId',
    'publishedOnUtc',
    'totalAmountPaid',
  ] as const)
    out.push(`  ${el(k, doc[k])}`);
  out.push(`  ${el('providerComments', doc.providerComments)}`);
  out.push('  <facilityPayments>');
  for (const p of doc.facilityPayments)
    out.push(
      `    <facilityPayment>${el('paymentType', p.paymentType)}${el('amount', p.amount)}${p.beds === undefined ? '' : el('beds', p.beds)}</facilityPayment>`,
    );
  out.push('  </facilityPayments>', '  <paymentLines>');
  for (const l of doc.lines) {
    out.push(
      '    <paymentLine>' +
        [
          el('careRecipientId', l.careRecipientId),
          el('firstName', l.firstName),
          el('lastName', l.lastName),
          el('careType', l.careType),
          el('adjustmentMonth', l.adjustmentMonth),
          el('paymentType', l.paymentType),
          el('anaccClass', l.anaccClass),
          el('startDate', l.firstDay),
          el('endDate', l.lastDay),
          el('paidCare', l.paidCare),
          el('unpaidCare', l.unpaidCare),
          el('paidLeaveSocial', l.paidLeaveSocial),
          el('paidLeaveHospital', l.paidLeaveHospital),
          el('paidLeaveTransition', l.paidLeaveTransition),
          el('dailyRate', l.dailyRate),
          el('amountDue', l.amountDue),
        ].join('') +
        '</paymentLine>',
    );
  }
  out.push('  </paymentLines>', '</paymentStatement>', '');
  return out.join('\n');
}

interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-f]+));/gi, (_, name: string, dec?: string, hex?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name.toLowerCase()] ?? '';
  });

/** A strict small XML reader: the element tree, or null when the text is not well-formed XML of elements and text. */
export function parseXmlElements(xml: string): XmlElement | null {
  const text = xml.replace(/^\uFEFF/, '');
  const tag =
    /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<\?[^?]*\?>|<!--[\s\S]*?-->|<!/g;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let last = 0;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const between = text.slice(last, m.index);
    if (between.includes('<')) return null;
    if (stack.length) stack[stack.length - 1].text += unescape(between);
    else if (between.trim()) return null;
    last = tag.lastIndex;
    if (m[0] === '<!') return null; // DOCTYPE, CDATA: not in a statement
    if (!m[2]) continue; // declaration or comment
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) return null;
      if (!stack.length) {
        if (root) return null;
        root = open;
      }
      continue;
    }
    const node: XmlElement = { name, children: [], text: '' };
    if (stack.length) stack[stack.length - 1].children.push(node);
    else if (root) return null;
    if (selfClosing) {
      if (!stack.length) root = node;
    } else stack.push(node);
  }
  if (stack.length || text.slice(last).trim()) return null;
  return root;
}

const child = (e: XmlElement, name: string) => e.children.find((c) => c.name === name);
const textOf = (e: XmlElement, name: string): string | null => {
  const c = child(e, name);
  return c ? c.text.trim() : null;
};

/** Why a file is not a payment statement. */
export class NotAPaymentStatement extends Error {}

function required(e: XmlElement, name: string): string {
  const v = textOf(e, name);
  if (v === null || v === '') throw new NotAPaymentStatement(`${name} is missing.`);
  return v;
}
function int(e: XmlElement, name: string, nullable: boolean): number | null {
  const v = textOf(e, name);
  if (v === null || v === '') {
    if (nullable) return null;
    throw new NotAPaymentStatement(`${name} is missing.`);
  }
  if (!/^-?\d+$/.test(v)) throw new NotAPaymentStatement(`${name} is not a whole number.`);
  return Number(v);
}
function amount(e: XmlElement, name: string, nullable = false): string | null {
  const v = textOf(e, name);
  if (v === null || v === '') {
    if (nullable) return null;
    throw new NotAPaymentStatement(`${name} is missing.`);
  }
  if (!/^-?\d+(\.\d{1,2})?$/.test(v)) throw new NotAPaymentStatement(`${name} is not an amount.`);
  return toDecimal(v).toFixed(2);
}
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads a payment statement file; throws NotAPaymentStatement when it is not one. */
export function readPaymentStatementXml(xml: string): PaymentStatementDocument {
  const root = parseXmlElements(xml);
  if (!root || root.name !== 'paymentStatement') throw new NotAPaymentStatement('The file is not a payment statement.');
  const statementMonth = required(root, 'statementMonth');
  if (!fromMonthYear(statementMonth)) throw new NotAPaymentStatement('statementMonth is not a month.');
  const lines = (child(root, 'paymentLines')?.children ?? []).map((l) => {
    if (l.name !== 'paymentLine') throw new NotAPaymentStatement(`Unexpected element ${l.name}.`);
    const careType = required(l, 'careType');
    if (careType !== 'Permanent' && careType !== 'Respite') throw new NotAPaymentStatement('careType is not a care type.');
    const adjustmentMonth = required(l, 'adjustmentMonth');
    if (!fromMonthYear(adjustmentMonth)) throw new NotAPaymentStatement('adjustmentMonth is not a month.');
    const firstDay = required(l, 'startDate');
    const lastDay = required(l, 'endDate');
    if (!DAY.test(firstDay) || !DAY.test(lastDay)) throw new NotAPaymentStatement('startDate or endDate is not a day.');
    return {
      careRecipientId: required(l, 'careRecipientId'),
      firstName: textOf(l, 'firstName') ?? '',
      lastName: textOf(l, 'lastName') ?? '',
      careType: careType as StatementCareType,
      adjustmentMonth,
      paymentType: required(l, 'paymentType'),
      anaccClass: int(l, 'anaccClass', true),
      firstDay,
      lastDay,
      paidCare: int(l, 'paidCare', false) ?? 0,
      unpaidCare: int(l, 'unpaidCare', false) ?? 0,
      paidLeaveSocial: int(l, 'paidLeaveSocial', true),
      paidLeaveHospital: int(l, 'paidLeaveHospital', true),
      paidLeaveTransition: int(l, 'paidLeaveTransition', true),
      dailyRate: amount(l, 'dailyRate', true),
      amountDue: amount(l, 'amountDue') ?? '0.00',
    };
  });
  const facilityPayments = (child(root, 'facilityPayments')?.children ?? []).map((p) => {
    const beds = int(p, 'beds', true);
    return {
      paymentType: required(p, 'paymentType'),
      amount: amount(p, 'amount') ?? '0.00',
      ...(beds === null ? {} : { beds }),
    };
  });
  return {
    serviceProviderId: required(root, 'serviceProviderId'),
    serviceNapsId: required(root, 'serviceNapsId'),
    facilityName: textOf(root, 'facilityName') ?? '',
    statementMonth,
    claimId: textOf(root, 'claimId') ?? '',
    publishedOnUtc: textOf(root, 'publishedOnUtc') ?? '',
    totalAmountPaid: amount(root, 'totalAmountPaid') ?? '0.00',
    providerComments: textOf(root, 'providerComments') ?? '',
    facilityPayments,
    lines,
  };
}
