/**
 * The enquiry page /independentLiving/{enquiryId}/enquiry/{residentId} (leadsDetails canView) and the allocation page
 * /viewIndependentLiving/{enquiryId}/resident/{residentId}/{viewDepartedMode} (residentsDetails canView), seed 002 §2:
 * one page, `kind` saying which. The header names the person shown (the path's residentId) and links to the other
 * person of the enquiry; the summary shows the assigned unit with its brief note and status, the occupied, vacating and
 * settled facts, the accessibility requirement and the allocation's notes, and the person's details. The ActionBar has
 * Edit, Add resident, Transfer enquiry and Delete enquiry, then the area's actions (useIluActions: assign unit, admit,
 * settle, the stay actions...). The tabs are addresses under the page: notes, timeline and events (the residents area's
 * tabs, through federation), transactions (its financial tabs' transactions tab) and finance (IluFinance); the shell
 * declares .../transactions/* and .../finance/* as routes of their own (the financial permissions), so the tab is read
 * from the whole path.
 */
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, matchPath, useLocation, useNavigate, useParams } from 'react-router';
import { httpStatus } from 'shared-auth';
import { BILL_PAYER_TYPE_LABELS, ILU_STATUS_LABELS, formatDate } from 'shared-domain';
import type { Contact } from 'shared-domain/contracts/resident-responses';
import {
  ActionBar,
  Badge,
  Box,
  Card,
  ConfirmDialog,
  HStack,
  Heading,
  Link,
  MoneyText,
  RecordPageState,
  SimpleGrid,
  Stack,
  Text,
  type PageAction,
} from 'shared-ui';
import { RecordPage } from 'shared-ui/record';
import { submitForm } from 'shared-ui/form';
import { useIluActions } from '../actions/useIluActions';
import { useDeleteEnquiry, useEnquiry, type Enquiry, type EnquiryResident } from '../enquiry/enquiry.resource';
import IluFinance from '../finance/IluFinance';
import { EventHistoryTab, NotesTab, TimelineTab, TransactionsTab } from 'shared-ui/federated';
import {
  ILU_PAGE_PATTERNS,
  idOf,
  iluEditPath,
  iluTabPath,
  iluViewPath,
  viewDepartedModeOf,
  type IluPage,
  type IluPageKind,
  type IluViewTab,
} from '../paths';
import { useIluPermissions } from '../permissions';
import { AddResidentDialog } from './AddResidentDialog';
import { TransferEnquiryDialog } from './TransferEnquiryDialog';

export const VIEW_TEXT = {
  enquiryTitle: 'Enquiry',
  allocationTitle: 'Independent living allocation',
  record: 'enquiry',
  edit: 'Edit',
  addResident: 'Add resident',
  transfer: 'Transfer enquiry',
  delete: 'Delete enquiry',
  deleteConfirm: 'Do you want to delete this enquiry? This cannot be undone.',
  deleted: 'Enquiry deleted.',
  deleteError: 'Unexpected error occurred while deleting enquiry',
  markAsEnquiry: 'Mark as enquiry',
  people: 'People of this enquiry',
  unit: 'Unit',
  noUnit: 'No unit assigned.',
  details: 'Details',
  contacts: 'Contacts',
  accessibilityRequirement: 'Accessibility requirement',
  notes: 'Notes',
  tabs: { enquiry: 'Enquiry tabs', allocation: 'Allocation tabs' },
  settled: 'Settled',
  notSettled: 'Not settled',
  onLeave: 'On leave',
} as const;

const TAB_LABELS: Record<IluViewTab, string> = {
  notes: 'Notes',
  timeline: 'Timeline',
  events: 'Events',
  transactions: 'Transactions',
  finance: 'Finance',
};

