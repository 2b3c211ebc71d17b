/**
 * Funding actions on the resident view page (seed 000 §2 "Dialogs", §6, §8): get CRID, submit ACFI, assign
 * existing ACFI, AN-ACC reassessment request, expected AN-ACC, oxygen and enteral feeding supplements, legal notice
 * received and the means-tested care fee history. Each button shows only with its permission; AgeCare only.
 * Exposed as './FundingActions': mfe-residents mounts it on the resident's record (shared-ui's RemoteComponent).
 */
import { useCallback, useState } from 'react';
import { usePermission } from 'shared-auth';
import { ACFI_LEVEL_LETTERS, careTypeName } from 'shared-domain';
import { ACFI_SOURCE_LABELS, MEDICARE_RESPONSE_STATUS_LABELS, REASSESSMENT_STATUS_LABELS, labelOf } from 'shared-domain/labels';
import type { SupplementType } from 'shared-domain/resident-funding';
import type { FundingActionsProps } from 'shared-domain/contracts/federated-props';
import { Badge, Box, Button, Card, DateText, Flex, Heading, SimpleGrid, Text } from 'shared-ui';
import { AssignAcfiDialog, SubmitAcfiDialog } from './AcfiDialogs';
import { ExpectedAnaccDialog, ReassessmentDialog } from './AnaccDialogs';
import { CridDialog } from './CridDialog';
import { useFundingSummary } from './funding.resource';
import { LegalNoticeDialog, MtcfHistoryDialog } from './LegalNoticeDialogs';
import { SupplementDialog } from './SupplementDialog';

type DialogName =
  'crid' | 'submitAcfi' | 'assignAcfi' | 'reassessment' | 'expectedAnacc' | 'oxygen' | 'enteral' | 'legalNotice' | 'mtcf';

