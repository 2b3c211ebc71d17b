/**
 * A fees rate list (MPIR, maximum penalty interest rates) as editable rows of start, end and rate, with the row rules
 * of shared-domain/finance/rate-rows: the next row starts the day after the previous one ends (set here after the user
 * changes the rows, so shown read-only), the first row cannot be removed and one row is always kept; the messages come
 * from the form's rules. The rows as loaded are never changed: a stored list is shown as it is (opening a record does
 * not make the form dirty, and never moves a row onto other days); the rules say what to fix when it is saved.
 * It is not the kit's EffectiveDateRowsField (rows of an effective date and a value): these rows are date ranges, a
 * start and an end chained one after another, with the first row fixed; another kind of list, so its own editor.
 */
import { useEffect } from 'react';
import { maxRowStart, removeRateRow, withFollowingStarts, type RateRow } from 'shared-domain/finance/rate-rows';
import { Box, Button, Grid, Heading, Stack, Text } from 'shared-ui';
import { DateInput, NumberInput, getIn, useFormikContext } from 'shared-ui/form';
import { EMPTY_RATE_ROW } from './scheduleForms';

export const RATE_ROWS_TEXT = {
  start: 'Start date',
  end: 'End date',
  rate: 'Rate',
  addRow: 'Add row',
  remove: 'Remove',
} as const;

/** Start, end and rate, then room for Remove: one template for the column labels and every row, so they line up. */
const ROW_COLUMNS = 'repeat(3, minmax(0, 1fr)) 6rem';

function RowError({ id, message }: { id: string; message: unknown }) {
  return typeof message === 'string' && message ? (
    // red.700, not the kit's fg.error (red.500: 3.76:1 on white, below the 4.5:1 small text needs).
    <Text id={id} fontSize="xs" color={{ _light: 'red.700', _dark: 'red.300' }} aria-live="polite">
      {message}
    </Text>
  ) : null;
}

export function RateRowsEditor({ name, label }: { name: string; label: string }) {
  const form = useFormikContext<Record<string, unknown>>();
  const rows = (getIn(form.values, name) as RateRow[] | undefined) ?? [EMPTY_RATE_ROW];
  const T = RATE_ROWS_TEXT;
  const shown = (path: string) => (getIn(form.touched, path) || form.submitCount > 0 ? getIn(form.errors, path) : undefined);

  // The next row starts the day after the previous one ends: once the user has changed the rows, never on load.
  const key = JSON.stringify(rows);
  const loaded = JSON.stringify((getIn(form.initialValues, name) as RateRow[] | undefined) ?? [EMPTY_RATE_ROW]);
  useEffect(() => {
    if (key === loaded) return;
    const chained = withFollowingStarts(rows);
    if (JSON.stringify(chained) !== key) void form.setFieldValue(name, chained, false);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" minW="0">
      <Heading as="legend" size="sm" px="1">
        {label}
      </Heading>
      <Stack gap="3">
        {/* The columns' labels on a wide screen (on a phone each cell carries its own); the inputs are named by aria-label. */}
        <Grid hideBelow="md" templateColumns={ROW_COLUMNS} gap="2" aria-hidden="true" data-testid={`${name}-columns`}>
          <Text fontSize="xs" color="fg.muted">
            {T.start}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {T.end}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {T.rate}
          </Text>
          <Box />
        </Grid>
        {rows.map((_, i) => {
          const row = `${name}.${i}`;
          const n = i + 1;
          // The error's id is the one the control points at (aria-describedby of the form kit's inputs).
          const errorId = (field: string) => `field::${name}-${i}-${field}::error-text`;
          return (
            <Grid
              key={i}
              data-testid={`${name}-row`}
              templateColumns={{ base: '1fr', md: ROW_COLUMNS }}
              gap="2"
              alignItems="start"
            >
              <Box>
                <Text fontSize="xs" color="fg.muted" hideFrom="md">
                  {T.start}
                </Text>
                <DateInput
                  name={`${row}.startDate`}
                  id={`${name}-${i}-start`}
                  ariaLabel={`${label}: ${T.start}, row ${n}`}
                  error={shown(`${row}.startDate`)}
                  disabled={i > 0}
                  max={maxRowStart(form.values.startDate as string | undefined) ?? undefined}
                />
                <RowError id={errorId('start')} message={shown(`${row}.startDate`)} />
              </Box>
              <Box>
                <Text fontSize="xs" color="fg.muted" hideFrom="md">
                  {T.end}
                </Text>
                <DateInput
                  name={`${row}.endDate`}
                  id={`${name}-${i}-end`}
                  ariaLabel={`${label}: ${T.end}, row ${n}`}
                  error={shown(`${row}.endDate`)}
                />
                <RowError id={errorId('end')} message={shown(`${row}.endDate`)} />
              </Box>
              <Box>
                <Text fontSize="xs" color="fg.muted" hideFrom="md">
                  {T.rate}
                </Text>
                <NumberInput
                  kind="percent"
                  name={`${row}.rate`}
                  id={`${name}-${i}-rate`}
                  ariaLabel={`${label}: ${T.rate}, row ${n}`}
                  error={shown(`${row}.rate`)}
                  validateFormat={false}
                />
                <RowError id={errorId('rate')} message={shown(`${row}.rate`)} />
              </Box>
              <Box>
                {i > 0 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    minH={{ base: '11', lg: '9' }}
                    aria-label={`${T.remove}: ${label}, row ${n}`}
                    onClick={() => void form.setFieldValue(name, removeRateRow(rows, i))}
                  >
                    {T.remove}
                  </Button>
                ) : null}
              </Box>
            </Grid>
          );
        })}
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          minH={{ base: '11', lg: '9' }}
          aria-label={`${T.addRow}: ${label}`}
          onClick={() => void form.setFieldValue(name, withFollowingStarts([...rows, { ...EMPTY_RATE_ROW }]))}
        >
          {T.addRow}
        </Button>
      </Stack>
    </Box>
  );
}
