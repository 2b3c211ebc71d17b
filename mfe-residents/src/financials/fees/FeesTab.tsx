/**
 * The fees tab of a resident or lead, in view and edit mode (seed 000 §8, seed 001 §2, §3, §5, §8, §9).
 * View: the sections of FeesSheet from GET residents/{id}/finance/fees, with "Edit fees" for a user who may modify
 * (residentsFinancials for residents, leadsFinancials for leads). Edit: one form over the save body; each effective-dated
 * list in the effective-date editor, the record's fields in place, the figures recomputed as the user edits by the
 * shared-domain function the server answers with; Save runs the save's rules (validateFees) and PUTs; Cancel with
 * changes asks first. A 404 of the load shows empty fees; any other failure 'Unable to display financials.' with the
 * offline hint.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useFacility, useFeatureFlag, usePermission } from 'shared-auth';
import { DISPLAY_FINANCIALS_ERROR, SAVE_CHANGES_ERROR, withNamedOfflineHint } from 'shared-domain';
import type { ResidentFinanceEffectiveDateType } from 'shared-domain';
import { PRE2014_CARE_LEVELS, type FinanceFeesResponse } from 'shared-domain/contracts/finance-fees';
import { melbourneToday } from 'shared-domain/dates';
import { isBondLevel } from 'shared-domain/finance/pre2014';
import { FEES_MESSAGES, validateFees } from 'shared-domain/finance/fees';
import { CONTRIBUTION_CLASSES, CONTRIBUTION_CLASS_LABELS, DRAWDOWN_FLAGS, DRAWDOWN_LABELS } from 'shared-domain/finance/labels';
import { labelledOptions } from 'shared-domain/labels';
import { serviceWindows } from 'shared-domain/optional-services';
import { personPagePath } from 'shared-domain/person-pages';
import type { ModelState } from 'shared-domain/model-state';
import { ACCOMMODATION_CLASSES, ACCOMMODATION_CLASS_LABELS } from 'shared-domain/stay';
import { HStack, Link, LoadFailure, MessageDialog, Spinner, Stack, Text } from 'shared-ui';
import {
  CheckboxField,
  FormikEditPage,
  MoneyField,
  PercentField,
  SelectField,
  setIn,
  useFormik,
  useLeavePage,
  useSubmit,
  type FormikErrors,
  type FormikHelpers,
} from 'shared-ui/form';
import type { FinancialTabProps } from '../types';
import { EffectiveDatesDialog } from './EffectiveDatesDialog';
import { FEES_TEXT, FeesSheet, type FeesEditorPart } from './FeesSheet';
import { LegalNoticeSection } from './LegalNoticeSection';
import { OptionalServicesEditor, OptionalServicesView } from './OptionalServices';
import { useFinanceFees, useOpenOptionalServices, useSaveFinanceFees } from './fees.resource';
import {
  emptyFeesResponse,
  labelledMessages,
  liveFigures,
  liveIsAct2025,
  liveMpir,
  toBody,
  toFormValues,
  type FeesFormValues,
} from './feesForm';

export const FEES_TAB_TEXT = {
  editFees: 'Edit fees',
  save: 'Save',
  cancel: 'Cancel',
  loading: 'Loading fees…',
  retry: 'Retry',
  saved: FEES_MESSAGES.saved,
  saveError: SAVE_CHANGES_ERROR,
  /** The title of the dialog listing a refused save's messages. */
  refusedTitle: SAVE_CHANGES_ERROR,
  pre2014Care: 'Pre-2014 care',
} as const;

const X = FEES_TAB_TEXT;

