/**
 * The DMF schedule editor (seed 002 §5 "Independent living", §9): rows of a period in months and a rate in percent a
 * year, each with its running total as the user types (shared-domain/ilu `dmfRowTotals`, blank for a row without a
 * month or a rate); a row is added blank, and removed while there is more than one (the schedule never drops below one
 * row). The rows kept on save (a month and a rate above 0, renumbered from 1) are the form's `toBody`.
 */
import { formatPercent } from 'shared-domain/amounts';
import { canRemoveDmfRow } from 'shared-domain/ilu';
import { Box, Button, Grid, Stack, Text } from 'shared-ui';
import { IntegerField, PercentField, getIn, useFormikContext } from 'shared-ui/form';
import { BLANK_DMF_ROW, type IluFinanceFormValues } from './financeForm';
import { FINANCE_TEXT } from './FinanceSheet';

export const DMF_EDITOR_TEXT = {
  add: 'Add row',
  /** The Remove button's accessible name is 'Remove, DMF schedule row 1' (the ingoing contribution's rows have theirs). */
  remove: 'Remove',
  row: (n: number) => `row ${n}`,
} as const;

const T = FINANCE_TEXT;
const E = DMF_EDITOR_TEXT;
const NAME = 'deferredManagementFeesSchedule';

export function DmfScheduleEditor({ totals }: { totals: ReadonlyArray<string | null> }) {
  const form = useFormikContext<IluFinanceFormValues>();
  const rows = form.values.deferredManagementFeesSchedule;
  const canRemove = canRemoveDmfRow(rows);
  const listError: unknown = getIn(form.errors, NAME);
  const setRows = (next: IluFinanceFormValues['deferredManagementFeesSchedule']) => void form.setFieldValue(NAME, next);
  return (
    <Stack gap="3" role="group" aria-label={T.schedule} data-testid="dmf-schedule-editor">
      {rows.map((_, i) => {
        const row = E.row(i + 1);
        const total = totals[i];
        return (
          <Grid
            key={i}
            templateColumns={{ base: '1fr 1fr', sm: 'minmax(6rem, 1fr) minmax(7rem, 1fr) minmax(5rem, auto) auto' }}
            gap="2"
            alignItems="end"
            data-testid="dmf-row"
          >
            <IntegerField name={`${NAME}.${i}.effectiveMonth`} label={`${T.months}, ${row}`} min={0} max={1200} />
            <PercentField name={`${NAME}.${i}.value`} label={`${T.rate}, ${row}`} min={0} max={100} />
            <Box minH="10" display="flex" flexDirection="column" justifyContent="end">
              <Text fontSize="sm" color="fg.muted">
                {T.total}
              </Text>
              <Text fontVariantNumeric="tabular-nums" aria-label={`${T.total}, ${row}`} data-testid="dmf-row-total">
                {total ? formatPercent(total) : '-'}
              </Text>
            </Box>
            <Button
              size="sm"
              variant="ghost"
              minH={{ base: '11', lg: '10' }}
              disabled={!canRemove}
              aria-label={`${E.remove}, ${T.schedule} ${row}`}
              onClick={() => canRemove && setRows(rows.filter((__, j) => j !== i))}
            >
              {E.remove}
            </Button>
          </Grid>
        );
      })}
      {typeof listError === 'string' && listError ? (
        <Text color="red.700" fontSize="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      <Box>
        <Button
          size="sm"
          variant="outline"
          minH={{ base: '11', lg: '9' }}
          onClick={() => setRows([...rows, { ...BLANK_DMF_ROW }])}
        >
          {E.add}
        </Button>
      </Box>
    </Stack>
  );
}
