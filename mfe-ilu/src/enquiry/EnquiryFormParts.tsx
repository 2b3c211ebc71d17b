/**
 * The parts the create form and the details form share: a person's fields, the primary contact with the other
 * contact's fields (the seed's rules applied as the user changes the form), the enquiry sources (the organisation's
 * list, and new ones typed in) and the titled sections they sit in. Built from shared-ui's form kit.
 */
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ReferenceItem } from 'shared-auth';
import { Button, Card, Field, HStack, Heading, Input, SimpleGrid, Stack } from 'shared-ui';
import {
  DateField,
  MultiSelectField,
  RadioGroupField,
  TextField,
  namedItemOptions,
  useField,
  useFormikContext,
  type SelectOption,
} from 'shared-ui/form';
import { melbourneToday } from 'shared-domain';
import type { ContactValues } from './enquiryForm';
import { newEnquirySourceId } from './rules';

export const FORM_TEXT = {
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  email: 'Email',
  phoneNumber: 'Phone number',
  primaryContact: 'Primary contact',
  other: 'Other',
  contactFirstName: 'Contact first name',
  contactLastName: 'Contact last name',
  contactEmail: 'Contact email',
  contactPhoneNumber: 'Contact phone number',
  enquirySources: 'Enquiry sources',
  newSource: 'New enquiry source',
  addSource: 'Add source',
  requestedAdmissionDate: 'Requested admission date',
  accessibilityRequirement: 'Accessibility requirement',
  save: 'Save',
  cancel: 'Cancel',
} as const;

/** A titled card of the form (a landmark named by its title). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body>
        <Heading as="h2" size="sm" mb="3">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** A person's names, date of birth, email and phone under `path` ('prospect1', 'residents.0'). */
export function PersonFields({ path, required = true }: { path: string; required?: boolean }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      <TextField name={`${path}.firstName`} label={FORM_TEXT.firstName} required={required} autoComplete="off" />
      <TextField name={`${path}.lastName`} label={FORM_TEXT.lastName} required={required} autoComplete="off" />
      <DateField name={`${path}.dateOfBirth`} label={FORM_TEXT.dateOfBirth} max={melbourneToday()} />
      <TextField name={`${path}.email`} label={FORM_TEXT.email} type="email" autoComplete="off" />
      <TextField name={`${path}.phoneNumber`} label={FORM_TEXT.phoneNumber} type="tel" autoComplete="off" />
    </SimpleGrid>
  );
}

/**
 * Applies the primary contact rules (`rules`: the form after them, the same object when nothing changes) whenever the
 * form changes: the other contact's fields are cleared unless the primary contact is 'other', and a choice of prospect 2
 * without a name is reset.
 */
export function PrimaryContactRules<V>({ rules }: { rules: (values: V) => V }) {
  const { values, setValues } = useFormikContext<V>();
  useEffect(() => {
    const next = rules(values);
    if (next !== values) void setValues(next, true);
  }, [rules, values, setValues]);
  return null;
}

/** The primary contact's choice, and the other contact's fields while it is 'other'. */
export function PrimaryContactFields({ people }: { people: readonly SelectOption[] }) {
  const { values } = useFormikContext<ContactValues>();
  return (
    <Stack gap="3">
      <RadioGroupField
        name="primaryContact"
        label={FORM_TEXT.primaryContact}
        options={[...people, { value: 'other', label: FORM_TEXT.other }]}
      />
      {values.primaryContact === 'other' ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="other-contact">
          <TextField name="contactFirstName" label={FORM_TEXT.contactFirstName} required autoComplete="off" />
          <TextField name="contactLastName" label={FORM_TEXT.contactLastName} required autoComplete="off" />
          <TextField name="contactEmail" label={FORM_TEXT.contactEmail} type="email" autoComplete="off" />
          <TextField name="contactPhoneNumber" label={FORM_TEXT.contactPhoneNumber} type="tel" autoComplete="off" />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

/**
 * The enquiry sources: a box per source of the organisation's list (GET referenceData/enquiry-sources), and a new
 * source typed in and added (Enter or the Add button), chosen as { id: 'new_<name>' } until the enquiry is saved. A
 * typed name the list already has chooses that source instead.
 */
export function EnquirySourcesField({
  name,
  sources,
  known = [],
  label = FORM_TEXT.enquirySources,
}: {
  name: string;
  sources: readonly ReferenceItem[];
  /** Sources the record already has (kept on offer when the list lacks them). */
  known?: readonly ReferenceItem[];
  label?: string;
}) {
  const [field, , helpers] = useField<Array<number | string>>(name);
  const [typed, setTyped] = useState('');
  const chosen = field.value ?? [];
  const listed = [...sources, ...known.filter((k) => !sources.some((s) => s.id === k.id))];
  const added = chosen.filter((v): v is string => typeof v === 'string');
  const options: SelectOption[] = [
    ...namedItemOptions(listed),
    ...added.map((id) => ({ value: id, label: id.slice('new_'.length) })),
  ];
  const inputId = `${name}-new`;
  const add = () => {
    const text = typed.trim();
    if (!text) return;
    const existing = listed.find((s) => s.name.toLowerCase() === text.toLowerCase());
    const value = existing ? existing.id : newEnquirySourceId(text);
    if (!chosen.includes(value)) void helpers.setValue([...chosen, value]);
    setTyped('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault(); // Enter adds the source; it does not submit the form
    add();
  };
  return (
    <Stack gap="3">
      <MultiSelectField name={name} label={label} options={options} />
      <Field.Root>
        <Field.Label htmlFor={inputId}>{FORM_TEXT.newSource}</Field.Label>
        <HStack gap="2" align="flex-start" w="full" maxW="md">
          <Input id={inputId} value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} onKeyDown={onKeyDown} />
          <Button variant="outline" onClick={add} disabled={!typed.trim()}>
            {FORM_TEXT.addSource}
          </Button>
        </HStack>
      </Field.Root>
    </Stack>
  );
}