function Item({ label, value }: { label: string; value?: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="div">{value === null || value === undefined || value === '' ? '-' : value}</Text>
    </Box>
  );
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** A person's own page: the allocation page once admitted (departed mode once departed), else the enquiry page. */
export function personPage(enquiryId: number, p: EnquiryResident): IluPage {
  return p.isAdmitted
    ? { kind: 'allocation', enquiryId, residentId: p.residentId, viewDepartedMode: p.isDeparted }
    : { kind: 'enquiry', enquiryId, residentId: p.residentId };
}

/** Who the enquiry's primary contact is, in words. */
function primaryContactText(e: Enquiry): string | null {
  if (e.primaryContact === 'prospect1' && e.residents[0]) return fullName(e.residents[0]);
  if (e.primaryContact === 'prospect2' && e.residents[1]) return fullName(e.residents[1]);
  if (e.primaryContact === 'other') {
    const name = [e.contactFirstName, e.contactLastName].filter(Boolean).join(' ');
    const reach = [e.contactPhoneNumber, e.contactEmail].filter(Boolean).join(', ');
    return reach ? `${name} (${reach})` : name;
  }
  return null;
}

function contactText(c: Contact | null): string | null {
  if (!c) return null;
  return [[c.title, c.firstName, c.lastName].filter(Boolean).join(' '), c.phoneNumber, c.email].filter(Boolean).join(', ');
}

function PeopleLinks({ enquiry, person }: { enquiry: Enquiry; person: EnquiryResident }) {
  if (enquiry.residents.length < 2) return null;
  return (
    <Box as="nav" aria-label={VIEW_TEXT.people}>
      <HStack as="ul" gap="3" listStyleType="none" m="0" p="0" wrap="wrap">
        {enquiry.residents.map((p) => (
          <Box as="li" key={p.residentId}>
            {p.residentId === person.residentId ? (
              <Text as="span" fontWeight="semibold" aria-current="page">
                {fullName(p)}
              </Text>
            ) : (
              <Link asChild colorPalette="brand">
                <RouterLink to={iluViewPath(personPage(enquiry.enquiryId, p))}>{fullName(p)}</RouterLink>
              </Link>
            )}
          </Box>
        ))}
      </HStack>
    </Box>
  );
}

function UnitCard({ enquiry }: { enquiry: Enquiry }) {
  const unit = enquiry.assignedUnit;
  return (
    <Card.Root as="section" aria-label={VIEW_TEXT.unit}>
      <Card.Body>
        <Heading as="h2" size="sm" mb="3">
          {VIEW_TEXT.unit}
        </Heading>
        {unit ? (
          <HStack gap="2" wrap="wrap" mb="3" data-testid="assigned-unit">
            <Text fontWeight="semibold">{[unit.unitNumber, unit.unitType, unit.location].filter(Boolean).join(' · ')}</Text>
            {unit.iluStatus ? <Badge variant="outline">{ILU_STATUS_LABELS[unit.iluStatus]}</Badge> : null}
            {unit.briefNotes ? (
              <Badge colorPalette="purple" data-testid="unit-brief-note">
                {unit.briefNotes}
              </Badge>
            ) : null}
          </HStack>
        ) : (
          <Text color="fg.muted" mb="3">
            {VIEW_TEXT.noUnit}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
          <Item label="Agreed price" value={enquiry.agreedPrice ? <MoneyText value={enquiry.agreedPrice} /> : null} />
          <Item label="Deposit paid" value={formatDate(enquiry.depositPaidDateUtc)} />
          <Item label="Occupied" value={formatDate(enquiry.occupiedDate)} />
          <Item label="Vacating" value={formatDate(enquiry.vacatingDateUtc)} />
          {enquiry.occupiedDate ? (
            <Item
              label="Settlement"
              value={
                enquiry.isSettled ? (
                  <span data-testid="settled">
                    {VIEW_TEXT.settled} {formatDate(enquiry.settlementDateUtc)}
                    {enquiry.settlementPrice ? (
                      <>
                        {', '}
                        <MoneyText value={enquiry.settlementPrice} />
                      </>
                    ) : null}
                  </span>
                ) : (
                  VIEW_TEXT.notSettled
                )
              }
            />
          ) : null}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function DetailsCard({ enquiry, person }: { enquiry: Enquiry; person: EnquiryResident }) {
  return (
    <Card.Root as="section" aria-label={VIEW_TEXT.details}>
      <Card.Body>
        <Heading as="h2" size="sm" mb="3">
          {VIEW_TEXT.details}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
          <Item label="Date of birth" value={formatDate(person.dateOfBirth)} />
          <Item label="Email" value={person.email} />
          <Item label="Phone number" value={person.phoneNumber} />
          <Item label="Requested admission date" value={formatDate(person.requestedAdmissionDateUtc)} />
          <Item label="Admission date" value={formatDate(person.admissionDateUtc)} />
          {person.departureDateUtc ? <Item label="Departure date" value={formatDate(person.departureDateUtc)} /> : null}
          <Item label="Enquiry sources" value={person.enquirySources.map((s) => s.name).join(', ')} />
          <Item label="Bill payer" value={BILL_PAYER_TYPE_LABELS[person.billPayerType]} />
          <Item label="CC emails" value={person.billPayerDetail.ccEmail} />
          <Item label="Debtor ID" value={person.debtor} />
          <Item label="Primary contact" value={primaryContactText(enquiry)} />
          {person.primaryContact ? <Item label="Contact" value={contactText(person.primaryContact)} /> : null}
          {person.secondaryContact ? <Item label="Secondary contact" value={contactText(person.secondaryContact)} /> : null}
          <Item label="Enquired" value={formatDate(enquiry.createdOnUtc)} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function TextCard({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body>
        <Heading as="h2" size="sm" mb="2">
          {title}
        </Heading>
        <Text whiteSpace="pre-wrap">{text}</Text>
      </Card.Body>
    </Card.Root>
  );
}

type Dialog = 'add' | 'transfer' | 'delete' | null;

function IluRecord({ kind, enquiry, person, viewDepartedMode }: RecordProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const can = useIluPermissions(kind);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteEnquiry(enquiry);
  const residentId = person.residentId;
  const page: IluPage = { kind, enquiryId: enquiry.enquiryId, residentId, viewDepartedMode };
  const { actions, dialogs } = useIluActions({ enquiry, residentId, viewDepartedMode, kind });
  const admitted = enquiry.occupiedDate !== null;
  const tabAllowed: Record<IluViewTab, boolean> = {
    notes: true,
    timeline: can.history,
    events: can.history,
    transactions: can.financials.canView,
    finance: can.financials.canView,
  };
  const segment = matchPath({ path: `${ILU_PAGE_PATTERNS.view[kind]}/:tab/*`, end: false }, pathname)?.params.tab;
  const named = (Object.keys(TAB_LABELS) as IluViewTab[]).find((t) => t === segment?.toLowerCase());
  const tab: IluViewTab = named && tabAllowed[named] ? named : 'notes';

  const own: PageAction[] = [
    {
      key: 'addResident',
      label: VIEW_TEXT.addResident,
      hidden: !can.details.canModify || viewDepartedMode || enquiry.residents.length >= 2,
      onSelect: () => setDialog('add'),
    },
    {
      key: 'transfer',
      label: VIEW_TEXT.transfer,
      hidden: kind !== 'enquiry' || admitted || !can.details.canModify,
      onSelect: () => setDialog('transfer'),
    },
    {
      key: 'markAsEnquiry',
      label: VIEW_TEXT.markAsEnquiry,
      hidden: kind !== 'allocation' || !person.isDeparted || !can.markAsEnquiry,
      to: `/markAsIluEnquiry/${enquiry.enquiryId}/${residentId}`,
    },
    {
      key: 'delete',
      label: VIEW_TEXT.delete,
      destructive: true,
      hidden: kind !== 'enquiry' || admitted || !can.deleteEnquiry,
      onSelect: () => setDialog('delete'),
    },
  ];

  async function confirmDelete() {
    setDeleting(true);
    const outcome = await submitForm(
      { action: () => remove.mutateAsync(), success: VIEW_TEXT.deleted, failure: VIEW_TEXT.deleteError },
      undefined,
    );
    setDeleting(false);
    setDialog(null);
    if (outcome.ok) navigate('/dashboard');
  }

  return (
    <RecordPage
      title={fullName(person)}
      subtitle={
        <>
          <Badge colorPalette={person.isDeparted ? 'gray' : 'brand'} data-testid="display-label">
            {person.displayLabel}
          </Badge>
          {person.isOnLeave ? <Badge colorPalette="orange">{VIEW_TEXT.onLeave}</Badge> : null}
          {enquiry.isSettled ? <Badge colorPalette="green">{VIEW_TEXT.settled}</Badge> : null}
          <PeopleLinks enquiry={enquiry} person={person} />
        </>
      }
      actions={
        <ActionBar
          label={kind === 'enquiry' ? 'Enquiry actions' : 'Allocation actions'}
          primary={can.details.canModify ? { label: VIEW_TEXT.edit, to: iluEditPath(page) } : null}
          actions={[...own, ...actions]}
        />
      }
      summary={
        <Stack gap="4">
          <UnitCard enquiry={enquiry} />
          <DetailsCard enquiry={enquiry} person={person} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextCard title={VIEW_TEXT.accessibilityRequirement} text={enquiry.accessibilityRequirement} />
            <TextCard title={VIEW_TEXT.notes} text={enquiry.notes} />
          </SimpleGrid>
        </Stack>
      }
      tabs={{
        label: VIEW_TEXT.tabs[kind],
        items: (Object.keys(TAB_LABELS) as IluViewTab[]).map((t) => ({
          to: iluTabPath(page, t),
          label: TAB_LABELS[t],
          hidden: !tabAllowed[t],
          // The page's own address shows the notes.
          activeOn: t === 'notes' ? [ILU_PAGE_PATTERNS.view[kind]] : undefined,
        })),
      }}
      footer={
        <>
          {dialog === 'add' ? <AddResidentDialog enquiry={enquiry} onClose={() => setDialog(null)} /> : null}
          {dialog === 'transfer' ? (
            <TransferEnquiryDialog
              enquiry={enquiry}
              onClose={() => setDialog(null)}
              onTransferred={(moved) => {
                setDialog(null);
                const staying = enquiry.residents.find((r) => !moved.includes(r.residentId));
                navigate(staying ? iluViewPath(personPage(enquiry.enquiryId, staying)) : '/dashboard');
              }}
            />
          ) : null}
          <ConfirmDialog
            open={dialog === 'delete'}
            title={VIEW_TEXT.delete}
            message={VIEW_TEXT.deleteConfirm}
            confirmLabel={VIEW_TEXT.delete}
            destructive
            busy={deleting}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setDialog(null)}
          />
          {dialogs}
        </>
      }
    >
      {tab === 'timeline' ? <TimelineTab residentId={residentId} /> : null}
      {tab === 'events' ? (
        <EventHistoryTab resident={{ id: person.residencyId, residentId, facilityType: 'IndependentLiving' }} />
      ) : null}
      {tab === 'transactions' ? (
        <TransactionsTab residentId={residentId} kind={kind === 'enquiry' ? 'lead' : 'resident'} />
      ) : null}
      {tab === 'finance' ? (
        <IluFinance
          enquiryId={enquiry.enquiryId}
          residentId={residentId}
          viewDepartedMode={viewDepartedMode}
          kind={kind}
          mode="view"
        />
      ) : null}
      {tab === 'notes' ? <NotesTab residentId={residentId} /> : null}
    </RecordPage>
  );
}

interface RecordProps {
  kind: IluPageKind;
  enquiry: Enquiry;
  person: EnquiryResident;
  viewDepartedMode: boolean;
}

/** The page of `kind`, its enquiry and person read from the path. */
export function IluRecordPage({ kind }: { kind: IluPageKind }) {
  const params = useParams();
  const enquiryId = idOf(params.enquiryId);
  const residentId = idOf(params.residentId);
  const viewDepartedMode = kind === 'allocation' && viewDepartedModeOf(params.viewDepartedMode);
  const query = useEnquiry(enquiryId, residentId, viewDepartedMode);
  const person = query.data?.residents.find((r) => r.residentId === residentId);
  const title = kind === 'enquiry' ? VIEW_TEXT.enquiryTitle : VIEW_TEXT.allocationTitle;
  if (!query.data || !person) {
    const notFound =
      Number.isNaN(enquiryId) || Number.isNaN(residentId) || httpStatus(query.error) === 404 || (!!query.data && !person);
    return <RecordPageState title={title} record={VIEW_TEXT.record} query={query} notFound={notFound} />;
  }
  return <IluRecord kind={kind} enquiry={query.data} person={person} viewDepartedMode={viewDepartedMode} />;
}
