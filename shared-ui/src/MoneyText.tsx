import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
// amounts.ts, not the barrel: MoneyText is in shared-ui's first-page entry and must not load decimal.js.
import { formatCurrency, type AmountInput } from 'shared-domain/amounts';

export interface MoneyTextProps extends Omit<HTMLChakraProps<'span'>, 'children'> {
  value: AmountInput | null | undefined;
  /** Shown when there is no amount (default ''). */
  placeholder?: string;
}

/** An amount as '$1,234.50' (shared-domain `formatCurrency`), with tabular figures. */
export function MoneyText({ value, placeholder = '', ...rest }: MoneyTextProps) {
  const text = formatCurrency(value);
  return (
    <chakra.span fontVariantNumeric="tabular-nums" whiteSpace="nowrap" {...rest}>
      {text || placeholder}
    </chakra.span>
  );
}
