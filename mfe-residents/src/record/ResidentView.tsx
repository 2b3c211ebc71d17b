/**
 * /viewResident/{residentId} (seed 000 §2 "Resident view page"): details, contacts, bill payer, two note previews and
 * the photo; tabs /timeline, /notes, /events (and the history state), and links to the financial tabs; the action bar
 * with Edit, Mark departed resident as enquiry and the stay, funding and documents panels.
 */
import { useEffect, useState } from 'react';
import { Route, Routes, useLocation, useMatch, useParams } from 'react-router';
import { httpStatus, usePermission } from 'shared-auth';
import { formatDate, residentDisplayLabel } from 'shared-domain';
import { DEPARTURE_REASON_LABELS, LEAVE_TYPE_LABELS, PAYMENT_METHOD_LABELS, SEX_LABELS, labelOf } from 'shared-domain/labels';
import type { Contact, ResidentDetail } from 'shared-domain/contracts/resident-responses';
import {
  ActionBar,
  Badge,
  Box,
  Card,
  Grid,
  Heading,
  HStack,
  type PageAction,
  RecordPageState,
  SimpleGrid,
  Stack,
  Text,
} from 'shared-ui';
import { RecordPage } from 'shared-ui/record';
import EventHistoryTab from '../events/EventHistoryTab';
import { useStayActions } from '../stay/StayActions';
import DocumentsPanel from '../documents/DocumentsPanel';
import NotesTab from '../notes/NotesTab';
import NotePreviews from '../notes/NotePreviews';
import ResidentPhotoPanel from '../photo/ResidentPhotoPanel';
import TimelineTab from '../timeline/TimelineTab';
import { useResident } from './record.resource';
import { AssignBedDialog, canAssignBed } from './AssignBedDialog';
import FinancialTabs, { useFinancialTabEarly } from '../financials/FinancialTabs';
import { FundingActions } from 'shared-ui/federated';
import { RecordHistoryPanel } from 'shared-ui/federated';
import { SPECIALISED_CARE_NAMES, billPayerLabel, careTypeLabel, fullAddress } from './format';

function Field({ label, value }: { label: string; value?: string | number | null }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{value === null || value === undefined || value === '' ? '-' : value}</Text>
    </Box>
  );
}

function ContactCard({ title, contact, id }: { title: string; contact: Contact; id: string }) {
  return (
    <Box id={id} borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{title}</Text>
        {contact.isBillPayer ? <Badge colorPalette="brand">Bill payer</Badge> : null}
      </HStack>
      <Text>{[contact.title, contact.firstName, contact.lastName].filter(Boolean).join(' ')}</Text>
      {contact.relationships?.length ? (
        <Text fontSize="sm" color="fg.muted">
          {contact.relationships.map((r) => r.name).join(', ')}
        </Text>
      ) : null}
      {contact.phoneNumber ? <Text fontSize="sm">Phone: {contact.phoneNumber}</Text> : null}
      {contact.phoneNumberAlternate ? <Text fontSize="sm">Alternate phone: {contact.phoneNumberAlternate}</Text> : null}
      {contact.email ? <Text fontSize="sm">Email: {contact.email}</Text> : null}
      {fullAddress(contact) ? <Text fontSize="sm">{fullAddress(contact)}</Text> : null}
    </Box>
  );
}

