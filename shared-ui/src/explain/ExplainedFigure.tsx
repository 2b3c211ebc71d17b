/**
 * A computed figure that explains itself (resident finance explains every figure): the figure is a button; it opens a small
 * panel with the formula in words, the inputs with their effective dates and sources, and the result, all taken from
 * the one `Explained` value (shared-domain/finance/explained) that the figure came from, so the two never disagree.
 */
import { useState, type ReactNode } from 'react';
import type { Explained } from 'shared-domain/finance/explained';
import { Box, Button, DateText, Stack, Table, Text } from 'shared-ui';
import { InfoDialog } from './InfoDialog';

export interface ExplainedFigureProps {
  /** What the figure is ('Calculated RAC'): the panel's title and the button's accessible name. */
  label: string;
  explained: Explained<string>;
  /** How the value shows (default: as is). */
  format?: (value: string) => ReactNode;
  /** Shown when there is no value (default '-'). */
  placeholder?: string;
}

export function ExplainedFigure({ label, explained, format = (v) => v, placeholder = '-' }: ExplainedFigureProps) {
  const [open, setOpen] = useState(false);
  const shown = explained.value === null ? placeholder : format(explained.value);
  return (
    <>
      <Button
        variant="plain"
        size="sm"
        px="0"
        h="auto"
        minW="0"
        textDecoration="underline dotted"
        textUnderlineOffset="3px"
        fontVariantNumeric="tabular-nums"
        aria-label={`${label}: ${explained.value === null ? 'not computed' : String(typeof shown === 'string' ? shown : explained.value)}. How it is computed`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="explained-figure"
      >
        {shown}
      </Button>
      {open ? (
        <InfoDialog open title={label} onClose={() => setOpen(false)}>
          <Explanation explained={explained} format={format} />
        </InfoDialog>
      ) : null}
    </>
  );
}

/** The explanation itself (also usable inline): formula, inputs and result. */
export function Explanation({
  explained,
  format = (v) => v,
}: {
  explained: Explained<string>;
  format?: (value: string) => ReactNode;
}) {
  return (
    <Stack gap="3" data-testid="explanation">
      <Box>
        <Text fontWeight="semibold" fontSize="sm">
          Formula
        </Text>
        <Text>{explained.formula}</Text>
      </Box>
      {explained.inputs.length ? (
        <Box>
          <Text fontWeight="semibold" fontSize="sm" mb="1">
            Inputs
          </Text>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Input</Table.ColumnHeader>
                <Table.ColumnHeader>Value</Table.ColumnHeader>
                <Table.ColumnHeader>From</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {explained.inputs.map((input, i) => (
                <Table.Row key={`${i}:${input.label}`}>
                  <Table.Cell>
                    {input.label}
                    {input.source ? (
                      <Text as="span" display="block" color="fg.muted" fontSize="xs">
                        {input.source}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">{input.value}</Table.Cell>
                  <Table.Cell>{input.effectiveDate ? <DateText value={input.effectiveDate} /> : '-'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
      <Box>
        <Text fontWeight="semibold" fontSize="sm">
          Result
        </Text>
        {explained.value === null ? (
          <Text color="red.700">{explained.missing ?? 'Not computed.'}</Text>
        ) : (
          <Text fontVariantNumeric="tabular-nums">{format(explained.value)}</Text>
        )}
      </Box>
    </Stack>
  );
}
