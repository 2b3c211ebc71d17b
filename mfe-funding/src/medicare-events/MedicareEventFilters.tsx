/**
 * The Medicare events page's filters (seed 001 §7 "funding/medicare-events"): event types (the seed's event groups),
 * response types, residents (a multi-select whose summary shows up to three chosen names, then "+N") and a date range.
 * Applied with Apply (or Enter), cleared with Clear; the page lists what the applied filters give.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getJson } from 'shared-auth';
import type { ResidentSearchRows } from 'shared-domain/contracts/search-responses';
import { MEDICARE_EVENTS_CHOSEN_SHOWN, MEDICARE_EVENT_GROUPS, chosenSummary } from 'shared-domain/funding/medicare-events';
import { MEDICARE_RESPONSE_STATUSES, MEDICARE_RESPONSE_STATUS_LABELS, labelledOptions } from 'shared-domain/labels';
import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text, chakra } from 'shared-ui';
import { DateField, Form, Formik, MultiSelectField, useField } from 'shared-ui/form';
import { NO_FILTERS, type EventFilters } from './medicare-events.resource';

export const FILTER_TEXT = {
  legend: 'Filter Medicare events',
  eventTypes: 'Event types',
  responseTypes: 'Response types',
  residents: 'Residents',
  residentSearch: 'Find a resident',
  noResidents: 'All residents',
  fromDate: 'From',
  toDate: 'To',
  apply: 'Apply',
  clear: 'Clear',
  clearResidents: 'Clear residents',
} as const;

const SEARCH_WAIT_MS = 300;

/** The residents of the facility whose names match (current and departed, at most 10). */
function useResidentSearch(text: string) {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), SEARCH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: ['funding', 'medicare-events', 'resident-search', term],
    enabled: term.length > 0,
    queryFn: ({ signal }) =>
      getJson<ResidentSearchRows>('residents/search-current-and-departed', { params: { searchStr: term }, signal }),
  });
}

/** The residents multi-select: a search, the matches as toggles, the chosen ones summarised (three, then "+N"). */
function ResidentsField() {
  const [field, , helpers] = useField<EventFilters['residents']>('residents');
  const chosen = field.value ?? [];
  const [text, setText] = useState('');
  const found = useResidentSearch(text).data ?? [];
  const isChosen = (id: number) => chosen.some((r) => r.id === id);
  const toggle = (id: number, name: string) =>
    void helpers.setValue(isChosen(id) ? chosen.filter((r) => r.id !== id) : [...chosen, { id, name }]);
  const summary = chosenSummary(chosen.map((r) => r.name));
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="medium" fontSize="sm" mb="1">
        {FILTER_TEXT.residents}
      </chakra.legend>
      <HStack gap="2" wrap="wrap" mb="2">
        <Text fontSize="sm" data-testid="chosen-residents" title={chosen.map((r) => r.name).join(', ')}>
          {summary || FILTER_TEXT.noResidents}
        </Text>
        {chosen.length ? (
          <Button size="xs" variant="ghost" onClick={() => void helpers.setValue([])}>
            {FILTER_TEXT.clearResidents}
          </Button>
        ) : null}
      </HStack>
      <Field.Root>
        <Field.Label fontSize="sm">{FILTER_TEXT.residentSearch}</Field.Label>
        <Input
          size="sm"
          type="search"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          // Enter in the search box searches, it does not apply the filters.
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
        />
      </Field.Root>
      {found.length ? (
        <Stack as="ul" listStyleType="none" gap="1" mt="2" aria-label="Matching residents">
          {found.map((r) => {
            const name = `${r.firstName} ${r.lastName}`;
            return (
              <li key={r.residentId}>
                <Button
                  size="xs"
                  minH={{ base: '11', lg: '8' }}
                  variant={isChosen(r.residentId) ? 'solid' : 'outline'}
                  aria-pressed={isChosen(r.residentId)}
                  onClick={() => toggle(r.residentId, name)}
                >
                  {name}
                </Button>
              </li>
            );
          })}
        </Stack>
      ) : null}
      <Text srOnly aria-live="polite">
        {chosen.length > MEDICARE_EVENTS_CHOSEN_SHOWN ? `${chosen.length} residents chosen` : ''}
      </Text>
    </chakra.fieldset>
  );
}

export function MedicareEventFilters({ onApply }: { onApply: (filters: EventFilters) => void }) {
  return (
    <Formik<EventFilters> initialValues={NO_FILTERS} onSubmit={(values) => onApply(values)}>
      {(form) => (
        <Box as={Form} aria-label={FILTER_TEXT.legend} mb="4" borderWidth="1px" borderRadius="md" p="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <MultiSelectField
              name="eventGroups"
              label={FILTER_TEXT.eventTypes}
              options={MEDICARE_EVENT_GROUPS.map((g) => ({ value: g, label: g }))}
            />
            <MultiSelectField
              name="responseTypes"
              label={FILTER_TEXT.responseTypes}
              options={labelledOptions(MEDICARE_RESPONSE_STATUSES, MEDICARE_RESPONSE_STATUS_LABELS)}
            />
            <ResidentsField />
            <SimpleGrid columns={2} gap="3" alignContent="start">
              <DateField name="fromDate" label={FILTER_TEXT.fromDate} />
              <DateField name="toDate" label={FILTER_TEXT.toDate} min={form.values.fromDate || undefined} />
            </SimpleGrid>
          </SimpleGrid>
          <HStack gap="2" mt="3">
            <Button type="submit" size="sm" minH={{ base: '11', lg: '8' }} colorPalette="brand">
              {FILTER_TEXT.apply}
            </Button>
            <Button
              size="sm"
              minH={{ base: '11', lg: '8' }}
              variant="outline"
              onClick={() => {
                form.resetForm({ values: NO_FILTERS });
                onApply(NO_FILTERS);
              }}
            >
              {FILTER_TEXT.clear}
            </Button>
          </HStack>
        </Box>
      )}
    </Formik>
  );
}
