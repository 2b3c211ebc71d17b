import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Form, Formik, useFormik, type FormikErrors } from 'formik';
import { useState, type ReactNode } from 'react';
import { validateLeave } from 'shared-domain/stay';
import { Box, Button, Stack } from 'shared-ui';
import { FormikDialog } from './FormikDialog';
import { EffectiveDateRowsField } from './EffectiveDateRowsField';
import { validateWith } from './errors';
import {
  CheckboxField,
  DateField,
  FileField,
  IntegerField,
  MoneyField,
  MultiSelectField,
  PercentField,
  RadioGroupField,
  SelectField,
  TextField,
  TextareaField,
  TimeField,
} from './fields';
import { FormErrorSummary, useSubmit } from './submit';

/** A formik form around the story's fields, its values shown under them; `errors` are shown as if submitted. */
function Demo({
  initialValues,
  errors,
  children,
}: {
  initialValues: Record<string, unknown>;
  errors?: FormikErrors<Record<string, unknown>>;
  children: ReactNode;
}) {
  return (
    <Box p="6" maxW="md">
      <Formik
        initialValues={initialValues}
        initialErrors={errors}
        initialTouched={errors ? Object.fromEntries(Object.keys(errors).map((k) => [k, true])) : undefined}
        onSubmit={() => {}}
      >
        {({ values }) => (
          <Form noValidate>
            <Stack gap="4">
              {children}
              <Box as="pre" fontSize="xs" bg="bg.muted" p="2" borderRadius="md">
                {JSON.stringify(values, null, 2)}
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}

const meta = {
  title: 'Forms/Fields',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  render: () => (
    <Demo initialValues={{ firstName: '', email: '' }}>
      <TextField name="firstName" label="First name" required helpText="As on the Medicare card." />
      <TextField name="email" label="Email" type="email" />
    </Demo>
  ),
};

export const TextWithError: Story = {
  render: () => (
    <Demo initialValues={{ debtor: 'D-1' }} errors={{ debtor: 'Debtor ID already exists.' }}>
      <TextField name="debtor" label="Debtor ID" />
    </Demo>
  ),
};

export const Textarea: Story = {
  render: () => (
    <Demo initialValues={{ note: '' }}>
      <TextareaField name="note" label="Add a note" maxLength={4000} />
    </Demo>
  ),
};

export const DateAndTime: Story = {
  render: () => (
    <Demo initialValues={{ startDateUtc: '2026-03-05T00:00:00.000Z', time: '12:30' }}>
      <DateField
        name="startDateUtc"
        label="Start date"
        required
        min="2026-01-10"
        helpText="An instant from the API shows its UTC date."
      />
      <TimeField name="time" label="Tour time" />
    </Demo>
  ),
};

export const Money: Story = {
  render: () => (
    <Demo initialValues={{ agreedRoomPrice: '1234.5' }}>
      <MoneyField
        name="agreedRoomPrice"
        label="Agreed room price"
        max="1000000"
        helpText="Tidied to cents when you leave the field."
      />
    </Demo>
  ),
};

/** Below 0 is refused in the form's words (as the API's money fields), unless `min` says otherwise. */
export const MoneyBelowZero: Story = {
  render: () => (
    <Demo initialValues={{ price: '-5' }} errors={{ price: 'The value cannot be less than 0.' }}>
      <MoneyField name="price" label="Price" required />
    </Demo>
  ),
};

/**
 * Leave the email empty and press the checkbox: the email's error waits until the click is done, so the checkbox does
 * not move from under the pointer and the first click ticks it. Save with the email out of view: the form scrolls to
 * it, focuses it and says how many fields need attention.
 */
export const BlurErrorAndClick: Story = {
  render: () => (
    <Box p="6" maxW="md">
      <Formik
        initialValues={{ email: '', facilities: [] as number[] }}
        validate={validateWith((v: { email: string }) => (v.email ? {} : { email: ['Please enter an email address.'] }))}
        onSubmit={() => {}}
      >
        <Form noValidate aria-label="Add user">
          <Stack gap="4">
            <FormErrorSummary />
            <TextField name="email" label="Email" required />
            <MultiSelectField
              name="facilities"
              label="Facilities"
              options={[
                { value: 1, label: 'Bayside Gardens' },
                { value: 2, label: 'Carlton House' },
              ]}
            />
            <Box h="120vh" />
            <Button type="submit" alignSelf="start">
              Save
            </Button>
          </Stack>
        </Form>
      </Formik>
    </Box>
  ),
};

export const PercentAndInteger: Story = {
  render: () => (
    <Demo initialValues={{ rate: '7.61', days: '' }}>
      <PercentField name="rate" label="Maximum penalty interest" />
      <IntegerField name="days" label="Pre-entry leave days" min={1} max={7} />
    </Demo>
  ),
};

export const Select: Story = {
  render: () => (
    <Demo initialValues={{ type: '', bedId: null }}>
      <SelectField
        name="type"
        label="Leave type"
        required
        options={['Hospital', 'Social', 'Emergency'].map((t) => ({ value: t, label: t }))}
      />
      <SelectField
        name="bedId"
        label="Bed"
        numeric
        options={[
          { label: 'North Wing', options: [{ value: 31, label: 'N030' }] },
          {
            label: 'Garden Wing',
            options: [
              { value: 81, label: 'G072 Bed A' },
              { value: 82, label: 'G072 Bed B' },
            ],
          },
        ]}
      />
    </Demo>
  ),
};

export const MultiSelect: Story = {
  render: () => (
    <Demo initialValues={{ religionIds: [2] }}>
      <MultiSelectField
        name="religionIds"
        label="Religions"
        options={[
          { value: 1, label: 'Anglican' },
          { value: 2, label: 'Catholic' },
          { value: 3, label: 'None' },
        ]}
      />
    </Demo>
  ),
};

export const CheckboxAndRadios: Story = {
  render: () => (
    <Demo
      initialValues={{ billPayerType: 'Resident', isInvoicePost: true }}
      errors={{ isInvoicePost: 'Invoice by post cannot be saved without a postal address.' }}
    >
      <RadioGroupField
        name="billPayerType"
        label="Bill payer"
        options={[
          { value: 'Resident', label: 'Resident' },
          { value: 'PrimaryContact', label: 'Primary contact' },
          { value: 'SecondaryContact', label: 'Secondary contact' },
        ]}
      />
      <CheckboxField name="isInvoicePost" label="Invoice by post" />
    </Demo>
  ),
};

export const File: Story = {
  render: () => (
    <Demo initialValues={{ file: null }}>
      <FileField
        name="file"
        label="ACFI file"
        accept=".xml,text/xml"
        helpText="The appraisal is checked against the resident's record before it is sent."
      />
    </Demo>
  ),
};

export const EffectiveDateRows: Story = {
  render: () => (
    <Demo
      initialValues={{
        meansTestedCareFee: [
          { effectiveDate: '2025-07-01', value: '14.25' },
          { effectiveDate: '2025-07-01', value: '15' },
        ],
      }}
    >
      <EffectiveDateRowsField name="meansTestedCareFee" label="Means-tested care fee" kind="money" valueLabel="Amount" />
    </Demo>
  ),
};

/** A dialog as a remote composes one: useFormik, FormDialog's `form`, kit fields, a shared-domain rule, useSubmit. */
function LeaveDialogDemo({ outcome }: { outcome: 'success' | 'modelState' }) {
  const [open, setOpen] = useState(true);
  const save = useSubmit<{ type: string; startDateUtc: string }>({
    action: () =>
      outcome === 'success'
        ? Promise.resolve({})
        : Promise.reject({
            response: {
              status: 400,
              data: {
                modelState: {
                  startDateUtc: ['This leave overlaps another leave of the resident.'],
                  residentId: ['The resident is already on leave.'],
                },
              },
            },
          }),
    success: 'Leave added.',
    failure: 'Unable to save changes.',
    onSuccess: () => setOpen(false),
  });
  const form = useFormik({
    initialValues: { type: '', startDateUtc: '' },
    validate: validateWith((v: { type: string; startDateUtc: string }) =>
      validateLeave(v, { facilityType: 'AgeCare', admissionDate: '2026-01-10', departureDate: null }),
    ),
    onSubmit: save.submit,
  });
  return (
    <Box p="6">
      <Button onClick={() => setOpen(true)}>Send on leave</Button>
      <FormikDialog open={open} title="Send on leave" form={form} onClose={() => setOpen(false)}>
        <SelectField
          name="type"
          label="Leave type"
          required
          options={['Hospital', 'Social', 'Emergency'].map((t) => ({ value: t, label: t }))}
        />
        <DateField name="startDateUtc" label="Start date" required min="2026-01-10" />
      </FormikDialog>
      {save.dialog}
    </Box>
  );
}

export const InAFormDialog: Story = { render: () => <LeaveDialogDemo outcome="success" /> };
export const ServerRefusal: Story = { render: () => <LeaveDialogDemo outcome="modelState" /> };
