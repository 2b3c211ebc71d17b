/**
 * The lines of a finance sheet (the resident fees tab, the independent-living finance screen): a labelled value with
 * what goes with it (a date, a history button), and a computed figure on its line that opens its explanation, with why
 * it cannot be computed under it when it cannot. One layout for every finance screen, so a figure reads and explains
 * itself alike everywhere.
 */
import type { ReactNode } from 'react';
import { formatCurrency } from 'shared-domain/amounts';
import type { Explained } from 'shared-domain/finance/explained';
import { Box, Flex, Text } from 'shared-ui';
import { ExplainedFigure } from './ExplainedFigure';

export interface ValueLineProps {
  label: ReactNode;
  children: ReactNode;
  /** Beside the value: a history button, an Edit button. */
  extra?: ReactNode;
  testId?: string;
}

/** A labelled line: the label, the value and what goes with it. The label takes the whole width on a phone. */
export function ValueLine({ label, children, extra, testId }: ValueLineProps) {
  return (
    <Flex gap="2" align="baseline" wrap="wrap" data-testid={testId} minW="0">
      <Text as="span" color="fg.muted" fontSize="sm" flex={{ base: '1 1 100%', sm: '0 0 45%' }}>
        {label}
      </Text>
      <Box flex="1" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
      {extra ? (
        <Flex gap="1" align="center" wrap="wrap">
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}

export interface FigureLineProps {
  /** What the figure is: the line's label and the explanation's title. */
  label: string;
  /** The figure; null when it does not apply (nothing shows). */
  figure: Explained<string> | null;
  /** How the value shows (default: an amount, '$1,234.50'). */
  format?: (value: string) => ReactNode;
  testId?: string;
  /** A figure that cannot be computed is a problem to fix (e.g. a DAP the fee run cannot charge): said as a warning. */
  flagMissing?: boolean;
}

/** A computed figure on its line (a click or Enter opens the explanation); why it is missing, under it. */
export function FigureLine({ label, figure, format = formatCurrency, testId, flagMissing = false }: FigureLineProps) {
  if (!figure) return null;
  return (
    <ValueLine label={label} testId={testId}>
      <ExplainedFigure label={label} explained={figure} format={format} />
      {figure.value === null && figure.missing ? (
        <Text
          as="span"
          display="block"
          fontSize="sm"
          color={flagMissing ? 'orange.800' : 'fg.muted'}
          fontWeight={flagMissing ? 'medium' : undefined}
          data-testid={flagMissing && testId ? `${testId}-flag` : undefined}
        >
          {figure.missing}
        </Text>
      ) : null}
    </ValueLine>
  );
}
