import { SPECIALISED_CARE, careTypeName } from 'shared-domain';
import type { Address, ResidentDetail } from 'shared-domain/contracts/resident-responses';

export const SPECIALISED_CARE_NAMES: Record<number, string> = Object.fromEntries(SPECIALISED_CARE.map((s) => [s.id, s.name]));

export function careTypeLabel(careType: ResidentDetail['careType']): string {
  return careTypeName(careType) ?? '';
}

export function fullAddress(a: Address): string {
  return [a.street1, a.street2, a.suburb, [a.state, a.postCode].filter(Boolean).join(' '), a.country]
    .filter((x) => x && String(x).trim())
    .join(', ');
}

export function billPayerLabel(r: ResidentDetail): string {
  if (r.billPayerType === 'PrimaryContact' && r.primaryContact)
    return `${r.primaryContact.firstName} ${r.primaryContact.lastName} (primary contact)`;
  if (r.billPayerType === 'SecondaryContact' && r.secondaryContact)
    return `${r.secondaryContact.firstName} ${r.secondaryContact.lastName} (secondary contact)`;
  return `${r.firstName} ${r.lastName} (resident)`;
}
