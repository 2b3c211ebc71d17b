/**
 * /customerCare/clinicalIntegration/:operationType (system users only; OnboardResidents or UpdateResidents): pick a
 * facility of the organisation and submit its current residents to the clinical system. Problems with the residents
 * come back as validation results, each listed; a submitted request shows in the status list, polled every 5 seconds
 * until the clinical system has completed it.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSession } from 'shared-auth';
import type { ClinicalIntegrationResult, ClinicalStatusItem } from 'shared-domain/contracts/customer-care';
import {
  CUSTOMER_CARE_MESSAGES as M,
  clinicalOperationTitle,
  clinicalSubmittedMessage,
  isClinicalOperationType,
  type ClinicalOperationType,
} from 'shared-domain/customer-care';
import { formatDateTime } from 'shared-domain/dates';
import {
  Alert,
  Badge,
  Box,
  Button,
  HStack,
  Heading,
  List,
  PageLayout,
  ResponsiveTable,
  Spinner,
  Stack,
  Text,
  notify,
} from 'shared-ui';
import { Form, Formik, SelectField } from 'shared-ui/form';
import { CustomerCareLinks } from './CustomerCareLinks';
import { isWaiting, useClinicalStatus, useIntegrateResidents, useOrganisationFacilities } from './customer-care.resource';

export const CLINICAL_TEXT = {
  facility: 'Facility',
  submit: 'Submit',
  validationTitle: 'Validation results',
  statusTitle: 'Requests',
  noRequests: 'No requests have been submitted for this facility.',
  waiting: 'Waiting for the clinical system to complete the request...',
  systemOnly: 'The customer-care tools are for system users only.',
  unknownOperation: 'Unknown operation type. Use OnboardResidents or UpdateResidents.',
  columns: { requested: 'Requested', by: 'Requested by', residents: 'Residents', status: 'Status', completed: 'Completed on' },
} as const;

interface Values {
  facilityId: number | null;
}

export default function ClinicalIntegration() {
  const { operationType } = useParams();
  const { isSystemUser } = useSession();
  if (!isSystemUser) return <PageLayout title="Clinical integration">{CLINICAL_TEXT.systemOnly}</PageLayout>;
  if (!isClinicalOperationType(operationType))
    return <PageLayout title="Clinical integration">{CLINICAL_TEXT.unknownOperation}</PageLayout>;
  return <ClinicalIntegrationPage operationType={operationType} />;
}

function ClinicalIntegrationPage({ operationType }: { operationType: ClinicalOperationType }) {
  const facilities = useOrganisationFacilities();
  const integrate = useIntegrateResidents(operationType);
  const [facilityId, setFacilityId] = useState<number | null>(null);
  const [result, setResult] = useState<ClinicalIntegrationResult | null>(null);
  const status = useClinicalStatus(facilityId, operationType);
  const options = (facilities.data ?? []).map((f) => ({ value: f.id, label: f.name }));

  async function submit(values: Values) {
    if (values.facilityId === null) return;
    setResult(null);
    try {
      const answer = await integrate.mutateAsync(values.facilityId);
      setResult(answer);
      if (answer.success) notify.success(clinicalSubmittedMessage(operationType));
    } catch {
      notify.error(M.integrationFailed);
    }
  }

  return (
    <PageLayout title={clinicalOperationTitle(operationType)}>
      <CustomerCareLinks />
      <Formik<Values>
        initialValues={{ facilityId: null }}
        validate={(v) => (v.facilityId === null ? { facilityId: M.facilityRequired } : {})}
        onSubmit={submit}
      >
        <Form noValidate>
          <Stack gap="4" maxW="md">
            <SelectField
              name="facilityId"
              label={CLINICAL_TEXT.facility}
              required
              numeric
              options={options}
              onValueChange={(next) => {
                setFacilityId(typeof next === 'number' ? next : null);
                setResult(null);
              }}
            />
            <HStack>
              <Button type="submit" colorPalette="brand" loading={integrate.isPending} minH={{ base: '11', lg: '10' }}>
                {CLINICAL_TEXT.submit}
              </Button>
            </HStack>
          </Stack>
        </Form>
      </Formik>

      {result && !result.success ? (
        <Alert.Root status="error" mt="5" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{CLINICAL_TEXT.validationTitle}</Alert.Title>
            <Alert.Description>
              <List.Root aria-label={CLINICAL_TEXT.validationTitle} ps="4">
                {result.validationResults.map((v, i) => (
                  <List.Item key={i}>{v.errorMessage}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      {facilityId !== null ? (
        <Box as="section" mt="6" aria-labelledby="clinical-status-title">
          <Heading as="h2" size="md" id="clinical-status-title" mb="3">
            {CLINICAL_TEXT.statusTitle}
          </Heading>
          {isWaiting(status.data) ? (
            <HStack role="status" mb="3">
              <Spinner size="sm" />
              <Text>{CLINICAL_TEXT.waiting}</Text>
            </HStack>
          ) : null}
          {status.data && status.data.length === 0 ? <Text color="fg.muted">{CLINICAL_TEXT.noRequests}</Text> : null}
          {status.data?.length ? <StatusTable rows={status.data} /> : null}
        </Box>
      ) : null}
    </PageLayout>
  );
}

function StatusTable({ rows }: { rows: ClinicalStatusItem[] }) {
  const C = CLINICAL_TEXT.columns;
  return (
    <ResponsiveTable
      aria-label={CLINICAL_TEXT.statusTitle}
      rows={rows}
      rowKey={(r) => r.id}
      rowProps={() => ({ 'data-testid': 'clinical-request' })}
      columns={[
        { key: 'requested', header: C.requested, primary: true, cell: (r) => formatDateTime(r.requestedOnUtc) },
        { key: 'by', header: C.by, cell: (r) => r.requestedBy },
        { key: 'residents', header: C.residents, cell: (r) => r.residentCount },
        {
          key: 'status',
          header: C.status,
          cell: (r) => (
            <Stack gap="1">
              <Badge colorPalette={r.status === 'Completed' ? 'green' : r.status === 'Failed' ? 'red' : 'gray'} w="fit-content">
                {r.status}
              </Badge>
              {r.statusReason ? <Text fontSize="sm">{r.statusReason}</Text> : null}
            </Stack>
          ),
        },
        { key: 'completed', header: C.completed, cell: (r) => formatDateTime(r.completedOnUtc) },
      ]}
    />
  );
}