export default function FundingActions({ resident }: FundingActionsProps) {
  const details = usePermission('residentsDetails');
  const financials = usePermission('residentsFinancials');
  const submitAcfi = usePermission('residentsSubmitACFI');
  const enterAcfi = usePermission('residentsEnterACFIManually');
  const reassess = usePermission('residentsRecordReassessmentRequest');
  const expected = usePermission('residentsEnterExpectedAnacc');
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const isAgeCare = resident.facilityType === 'AgeCare';
  const summary = useFundingSummary(resident.id, isAgeCare && details.canView).data ?? null;

  const close = useCallback(() => setDialog(null), []);
  // A dialog's action reloads the summary and the page itself (its mutation invalidates the person's queries).
  const saved = close;

  if (!isAgeCare) return null;
  const admitted = summary?.isAdmitted ?? (resident.isAdmitted && !resident.isLead);
  const admissionDate = summary?.admissionDateUtc ?? resident.admissionDateUtc ?? null;
  const careType: string = summary?.careType ?? careTypeName(resident.careType) ?? 'Permanent';
  const buttons: Array<{ name: DialogName; label: string; show: boolean }> = [
    { name: 'crid', label: 'Get CRID', show: details.canModify },
    { name: 'submitAcfi', label: 'Submit ACFI', show: submitAcfi.canAction && admitted },
    { name: 'assignAcfi', label: 'Assign existing ACFI', show: enterAcfi.canAction },
    { name: 'reassessment', label: 'AN-ACC reassessment request', show: reassess.canAction && !!summary },
    { name: 'expectedAnacc', label: 'Enter expected AN-ACC', show: expected.canAction && !!summary },
    { name: 'oxygen', label: 'Assisted Oxygen', show: financials.canModify && admitted },
    { name: 'enteral', label: 'Enteral Feeding', show: financials.canModify && admitted },
    { name: 'legalNotice', label: 'Legal notice received', show: financials.canView && admitted },
    { name: 'mtcf', label: 'Means-tested care fee history', show: financials.canView },
  ];
  const visible = buttons.filter((b) => b.show);
  if (!details.canView && visible.length === 0) return null;
  const acfi = summary?.latestAcfi;
  const request = summary?.reassessmentRequest;
  const exp = summary?.expectedAnacc;
  const supplementType: SupplementType = dialog === 'enteral' ? 'EnteralFeeding' : 'Oxygen';

  return (
    <Card.Root data-testid="funding-actions">
      <Card.Header>
        <Heading size="md">Funding</Heading>
      </Card.Header>
      <Card.Body>
        {summary ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="4">
            <Box>
              <Text color="fg.muted" fontSize="sm">
                Care recipient ID
              </Text>
              <Text data-testid="crid">{summary.careRecipientId ?? 'Not recorded'}</Text>
            </Box>
            <Box>
              <Text color="fg.muted" fontSize="sm">
                Latest ACFI
              </Text>
              {acfi ? (
                <Flex gap="2" align="center" wrap="wrap" data-testid="latest-acfi">
                  <DateText value={acfi.submissionDateUtc} />
                  <Text>
                    {['adl', 'beh', 'chc']
                      .map((k) => ACFI_LEVEL_LETTERS[(acfi as never)[k] as keyof typeof ACFI_LEVEL_LETTERS] ?? '-')
                      .join('')}
                  </Text>
                  {acfi.medicareStatus ? (
                    <Badge>{labelOf(MEDICARE_RESPONSE_STATUS_LABELS, acfi.medicareStatus)}</Badge>
                  ) : (
                    <Badge>{labelOf(ACFI_SOURCE_LABELS, acfi.source)}</Badge>
                  )}
                </Flex>
              ) : (
                <Text>None</Text>
              )}
            </Box>
            <Box>
              <Text color="fg.muted" fontSize="sm">
                AN-ACC reassessment request
              </Text>
              {request ? (
                <Text data-testid="reassessment">
                  {labelOf(REASSESSMENT_STATUS_LABELS, request.status)}, requested <DateText value={request.requestDate} />
                </Text>
              ) : (
                <Text>None</Text>
              )}
            </Box>
            <Box>
              <Text color="fg.muted" fontSize="sm">
                Expected AN-ACC
              </Text>
              {exp ? (
                <Text data-testid="expected-anacc">
                  {exp.anaccClassText} from <DateText value={exp.classificationDate} />
                </Text>
              ) : (
                <Text>None</Text>
              )}
            </Box>
          </SimpleGrid>
        ) : null}
        <Flex gap="2" wrap="wrap">
          {visible.map((b) => (
            <Button key={b.name} size="sm" variant="outline" onClick={() => setDialog(b.name)}>
              {b.label}
            </Button>
          ))}
        </Flex>
      </Card.Body>

      {dialog === 'crid' ? <CridDialog resident={resident} onClose={close} onSaved={saved} /> : null}
      {dialog === 'submitAcfi' ? <SubmitAcfiDialog residentId={resident.id} onClose={close} onSaved={saved} /> : null}
      {dialog === 'assignAcfi' ? <AssignAcfiDialog residentId={resident.id} onClose={close} onSaved={saved} /> : null}
      {dialog === 'reassessment' && summary ? (
        <ReassessmentDialog
          residentId={resident.id}
          admissionDate={admissionDate}
          latest={summary.reassessmentRequest}
          onClose={close}
          onSaved={saved}
        />
      ) : null}
      {dialog === 'expectedAnacc' && summary ? (
        <ExpectedAnaccDialog
          residentId={resident.id}
          careType={careType}
          admissionDate={admissionDate}
          current={summary.expectedAnacc}
          onClose={close}
          onSaved={saved}
        />
      ) : null}
      {dialog === 'oxygen' || dialog === 'enteral' ? (
        <SupplementDialog
          key={supplementType}
          residentId={resident.id}
          type={supplementType}
          admissionDate={admissionDate}
          onClose={close}
          onSaved={saved}
        />
      ) : null}
      {dialog === 'legalNotice' ? (
        <LegalNoticeDialog residentId={resident.id} canModify={financials.canModify} onClose={close} onSaved={saved} />
      ) : null}
      {dialog === 'mtcf' ? <MtcfHistoryDialog residentId={resident.id} onClose={close} /> : null}
    </Card.Root>
  );
}
