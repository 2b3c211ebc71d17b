/** Add or edit contact, and edit contact address dialogs of the details editor (seed 000 §2 "Dialogs"). */
import { Formik, Form, useField } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { INVALID_EMAIL_MESSAGE, STATE_ABBREVIATIONS, TITLES } from 'shared-domain';
import { MESSAGES } from 'shared-domain/resident-record';
import type { Address, Contact } from 'shared-domain/resident-types';
import { Button, CloseButton, Dialog, Portal, SimpleGrid, Stack, Text } from 'shared-ui';
import type { NamedItem } from '../api/record';
import { IdSetField, SelectField, TextField } from './fields';
import { fullAddress } from '../record/format';

const contactSchema = yup.object({
  firstName: yup.string().trim().required(MESSAGES.contactFirstNameRequired),
  lastName: yup.string().trim().required(MESSAGES.contactLastNameRequired),
  email: yup.string().trim().email(INVALID_EMAIL_MESSAGE),
});

function Frame({ open, title, onCancel, children, footer }: { open: boolean; title: string; onCancel: () => void; children: React.ReactNode; footer: React.ReactNode }) {
  return (
    <Dialog.Root open={open} placement="center" size="lg" onOpenChange={(e) => { if (!e.open) onCancel(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface AddressValues { street1: string; street2: string; suburb: string; state: string; postCode: string; countryId: string }
const addressValues = (a: Address): AddressValues => ({
  street1: a.street1 ?? '', street2: a.street2 ?? '', suburb: a.suburb ?? '', state: a.state ?? '', postCode: a.postCode ?? '',
  countryId: a.countryId ? String(a.countryId) : '',
});

export function AddressDialog({ open, address, countries, onCancel, onSave }: {
  open: boolean; address: Address; countries: NamedItem[]; onCancel: () => void; onSave: (a: Address) => void;
}) {
  return (
    <Formik
      enableReinitialize
      initialValues={addressValues(address)}
      onSubmit={(v) => onSave({
        street1: v.street1 || null, street2: v.street2 || null, suburb: v.suburb || null, state: v.state || null,
        postCode: v.postCode || null, countryId: v.countryId ? Number(v.countryId) : null,
        country: countries.find((c) => String(c.id) === v.countryId)?.name ?? null,
      })}
    >
      {({ submitForm }) => (
        <Frame open={open} title="Edit contact address" onCancel={onCancel}
          footer={<><Button variant="outline" onClick={onCancel}>Cancel</Button><Button colorPalette="brand" onClick={() => void submitForm()}>Save address</Button></>}>
          <Form>
            <SimpleGrid columns={2} gap="3">
              <TextField name="street1" label="Street" />
              <TextField name="street2" label="Street line 2" />
              <TextField name="suburb" label="Suburb" />
              <SelectField name="state" label="State" options={STATE_ABBREVIATIONS.map((s) => ({ value: s, label: s }))} />
              <TextField name="postCode" label="Post code" />
              <SelectField name="countryId" label="Country" options={countries.map((c) => ({ value: String(c.id), label: c.name }))} />
            </SimpleGrid>
          </Form>
        </Frame>
      )}
    </Formik>
  );
}

function AddressSummary({ countries }: { countries: NamedItem[] }) {
  const [street1] = useField('street1');
  const [street2] = useField('street2');
  const [suburb] = useField('suburb');
  const [state] = useField('state');
  const [postCode] = useField('postCode');
  const [countryId, , countryHelpers] = useField('countryId');
  const [, , h1] = useField('street1');
  const [, , h2] = useField('street2');
  const [, , h3] = useField('suburb');
  const [, , h4] = useField('state');
  const [, , h5] = useField('postCode');
  const [open, setOpen] = useState(false);
  const address: Address = {
    street1: street1.value, street2: street2.value, suburb: suburb.value, state: state.value, postCode: postCode.value,
    countryId: countryId.value ?? null, country: countries.find((c) => c.id === countryId.value)?.name ?? null,
  };
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">Address</Text>
      <Text fontSize="sm" color="fg.muted">{fullAddress(address) || 'No address'}</Text>
      <Button size="xs" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>Edit address</Button>
      <AddressDialog open={open} address={address} countries={countries} onCancel={() => setOpen(false)} onSave={(a) => {
        void h1.setValue(a.street1 ?? null); void h2.setValue(a.street2 ?? null); void h3.setValue(a.suburb ?? null);
        void h4.setValue(a.state ?? null); void h5.setValue(a.postCode ?? null); void countryHelpers.setValue(a.countryId ?? null);
        setOpen(false);
      }} />
    </Stack>
  );
}

type ContactForm = Contact & { relationshipIds: number[] };

export function ContactDialog({ open, title, contact, relationships, countries, onCancel, onSave }: {
  open: boolean; title: string; contact: Contact | null; relationships: NamedItem[]; countries: NamedItem[];
  onCancel: () => void; onSave: (c: Contact) => void;
}) {
  const initial: ContactForm = {
    title: '', firstName: '', lastName: '', phoneNumber: '', phoneNumberAlternate: '', email: '', contactNotes: '',
    street1: null, street2: null, suburb: null, state: null, postCode: null, countryId: null,
    ...(contact ?? {}),
    relationshipIds: (contact?.relationships ?? []).map((r) => r.id),
  };
  return (
    <Formik
      enableReinitialize
      initialValues={initial}
      validationSchema={contactSchema}
      onSubmit={({ relationshipIds, ...c }) => onSave({
        ...c,
        firstName: c.firstName.trim(), lastName: c.lastName.trim(),
        relationships: relationshipIds.map((id) => ({ id, name: relationships.find((r) => r.id === id)?.name ?? '' })),
      })}
    >
      {({ submitForm }) => (
        <Frame open={open} title={title} onCancel={onCancel}
          footer={<><Button variant="outline" onClick={onCancel}>Cancel</Button><Button colorPalette="brand" onClick={() => void submitForm()}>Save contact</Button></>}>
          <Form>
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
              <IdSetField name="relationshipIds" label="Relationships" items={relationships} />
              <AddressSummary countries={countries} />
            </Stack>
          </Form>
        </Frame>
      )}
    </Formik>
  );
}
