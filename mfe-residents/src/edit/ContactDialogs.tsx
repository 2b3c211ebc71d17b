/** Add or edit contact, and edit contact address dialogs of the details editor (seed 000 §2 "Dialogs"). */
import { useState } from 'react';
import { STATE_ABBREVIATIONS, TITLES } from 'shared-domain';
import type { ContactDialogProps } from 'shared-domain/contracts/federated-props';
import { validateContact } from 'shared-domain/resident-record';
import type { Address, Contact } from 'shared-domain/contracts/resident-responses';
import { Button, SimpleGrid, Stack, Text } from 'shared-ui';
import {
  FormikDialog,
  MultiSelectField,
  namedItemOptions,
  SelectField,
  TextField,
  useFormik,
  useFormikContext,
  validateWith,
} from 'shared-ui/form';
import type { ReferenceItem as NamedItem } from 'shared-auth';
import { fullAddress } from '../record/format';

interface AddressValues {
  street1: string;
  street2: string;
  suburb: string;
  state: string;
  postCode: string;
  countryId: string;
}
const addressValues = (a: Address): AddressValues => ({
  street1: a.street1 ?? '',
  street2: a.street2 ?? '',
  suburb: a.suburb ?? '',
  state: a.state ?? '',
  postCode: a.postCode ?? '',
  countryId: a.countryId ? String(a.countryId) : '',
});

export function AddressDialog({
  open,
  address,
  countries,
  onCancel,
  onSave,
}: {
  open: boolean;
  address: Address;
  countries: NamedItem[];
  onCancel: () => void;
  onSave: (a: Address) => void;
}) {
  const form = useFormik<AddressValues>({
    enableReinitialize: true,
    initialValues: addressValues(address),
    onSubmit: (v) =>
      onSave({
        street1: v.street1 || null,
        street2: v.street2 || null,
        suburb: v.suburb || null,
        state: v.state || null,
        postCode: v.postCode || null,
        countryId: v.countryId ? Number(v.countryId) : null,
        country: countries.find((c) => String(c.id) === v.countryId)?.name ?? null,
      }),
  });
  return (
    <FormikDialog open={open} title="Edit contact address" submitLabel="Save address" size="lg" form={form} onClose={onCancel}>
      <SimpleGrid columns={2} gap="3">
        <TextField name="street1" label="Street" />
        <TextField name="street2" label="Street line 2" />
        <TextField name="suburb" label="Suburb" />
        <SelectField name="state" label="State" options={STATE_ABBREVIATIONS.map((s) => ({ value: s, label: s }))} />
        <TextField name="postCode" label="Post code" />
        <SelectField name="countryId" label="Country" options={namedItemOptions(countries)} />
      </SimpleGrid>
    </FormikDialog>
  );
}

type ContactForm = Contact & { relationshipIds: number[] };

/** The contact's address, shown as one line and edited in its own dialog. */
function AddressSummary({ countries }: { countries: NamedItem[] }) {
  const { values, setValues } = useFormikContext<ContactForm>();
  const [open, setOpen] = useState(false);
  const address: Address = {
    street1: values.street1,
    street2: values.street2,
    suburb: values.suburb,
    state: values.state,
    postCode: values.postCode,
    countryId: values.countryId ?? null,
    country: countries.find((c) => c.id === values.countryId)?.name ?? null,
  };
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        Address
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {fullAddress(address) || 'No address'}
      </Text>
      <Button size="xs" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        Edit address
      </Button>
      <AddressDialog
        open={open}
        address={address}
        countries={countries}
        onCancel={() => setOpen(false)}
        onSave={(a) => {
          void setValues({
            ...values,
            street1: a.street1 ?? null,
            street2: a.street2 ?? null,
            suburb: a.suburb ?? null,
            state: a.state ?? null,
            postCode: a.postCode ?? null,
            countryId: a.countryId ?? null,
          });
          setOpen(false);
        }}
      />
    </Stack>
  );
}

export function ContactDialog({ open, title, contact, relationships, countries, onCancel, onSave }: ContactDialogProps) {
  const initial: ContactForm = {
    title: '',
    firstName: '',
    lastName: '',
    phoneNumber: '',
    phoneNumberAlternate: '',
    email: '',
    contactNotes: '',
    street1: null,
    street2: null,
    suburb: null,
    state: null,
    postCode: null,
    countryId: null,
    ...(contact ?? {}),
    relationshipIds: (contact?.relationships ?? []).map((r) => r.id),
  };
  const form = useFormik<ContactForm>({
    enableReinitialize: true,
    initialValues: initial,
    // The contact rules of the resident record (names, a valid email), the ones PUT residents applies to each contact.
    validate: validateWith((c: ContactForm) => validateContact(c)),
    onSubmit: ({ relationshipIds, ...c }) =>
      onSave({
        ...c,
        firstName: c.firstName.trim(),
        lastName: c.lastName.trim(),
        relationships: relationshipIds.map((id) => ({ id, name: relationships.find((r) => r.id === id)?.name ?? '' })),
      }),
  });
  return (
    <FormikDialog open={open} title={title} submitLabel="Save contact" size="lg" form={form} onClose={onCancel}>
      <Stack gap="3">
        <SimpleGrid columns={2} gap="3">
          <SelectField name="title" label="Title" options={TITLES.map((t) => ({ value: t, label: t }))} />
          <span />
          <TextField name="firstName" label="First name" required />
          <TextField name="lastName" label="Last name" required />
          <TextField name="phoneNumber" label="Phone number" />
          <TextField name="phoneNumberAlternate" label="Alternate phone number" />
          <TextField name="email" label="Email" type="email" />
          <TextField name="contactNotes" label="Notes" />
        </SimpleGrid>
        <MultiSelectField name="relationshipIds" label="Relationships" options={namedItemOptions(relationships)} />
        <AddressSummary countries={countries} />
      </Stack>
    </FormikDialog>
  );
}
