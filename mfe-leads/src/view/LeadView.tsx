/**
 * /viewLead/{residentId} (leadsDetails canView; seed 001 §2 "Lead routes"): the lead's details, tour and contacts, the
 * lead actions bar, and the tabs timeline, events and notes (mfe-residents' tabs through federation). The financial tabs'
 * routes (/financials/funding, /financials/{isPrivateResidency}/fees and /transaction; leadsFinancials canView, checked
 * by the shell) show mfe-residents' financial tabs, through federation too, and the funding estimate action opens
 * mfe-funding's dialog.
 */
import { useState, type ReactNode } from 'react';
import { Route, Routes, useMatch, useNavigate, useParams } from 'react-router';
import { httpStatus, usePermission } from 'shared-auth';
import { ACFI_LEVEL_LETTERS, MEDICARE_TIME_ZONE, formatDate, formatDateTime, residentDisplayLabel } from 'shared-domain';
import { INCOME_ASSET_STATUS_LABELS, SEX_LABELS, SUPPORT_STATUS_LABELS, labelOf } from 'shared-domain/labels';
import type { Lead } from 'shared-domain/contracts/leads';
import { leadStatusLabel } from 'shared-domain/leads';
import type { Contact } from 'shared-domain/contracts/resident-responses';
import { ActionBar, Badge, Box, Card, Heading, RecordPageState, SimpleGrid, Stack, Text } from 'shared-ui';
import { RecordPage } from 'shared-ui/record';
import { AdmitDialog } from '../admit/AdmitDialog';
import { useLeadActions, type LeadActionKey } from '../actions/useLeadActions';
import { careTypeText } from '../common/format';
import {
  EventHistoryTab,
  FinancialTabs,
  FundingEstimateDialog,
  NotesTab,
  RecordHistoryPanel,
  TimelineTab,
} from 'shared-ui/federated';
import { useLead, useLeadLocations } from '../lead/lead.resource';
import { TourDialog } from '../tour/TourDialog';
import { AccrDialog } from './AccrDialog';

export const VIEW_TEXT = {
  edit: 'Edit',
  bookTour: 'Book tour',
  tour: 'Tour',
  admit: 'Admit',
  accr: 'View ACCR',
  fundingEstimate: 'Funding estimate',
  more: 'More actions',
} as const;

function Item({ label, value }: { label: string; value?: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{value === null || value === undefined || value === '' ? '-' : value}</Text>
    </Box>
  );
}

function ContactBox({ title, contact }: { title: string; contact: Contact }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold">{title}</Text>
      <Text>{[contact.title, contact.firstName, contact.lastName].filter(Boolean).join(' ')}</Text>
      {contact.relationships?.length ? (
        <Text fontSize="sm" color="fg.muted">
          {contact.relationships.map((r) => r.name).join(', ')}
        </Text>
      ) : null}
      {contact.phoneNumber ? <Text fontSize="sm">Phone: {contact.phoneNumber}</Text> : null}
      {contact.email ? <Text fontSize="sm">Email: {contact.email}</Text> : null}
    </Box>
  );
}