function Details({ resident }: { resident: ResidentDetail }) {
  const specialised = (resident.specialisedCareIds ?? [])
    .map((id) => SPECIALISED_CARE_NAMES[id])
    .filter(Boolean)
    .join(', ');
  return (
    <Card.Root>
      <Card.Body>
        <Heading size="sm" mb="3">
          Details
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field label="Preferred name" value={resident.preferredName} />
          <Field label="Sex" value={labelOf(SEX_LABELS, resident.sex)} />
          <Field label="Date of birth" value={formatDate(resident.dateOfBirth)} />
          <Field label="Care type" value={careTypeLabel(resident.careType)} />
          <Field label="Room" value={resident.assignedAccommodationAndBed} />
          <Field label="Admission date" value={formatDate(resident.admissionDateUtc)} />
          {resident.isDeparted ? <Field label="Departure date" value={formatDate(resident.departureDateUtc)} /> : null}
          {resident.isDeparted ? (
            <Field label="Departure reason" value={labelOf(DEPARTURE_REASON_LABELS, resident.departureReason)} />
          ) : null}
          <Field label="Pre-entry leave date" value={formatDate(resident.preEntryLeaveDateUtc)} />
          <Field
            label="Medicare number"
            value={
              resident.medicareNumber
                ? `${resident.medicareNumber}${resident.medicareMemberNumber ? ` / ${resident.medicareMemberNumber}` : ''}`
                : null
            }
          />
          <Field label="Medicare expiry year" value={resident.medicareExpiryYear} />
          <Field label="Care recipient ID" value={resident.careRecipientId} />
          <Field label="Residential care ID" value={resident.residentialCareId} />
          <Field label="Debtor ID" value={resident.debtor} />
          <Field label="Email" value={resident.email} />
          <Field label="Address" value={fullAddress(resident)} />
          <Field label="Enquiry sources" value={resident.enquirySources.map((e) => e.name).join(', ')} />
          <Field label="Religions" value={resident.religions.map((e) => e.name).join(', ')} />
          <Field label="Specialised care" value={specialised} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function Contacts({ resident }: { resident: ResidentDetail }) {
  const any = resident.primaryContact || resident.secondaryContact || resident.otherContacts.length;
  return (
    <Card.Root>
      <Card.Body>
        <Heading size="sm" mb="3">
          Contacts
        </Heading>
        {!any ? <Text color="fg.muted">No contacts recorded.</Text> : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {resident.primaryContact ? (
            <ContactCard id={`contact-${resident.primaryContact.id}`} title="Primary contact" contact={resident.primaryContact} />
          ) : null}
          {resident.secondaryContact ? (
            <ContactCard
              id={`contact-${resident.secondaryContact.id}`}
              title="Secondary contact"
              contact={resident.secondaryContact}
            />
          ) : null}
          {resident.otherContacts.map((c) => (
            <ContactCard key={c.id} id={`contact-${c.id}`} title="Other contact" contact={c} />
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function BillPayer({ resident }: { resident: ResidentDetail }) {
  const d = resident.billPayerDetail;
  return (
    <Card.Root id="billPayer">
      <Card.Body>
        <Heading size="sm" mb="3">
          Bill payer
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field label="Bill payer" value={billPayerLabel(resident)} />
          <Field label="Invoice by email" value={d?.isInvoiceEmail ? 'Yes' : 'No'} />
          <Field label="Invoice by post" value={d?.isInvoicePost ? 'Yes' : 'No'} />
          <Field label="CC emails" value={d?.ccEmail} />
          <Field label="Payment method" value={labelOf(PAYMENT_METHOD_LABELS, d?.paymentMethod)} />
          <Field label="Account name" value={d?.accountName} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The page's ActionBar: Edit is the primary action; the most used stay actions (leave, depart) and Assign bed stay
 * buttons at md and wider; the rest are in "More actions". Each keeps its permission and state check.
 */
function ResidentActions({ resident }: { resident: ResidentDetail }) {
  const edit = usePermission('residentsDetails');
  const markAsEnquiry = usePermission('residentsMarkDepartedAsEnquiry');
  const stay = useStayActions({ resident });
  const [assignBed, setAssignBed] = useState(false);
  const primary: PageAction | null = edit.canModify ? { label: 'Edit', to: `/editResident/${resident.id}` } : null;
  const actions: PageAction[] = [
    ...stay.actions,
    {
      label: 'Assign bed',
      inline: true,
      hidden: !(edit.canModify && canAssignBed(resident)),
      onSelect: () => setAssignBed(true),
    },
    {
      label: 'Mark departed resident as enquiry',
      to: `/markAsEnquiry/${resident.id}`,
      hidden: !(markAsEnquiry.canAction && resident.isDeparted),
    },
  ];
  return (
    <>
      <ActionBar primary={primary} actions={actions} label="Resident actions" data-testid="resident-actions" />
      {stay.dialogs}
      {assignBed ? <AssignBedDialog resident={resident} open onClose={() => setAssignBed(false)} /> : null}
    </>
  );
}

export default function ResidentView() {
  const params = useParams();
  const residentId = Number(params.residentId);
  const query = useResident(residentId);
  const financials = usePermission('residentsFinancials');
  useFinancialTabEarly(residentId, financials.canView);
  const { hash } = useLocation();
  const financial = useMatch('/viewResident/:residentId/financials/*');
  const ready = !!query.data;
  // A fragment names a section of the page (billPayer, a contact id 'contact-{id}', a note id): scroll to it.
  useEffect(() => {
    if (!ready || !hash || hash.startsWith('#note')) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);

  // Not a resident id, or the API does not find the resident in this facility (404): nothing to retry.
  const notFound = !(Number.isInteger(residentId) && residentId > 0) || httpStatus(query.error) === 404;
  if (!query.data) return <RecordPageState title="Resident" record="resident" query={query} notFound={notFound} />;
  const resident = query.data;
  const base = `/viewResident/${resident.id}`;
  const label = residentDisplayLabel(resident, resident.facilityType);
  const panel = { resident };
  const isPrivate = resident.isPrivateResidency ? 'true' : 'false';
  const financialTab = { hidden: !financials.canView };
  return (
    <RecordPage
      title={`${resident.firstName} ${resident.lastName}`}
      subtitle={
        <>
          <Badge colorPalette={resident.isDeparted ? 'gray' : 'brand'} data-testid="display-label">
            {label}
          </Badge>
          {resident.leave ? (
            <Badge colorPalette="orange">On {labelOf(LEAVE_TYPE_LABELS, resident.leave.type).toLowerCase()} leave</Badge>
          ) : null}
          {resident.isDeceased ? <Badge>Deceased</Badge> : null}
          <Text color="fg.muted">{resident.facilityName}</Text>
        </>
      }
      actions={<ResidentActions resident={resident} />}
      summary={
        <Grid templateColumns={{ base: '1fr', lg: '260px 1fr' }} gap="5">
          <Stack gap="4">
            <ResidentPhotoPanel resident={resident} />
            <NotePreviews residentId={resident.id} />
          </Stack>
          <Stack gap="4">
            <Details resident={resident} />
            <FundingActions {...panel} />
            <Contacts resident={resident} />
            <BillPayer resident={resident} />
            <DocumentsPanel {...panel} />
          </Stack>
        </Grid>
      }
      tabs={{
        label: 'Resident tabs',
        items: [
          // The record's own path shows the timeline: its tab is the current one there.
          { to: `${base}/timeline`, label: 'Timeline', activeOn: ['/viewResident/:residentId'] },
          { to: `${base}/notes`, label: 'Notes' },
          // The history state shows the event history.
          { to: `${base}/events`, label: 'Events', activeOn: ['/viewResident/:residentId/history'] },
          { to: `${base}/financials/funding`, label: 'Funding', ...financialTab },
          { to: `${base}/financials/${isPrivate}/fees`, label: 'Fees', ...financialTab },
          { to: `${base}/financials/${isPrivate}/transaction`, label: 'Transactions', ...financialTab },
        ],
      }}
      footer={<RecordHistoryPanel residentId={resident.id} />}
    >
      {financial ? (
        // The shell declares /viewResident/:residentId/financials/* as its own route (residentsFinancials canView)
        // with this screen: matched absolutely, as nested routes would be relative to whichever route matched.
        <FinancialTabs residentId={resident.id} kind="resident" mode="view" />
      ) : (
        <Routes>
          <Route index element={<TimelineTab residentId={resident.id} />} />
          <Route path="timeline" element={<TimelineTab residentId={resident.id} />} />
          <Route path="notes" element={<NotesTab residentId={resident.id} />} />
          <Route path="events" element={<EventHistoryTab {...panel} />} />
          <Route path="history" element={<EventHistoryTab {...panel} />} />
          <Route path="*" element={<TimelineTab residentId={resident.id} />} />
        </Routes>
      )}
    </RecordPage>
  );
}