export default function FeesTab(props: FinancialTabProps) {
  const query = useFinanceFees(props.residentId);
  // Saved: back to the view (seed 002 §2, as fees and charges do). Held here because the edit form is remounted with
  // the saved version (its own state would be lost with it).
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const viewPath = feesPath(props, 'view');
  useEffect(() => {
    if (!saved) return;
    setSaved(false);
    void navigate(viewPath);
  }, [saved, navigate, viewPath]);
  const { currentFacility } = useFacility();
  const act2025Flag = useFeatureFlag('enableAgedCareAct2025');
  const today = melbourneToday();
  const response = useMemo(() => {
    if (query.data) return query.data;
    if (query.data === null && currentFacility) {
      return emptyFeesResponse(
        props.residentId,
        {
          id: currentFacility.id,
          name: currentFacility.name,
          isBillingIntegrated: !!currentFacility.isBillingIntegratedFacility,
          enableAgedCareAct2025: act2025Flag,
        },
        today,
      );
    }
    return null;
  }, [query.data, currentFacility, act2025Flag, props.residentId, today]);

  if (query.isError) {
    return (
      <Stack gap="3" data-testid="fees-tab">
        <LoadFailure
          message={withNamedOfflineHint(DISPLAY_FINANCIALS_ERROR)}
          retryLabel={X.retry}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  if (!response) {
    return (
      <HStack py="6" justify="center" role="status">
        <Spinner size="sm" />
        <Text>{X.loading}</Text>
      </HStack>
    );
  }
  return props.mode === 'edit' ? (
    <FeesEdit key={response.financeFees.version} props={props} response={response} today={today} onSaved={() => setSaved(true)} />
  ) : (
    <FeesView props={props} response={response} today={today} />
  );
}

function useCanModify(kind: FinancialTabProps['kind']): boolean {
  return usePermission(kind === 'lead' ? 'leadsFinancials' : 'residentsFinancials').canModify;
}

const feesPath = (props: FinancialTabProps, mode: 'view' | 'edit') =>
  `${personPagePath({ ...props, mode })}/financials/${props.isPrivate ? 'true' : 'false'}/fees`;

function FeesView({ props, response, today }: { props: FinancialTabProps; response: FinanceFeesResponse; today: string }) {
  const canModify = useCanModify(props.kind);
  const fees = response.financeFees;
  const values = useMemo(() => toFormValues(fees), [fees]);
  return (
    <Stack gap="4" data-testid="fees-tab">
      {canModify ? (
        <HStack justify="flex-end">
          <Link asChild colorPalette="brand" fontWeight="semibold">
            <RouterLink to={feesPath(props, 'edit')}>{X.editFees}</RouterLink>
          </Link>
        </HStack>
      ) : null}
      <FeesSheet
        model={{
          response,
          entries: fees.effectiveDates,
          figures: fees.figures,
          mpir: { rate: fees.maximumPermissibleInterestRate, message: fees.mpirMessage },
          values,
          today,
          isPrivate: props.isPrivate,
          isAct2025: fees.isAct2025,
          legalNotice:
            props.kind === 'resident' ? (
              <LegalNoticeSection residentId={props.residentId} canModify={canModify} refundInterest={fees.refundInterestOwed} />
            ) : null,
          optionalServices: <OptionalServicesView services={fees.optionalServices} />,
        }}
      />
    </Stack>
  );
}

/** Model-state keys that are fields of the form (the rest are listed in the dialog only). */
function formFieldErrors(modelState: ModelState): FormikErrors<FeesFormValues> {
  let out: FormikErrors<FeesFormValues> = {};
  for (const [key, messages] of Object.entries(modelState)) {
    if (!/^(pre2014\.|optionalServices\[|refundedAmountFromLumpSumDeposit|contributionClass|accommodationClass)/.test(key))
      continue;
    const text = (Array.isArray(messages) ? messages : [messages]).filter(Boolean).join(', ');
    out = setIn(out, key.replace(/\[(\d+)\]/g, '.$1'), text);
  }
  return out;
}

function FeesEdit({
  props,
  response,
  today,
  onSaved,
}: {
  props: FinancialTabProps;
  response: FinanceFeesResponse;
  today: string;
  onSaved: () => void;
}) {
  const canModify = useCanModify(props.kind);
  // Leaving (Cancel, or once saved) drops the changes: the tab goes back to view mode.
  const leavePage = useLeavePage(feesPath(props, 'view'));
  const fees = response.financeFees;
  const save = useSaveFinanceFees(props.residentId);
  const open = useOpenOptionalServices(props.residentId, true);
  const [editing, setEditing] = useState<ResidentFinanceEffectiveDateType | null>(null);
  const [refused, setRefused] = useState<string[] | null>(null);
  const windows = useMemo(() => serviceWindows(open.data ?? []), [open.data]);

  const refuse = (modelState: ModelState, values: FeesFormValues, helpers?: FormikHelpers<FeesFormValues>) => {
    helpers?.setErrors(formFieldErrors(modelState));
    setRefused(labelledMessages(modelState, values.effectiveDates));
  };

  const submitter = useSubmit<FeesFormValues, FinanceFeesResponse>({
    action: (values) => save.mutateAsync(toBody(values, fees.version)),
    success: X.saved,
    failure: withNamedOfflineHint(X.saveError),
    onSuccess: () => onSaved(),
    onFailure: (failure, values, helpers) => {
      if (!failure.modelState) return false;
      refuse(failure.modelState, values, helpers);
      return true;
    },
  });

  const form = useFormik<FeesFormValues>({
    initialValues: toFormValues(fees),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const errors = validateFees(toBody(values, fees.version), {
        admissionDate: fees.admissionDateUtc,
        today,
        serviceWindows: windows,
        mpirRates: fees.mpirRates,
        stored: fees.effectiveDates,
        careType: fees.residentCareType,
        storedAccommodationClass: fees.accommodationClass,
      });
      if (Object.keys(errors).length) {
        refuse(errors, values, helpers);
        return;
      }
      await submitter.submit(values, helpers);
    },
  });
  const values = form.values;
  const figures = useMemo(() => liveFigures(response, values, today), [response, values, today]);
  const mpir = useMemo(() => liveMpir(response, values, today), [response, values, today]);
  const isAct2025 = liveIsAct2025(response, values, today);
  // The From 1st Nov 2025 class is offered where the facility has the Act 2025 arrangements on (or it is the class held).
  const classes = ACCOMMODATION_CLASSES.filter(
    (c) => c !== 'Post01Nov2025' || response.facility.enableAgedCareAct2025 || fees.accommodationClass === c,
  );
  const bond = isBondLevel({
    pre2014Care: values.pre2014.pre2014Care,
    pre2014CareLevel: values.pre2014.pre2014CareLevel || null,
    pre2014ContinueCare: values.pre2014.pre2014ContinueCare,
  });
  const busy = form.isSubmitting || save.isPending;

  const editor = (part: FeesEditorPart) => {
    switch (part) {
      case 'accommodationClass':
        return (
          <SelectField
            name="accommodationClass"
            label={FEES_TEXT.accommodationClass}
            options={labelledOptions(classes, ACCOMMODATION_CLASS_LABELS)}
          />
        );
      case 'contribution':
        return (
          <SelectField
            name="contributionClass"
            label={FEES_TEXT.contribution}
            options={labelledOptions(CONTRIBUTION_CLASSES, CONTRIBUTION_CLASS_LABELS)}
          />
        );
      case 'refunded':
        return <MoneyField name="refundedAmountFromLumpSumDeposit" label={FEES_TEXT.refunded} min={0} />;
      case 'drawdowns':
        return (
          <Stack gap="1" role="group" aria-labelledby="fees-drawdowns-legend">
            <Text id="fees-drawdowns-legend" fontSize="sm" color="fg.muted">
              {FEES_TEXT.drawdowns}
            </Text>
            {DRAWDOWN_FLAGS.map((d) => (
              <CheckboxField key={d} name={`drawdowns.${d}`} label={DRAWDOWN_LABELS[d]} />
            ))}
          </Stack>
        );
      case 'pre2014':
        return (
          <Stack gap="3">
            <CheckboxField name="pre2014.pre2014Care" label={X.pre2014Care} />
            {values.pre2014.pre2014Care ? (
              <>
                <SelectField
                  name="pre2014.pre2014CareLevel"
                  label={FEES_TEXT.pre2014CareLevel}
                  required
                  options={PRE2014_CARE_LEVELS.map((l) => ({ value: l, label: l }))}
                />
                <CheckboxField name="pre2014.pre2014ContinueCare" label={FEES_TEXT.pre2014ContinueCare} />
                <MoneyField name="pre2014.accommodationCost" label={FEES_TEXT.accommodationCost} required={bond} min={0} />
                <MoneyField name="pre2014.bondAmount" label={FEES_TEXT.bondAmount} min={0} />
                <PercentField name="pre2014.bondInterestRate" label={FEES_TEXT.bondInterestRate} min={0} max={100} />
              </>
            ) : null}
          </Stack>
        );
      case 'optionalServices':
        return <OptionalServicesEditor services={open.data ?? []} saved={fees.optionalServices} />;
    }
  };

  return (
    <FormikEditPage
      form={form}
      leavePage={leavePage}
      canSave={canModify}
      busy={busy}
      errorSummary={false}
      testId="fees-tab"
      extras={
        <>
          {editing ? (
            <EffectiveDatesDialog
              type={editing}
              entries={values.effectiveDates}
              admissionDate={fees.admissionDateUtc}
              today={today}
              caps={fees.contributionCaps}
              onApply={(entries) => void form.setFieldValue('effectiveDates', entries)}
              onClose={() => setEditing(null)}
            />
          ) : null}
          <MessageDialog open={!!refused} title={X.refusedTitle} messages={refused ?? []} onClose={() => setRefused(null)} />
          {submitter.dialog}
        </>
      }
    >
      <FeesSheet
        model={{
          response,
          entries: values.effectiveDates,
          figures,
          mpir,
          values,
          today,
          isPrivate: props.isPrivate,
          isAct2025,
          onEdit: canModify ? setEditing : undefined,
          editor,
          legalNotice:
            props.kind === 'resident' ? (
              <LegalNoticeSection
                residentId={props.residentId}
                canModify={canModify}
                refundInterest={response.financeFees.refundInterestOwed}
              />
            ) : null,
          optionalServices: null,
        }}
      />
    </FormikEditPage>
  );
}