function Details({ lead, locationName }: { lead: Lead; locationName: string | null }) {
  const acfi = `${ACFI_LEVEL_LETTERS[lead.adl ?? 'Default']}${ACFI_LEVEL_LETTERS[lead.beh ?? 'Default']}${ACFI_LEVEL_LETTERS[lead.chc ?? 'Default']}`;
  const address = [lead.street1, lead.street2, lead.suburb, lead.state, lead.postCode, lead.country].filter(Boolean).join(', ');
  return (
    <Card.Root>
      <Card.Body>
        <Heading as="h2" size="sm" mb="3">
          Details
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Item label="Preferred name" value={lead.preferredName} />
          <Item label="Sex" value={labelOf(SEX_LABELS, lead.sex)} />
          <Item label="Date of birth" value={formatDate(lead.dateOfBirth)} />
          <Item label="Care type" value={careTypeText(lead)} />
          <Item label="Entitlement type" value={lead.entitlementType} />
          <Item label="Support status" value={labelOf(SUPPORT_STATUS_LABELS, lead.supportStatus)} />
          <Item label="Requested admission date" value={formatDate(lead.requestedAdmissionDateUtc)} />
          {lead.careType === 'Respite' ? (
            <Item label="Requested departure date" value={formatDate(lead.requestedDepartureDateUtc)} />
          ) : null}
          <Item label="ADL/BEH/CHC" value={acfi} />
          <Item label="Expected AN-ACC" value={lead.expectedAnacc?.anaccClassText} />
          <Item label="Income and assets" value={labelOf(INCOME_ASSET_STATUS_LABELS, lead.incomeAssetStatus)} />
          <Item label="Preferred location" value={locationName} />
          <Item
            label="Medicare number"
            value={
              lead.medicareNumber
                ? `${lead.medicareNumber}${lead.medicareMemberNumber ? ` / ${lead.medicareMemberNumber}` : ''}`
                : null
            }
          />
          <Item label="Medicare expiry year" value={lead.medicareExpiryYear} />
          <Item label="Care recipient ID" value={lead.careRecipientId} />
          <Item label="Debtor ID" value={lead.debtor} />
          <Item label="Email" value={lead.email} />
          <Item label="Phone number" value={lead.phoneNumber} />
          <Item label="Address" value={address} />
          <Item
            label="Enquiry contact"
            value={lead.contactIsResident ? 'The lead' : [lead.contactFirstName, lead.contactLastName].filter(Boolean).join(' ')}
          />
          <Item
            label="Enquiry sources"
            value={(lead.enquirySources ?? [])
              .map((e) => e.name)
              .filter(Boolean)
              .join(', ')}
          />
          <Item
            label="Religions"
            value={(lead.religions ?? [])
              .map((e) => e.name)
              .filter(Boolean)
              .join(', ')}
          />
          <Item label="Created" value={formatDate(lead.createdOnUtc, MEDICARE_TIME_ZONE)} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

type Dialog = 'tour' | 'admit' | 'accr' | 'funding' | 'more' | null;

function LeadPage({ lead }: { lead: Lead }) {
  const navigate = useNavigate();
  const details = usePermission('leadsDetails');
  const admit = usePermission('leadsAdmit');
  const financials = usePermission('leadsFinancials');
  const locations = useLeadLocations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const residentId = lead.residentId!;
  const base = `/viewLead/${residentId}`;
  const target = {
    residentId,
    residencyId: lead.residencyId!,
    firstName: lead.firstName,
    lastName: lead.lastName,
    status: lead.status,
    isArchived: lead.isArchived,
    isContractSigned: lead.isContractSigned,
    isDeceased: lead.isDeceased,
    incomeAssetStatus: lead.incomeAssetStatus,
    hasPreviousResidency: lead.hasPreviousResidency,
    version: lead.version,
    location: locations.find((l) => l.id === lead.preferredFacilityLocationId) ?? null,
  };
  // The actions reload the lead themselves (their mutations invalidate the person's queries); a lead that left the
  // facility's leads (deleted, transferred, sent back to the departed list) has no page here any more.
  const { actions, dialogs } = useLeadActions(target, {
    locations,
    onRemoved: (key: LeadActionKey) => (key === 'archive' || key === 'restore' ? undefined : navigate('/leads')),
  });
  const label = residentDisplayLabel({ careType: lead.careType, isArchived: lead.isArchived }, 'AgeCare');
  const isPrivate = lead.isPrivateResidency ? 'true' : 'false';
  const tour = lead.tourInfo;
  // The shell declares /viewLead/:residentId/financials/* as its own route (leadsFinancials canView) with this screen, so
  // match it absolutely: nested <Routes> would be relative to whichever of the two routes rendered the page.
  const financial = useMatch('/viewLead/:residentId/financials/*');
  const financialTab = { hidden: !financials.canView };
  return (
    <RecordPage
      title={`${lead.firstName} ${lead.lastName}`}
      subtitle={
        <>
          <Badge colorPalette={lead.isArchived ? 'gray' : 'brand'} data-testid="display-label">
            {label}
          </Badge>
          {lead.status && !lead.isArchived ? <Badge variant="outline">{leadStatusLabel(lead.status)}</Badge> : null}
          {lead.isProspect ? <Badge colorPalette="purple">Prospect</Badge> : null}
          {lead.isContractSigned ? <Badge colorPalette="green">Contract signed</Badge> : null}
          {lead.isDeceased ? <Badge>Deceased</Badge> : null}
          {lead.facilityName ? <Text color="fg.muted">{lead.facilityName}</Text> : null}
        </>
      }
      actions={
        <ActionBar
          label="Lead actions"
          primary={details.canModify ? { label: VIEW_TEXT.edit, to: `/editLead/${residentId}` } : null}
          actions={[
            {
              label: tour ? VIEW_TEXT.tour : VIEW_TEXT.bookTour,
              inline: true,
              hidden: lead.isArchived,
              onSelect: () => setDialog('tour'),
            },
            {
              label: VIEW_TEXT.admit,
              inline: true,
              hidden: !admit.canAction || lead.isArchived,
              onSelect: () => setDialog('admit'),
            },
            { label: VIEW_TEXT.accr, onSelect: () => setDialog('accr') },
            { label: VIEW_TEXT.fundingEstimate, hidden: !financials.canView, onSelect: () => setDialog('funding') },
            ...actions.map((a) => ({ key: a.key, label: a.label, destructive: a.destructive, onSelect: a.onSelect })),
          ]}
        />
      }
      summary={
        <Stack gap="4">
          <Details lead={lead} locationName={target.location?.name ?? null} />
          <Card.Root>
            <Card.Body>
              <Heading as="h2" size="sm" mb="2">
                Tour
              </Heading>
              {tour ? (
                <Text data-testid="lead-tour">
                  {tour.isCompleted ? 'Completed' : 'Booked'} {formatDateTime(tour.tourDateTime)}
                  {tour.tourFacilitatorUserName ? ` with ${tour.tourFacilitatorUserName}` : ''}
                </Text>
              ) : (
                <Text color="fg.muted">No tour booked.</Text>
              )}
            </Card.Body>
          </Card.Root>
          {lead.primaryContact || lead.secondaryContact ? (
            <Card.Root>
              <Card.Body>
                <Heading as="h2" size="sm" mb="2">
                  Contacts
                </Heading>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  {lead.primaryContact ? <ContactBox title="Primary contact" contact={lead.primaryContact} /> : null}
                  {lead.secondaryContact ? <ContactBox title="Secondary contact" contact={lead.secondaryContact} /> : null}
                </SimpleGrid>
              </Card.Body>
            </Card.Root>
          ) : null}
        </Stack>
      }
      tabs={{
        label: 'Lead tabs',
        items: [
          // The record's own path shows the timeline: its tab is the current one there.
          { to: `${base}/timeline`, label: 'Timeline', activeOn: ['/viewLead/:residentId'] },
          { to: `${base}/events`, label: 'Events' },
          { to: `${base}/notes`, label: 'Notes' },
          { to: `${base}/financials/funding`, label: 'Funding', ...financialTab },
          { to: `${base}/financials/${isPrivate}/fees`, label: 'Fees', ...financialTab },
          { to: `${base}/financials/${isPrivate}/transaction`, label: 'Transactions', ...financialTab },
        ],
      }}
      footer={
        <>
          <RecordHistoryPanel residentId={residentId} />
          {dialog === 'tour' ? (
            <TourDialog
              open
              lead={{ residentId, residencyId: lead.residencyId!, firstName: lead.firstName, lastName: lead.lastName }}
              onSaved={() => setDialog(null)}
              onCancel={() => setDialog(null)}
            />
          ) : null}
          {dialog === 'admit' ? <AdmitDialog open lead={lead} onClose={() => setDialog(null)} /> : null}
          {dialog === 'accr' ? (
            <AccrDialog open residentId={residentId} version={lead.version ?? 0} onClose={() => setDialog(null)} />
          ) : null}
          {dialog === 'funding' ? <FundingEstimateDialog open residentId={residentId} onClose={() => setDialog(null)} /> : null}
          {dialogs}
        </>
      }
    >
      {financial ? (
        <FinancialTabs residentId={residentId} kind="lead" mode="view" />
      ) : (
        <Routes>
          <Route index element={<TimelineTab residentId={residentId} />} />
          <Route path="timeline" element={<TimelineTab residentId={residentId} />} />
          <Route path="events" element={<EventHistoryTab resident={{ id: residentId, residentId, facilityType: 'AgeCare' }} />} />
          <Route path="notes" element={<NotesTab residentId={residentId} />} />
          <Route path="*" element={<TimelineTab residentId={residentId} />} />
        </Routes>
      )}
    </RecordPage>
  );
}

export default function LeadView() {
  const residentId = Number(useParams().residentId);
  const query = useLead(residentId);
  const notFound = !(Number.isInteger(residentId) && residentId > 0) || httpStatus(query.error) === 404;
  if (!query.data) return <RecordPageState title="Lead" record="lead" query={query} notFound={notFound} />;
  return <LeadPage lead={query.data} />;
}
