/**
 * The residents card status report: each current resident's Medicare card and whether it is usable. The product keeps
 * one card for a resident, the Medicare card (number, the person's number on it, the expiry year: the resident
 * record's fields); pension and DVA card details are not recorded, so the report is about the Medicare card, the one a
 * Medicare claim needs (docs/decisions.md, "the reports' second half").
 *
 * A card is Missing without a number, Expired when its expiry year is before this year, Expiring in its expiry year
 * (a Medicare card's expiry is a month the product does not keep, so the whole year is the warning), else Current; a
 * card with a number and no expiry year is Expiry unknown.
 */
export const CARD_STATUSES = ['Missing', 'Expired', 'Expiring', 'Current', 'Expiry unknown'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export function medicareCardStatus(card: { number: string | null; expiryYear: number | null }, today: string): CardStatus {
  if (!card.number?.trim()) return 'Missing';
  if (card.expiryYear === null) return 'Expiry unknown';
  const year = Number(today.slice(0, 4));
  if (card.expiryYear < year) return 'Expired';
  if (card.expiryYear === year) return 'Expiring';
  return 'Current';
}

/** The card's number as shown: the number and the person's number on it ('2950 12345 1 / 2'). */
export function medicareCardText(card: { number: string | null; memberNumber: string | null }): string | null {
  const n = card.number?.trim();
  if (!n) return null;
  const m = card.memberNumber?.trim();
  return m ? `${n} / ${m}` : n;
}
