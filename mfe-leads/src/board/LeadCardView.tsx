/**
 * A lead card (seed 001 §3 "Lead card"): name (link to the lead), care type (respite level for Respite), support status,
 * ADL/BEH/CHC letters, AN-ACC class, income-asset status, tour, location and created date (DD MMM YYYY).
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ACFI_LEVEL_LETTERS, MEDICARE_TIME_ZONE, formatDate, formatDateTime } from 'shared-domain';
import { INCOME_ASSET_STATUS_LABELS, SUPPORT_STATUS_LABELS, labelOf } from 'shared-domain/labels';
import type { LeadCard } from 'shared-domain/contracts/leads';
import { Badge, Box, HStack, Link, Stack, Text } from 'shared-ui';
import { careTypeText } from '../common/format';
import { fullName } from './boardModel';

/**
 * One labelled field of the card, label and value on one flowing line ("Tour Booked 05 Mar 2026 ..."): a narrow column
 * (five side by side at 1280 px) has no room for a column of labels beside the values.
 */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box fontSize="xs" lineHeight="short">
      <Text as="dt" display="inline" color="fg.muted" me="1">
        {label}
      </Text>{' '}
      <Text as="dd" display="inline">
        {children}
      </Text>
    </Box>
  );
}

/** 'Tour booked 05 Mar 2026 12:30 PM (Jo Bloggs)' / 'Tour completed ...' / 'No tour'. */
export function tourText(card: Pick<LeadCard, 'tourInfo'>): string {
  const t = card.tourInfo;
  if (!t) return 'No tour';
  const who = t.tourFacilitatorUserName ? ` (${t.tourFacilitatorUserName})` : '';
  return `${t.isCompleted ? 'Completed' : 'Booked'} ${formatDateTime(t.tourDateTime)}${who}`;
}

export interface LeadCardViewProps {
  card: LeadCard;
  /** The drag handle (rendered by the board: it owns @hello-pangea/dnd's handle props). */
  handle?: ReactNode;
  /** The card's actions button. */
  actions?: ReactNode;
}

export function LeadCardView({ card, handle, actions }: LeadCardViewProps) {
  const name = fullName(card);
  const careType = careTypeText(card);
  const acfi = `${ACFI_LEVEL_LETTERS[card.adl] ?? 'D'}${ACFI_LEVEL_LETTERS[card.beh] ?? 'D'}${ACFI_LEVEL_LETTERS[card.chc] ?? 'D'}`;
  return (
    <HStack
      align="stretch"
      gap="0"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      boxShadow="xs"
      data-testid="lead-card"
      data-residency-id={card.residencyId}
    >
      {handle}
      <Stack gap="1" px="2" py="1.5" flex="1" minW="0">
        <HStack justify="space-between" align="start" gap="1">
          <Link asChild fontWeight="semibold" fontSize="sm" color="brand.fg">
            <RouterLink to={`/viewLead/${card.residentId}`}>{name}</RouterLink>
          </Link>
          {actions}
        </HStack>
        <HStack gap="1" wrap="wrap">
          <Badge size="sm" colorPalette="brand">
            {careType}
          </Badge>
          {card.supportStatus ? (
            <Badge size="sm" variant="outline">
              {labelOf(SUPPORT_STATUS_LABELS, card.supportStatus)}
            </Badge>
          ) : null}
          {card.isPrivateResidency ? (
            <Badge size="sm" variant="outline">
              Private
            </Badge>
          ) : null}
          {card.hasPreviousResidency ? (
            <Badge size="sm" variant="outline">
              Returning
            </Badge>
          ) : null}
          {card.isContractSigned ? (
            <Badge size="sm" colorPalette="green">
              Contract signed
            </Badge>
          ) : null}
          {card.isDeceased ? (
            <Badge size="sm" colorPalette="gray">
              Deceased
            </Badge>
          ) : null}
        </HStack>
        <Stack as="dl" gap="0.5">
          <Row label="ADL/BEH/CHC">{acfi}</Row>
          <Row label="AN-ACC">{card.expectedAnaccVariableComponent?.anaccClassText ?? '-'}</Row>
          <Row label="Income asset">{labelOf(INCOME_ASSET_STATUS_LABELS, card.incomeAssetStatus)}</Row>
          <Row label="Tour">{tourText(card)}</Row>
          <Row label="Location">{card.location?.name ?? '-'}</Row>
          <Row label="Created">{formatDate(card.createdOnUtc, MEDICARE_TIME_ZONE)}</Row>
          {card.requestedAdmissionDateUtc ? <Row label="Requested">{formatDate(card.requestedAdmissionDateUtc)}</Row> : null}
        </Stack>
      </Stack>
    </HStack>
  );
}
