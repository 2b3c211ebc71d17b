/**
 * Contracts of the customer-care calls (system users only): the clinical integration of a facility's residents, the
 * facility's Medicare statement months, the expected statement download and the actual statement upload. Field names
 * are the seed's where it gives them (validationResults[errorMessage], facilityId, isCompleted, expectedStatementId,
 * fileName).
 */
import { Type, type Static } from '@sinclair/typebox';
import { CLINICAL_OPERATION_TYPES, CUSTOMER_CARE_MESSAGES } from '../customer-care';
import { Enum, Id, Instant, Nullable, Text } from './common';

export const ClinicalOperationTypeField = Enum(CLINICAL_OPERATION_TYPES, {
  messages: {
    enum: 'The operation type must be OnboardResidents or UpdateResidents.',
    type: 'The operation type must be OnboardResidents or UpdateResidents.',
  },
});

/** `{facilityId}` in the customer-care paths: a facility of the caller's organisation. */
export const CustomerCareFacilityParams = Type.Object({ facilityId: Id('facility') });
export type CustomerCareFacilityParams = Static<typeof CustomerCareFacilityParams>;

/** POST customerCare/integrate-residents-into-clinical/{facilityId}: the operation type is the whole body (a JSON string). */
export const ClinicalIntegrationBody = ClinicalOperationTypeField;
export type ClinicalIntegrationBody = Static<typeof ClinicalIntegrationBody>;

export const ClinicalValidationResult = Type.Object({ errorMessage: Type.String() });
export const ClinicalIntegrationResult = Type.Object({
  success: Type.Boolean(),
  validationResults: Type.Array(ClinicalValidationResult),
  /** The request stored (absent when the residents failed the check and nothing was submitted). */
  requestId: Type.Optional(Type.Integer()),
});
export type ClinicalIntegrationResult = Static<typeof ClinicalIntegrationResult>;

/** GET customerCare/integrate-residents-into-clinical/{facilityId}?operationType= */
export const ClinicalStatusQuery = Type.Object({ operationType: ClinicalOperationTypeField });
export type ClinicalStatusQuery = Static<typeof ClinicalStatusQuery>;

/** One request of the status list, newest first (the seed's facilityId and isCompleted, with when and how it ended). */
export const ClinicalStatusItem = Type.Object({
  id: Type.Integer(),
  facilityId: Type.Integer(),
  operationType: ClinicalOperationTypeField,
  isCompleted: Type.Boolean(),
  status: Type.Union([Type.Literal('Submitted'), Type.Literal('Completed'), Type.Literal('Failed')]),
  statusReason: Nullable(Type.String()),
  residentCount: Type.Integer(),
  requestedOnUtc: Type.String(),
  completedOnUtc: Nullable(Type.String()),
  requestedBy: Type.String(),
});
export type ClinicalStatusItem = Static<typeof ClinicalStatusItem>;
export const ClinicalStatusList = Type.Array(ClinicalStatusItem);
export type ClinicalStatusList = Static<typeof ClinicalStatusList>;

/** One statement month of a facility (GET funding/finalised-months/{facilityId}), newest first. */
export const StatementMonth = Type.Object({
  statementId: Type.Integer(),
  /** 'MMYYYY'. */
  monthYear: Type.String(),
  /** The expected statement was fetched from Medicare ('Get statement'): it can be downloaded and its actual one uploaded. */
  isFetched: Type.Boolean(),
  fetchedOnUtc: Nullable(Type.String()),
  actualFileName: Nullable(Type.String()),
  actualUploadedOnUtc: Nullable(Type.String()),
});
export type StatementMonth = Static<typeof StatementMonth>;
export const StatementMonths = Type.Array(StatementMonth);
export type StatementMonths = Static<typeof StatementMonths>;

/** GET funding/download-statement?statementId= (the expected statement, saved as an xml file). */
export const DownloadStatementQuery = Type.Object({ statementId: Id('statement') });
export type DownloadStatementQuery = Static<typeof DownloadStatementQuery>;

/** POST funding/upload-actual-statement?expectedStatementId=&fileName= with one multipart file part. */
export const UploadActualStatementQuery = Type.Object({
  expectedStatementId: Id('statement'),
  fileName: Text(200, {
    minLength: 1,
    messages: { required: CUSTOMER_CARE_MESSAGES.fileNameRequired, minLength: CUSTOMER_CARE_MESSAGES.fileNameRequired },
  }),
});
export type UploadActualStatementQuery = Static<typeof UploadActualStatementQuery>;

export const UploadActualStatementResult = Type.Object({
  statementId: Type.Integer(),
  monthYear: Type.String(),
  actualFileName: Type.String(),
  actualUploadedOnUtc: Instant(),
  size: Type.Integer(),
});
export type UploadActualStatementResult = Static<typeof UploadActualStatementResult>;
