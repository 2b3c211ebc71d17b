import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { formatCurrency, type DecimalInput } from 'shared-domain';

export interface MoneyTextProps extends Omit<HTMLChakraProps<'span'>, 'children'> {
  value: DecimalInput | null | undefined;
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
