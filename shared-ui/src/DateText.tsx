import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { formatDate, toDateOnly, type DateInput } from 'shared-domain';

export interface DateTextProps extends Omit<HTMLChakraProps<'time'>, 'children'> {
  value: DateInput | null | undefined;
  /** Shown when there is no date (default ''). */
  placeholder?: string;
}

/** A date as 'DD MMM YYYY' (shared-domain `formatDate`), in a <time> element. */
export function DateText({ value, placeholder = '', ...rest }: DateTextProps) {
  const text = formatDate(value);
  if (!text) return <>{placeholder}</>;
  let iso: string | undefined;
  try {
    iso = toDateOnly(value as DateInput) ?? undefined;
  } catch {
    iso = undefined;
  }
  return (
    <chakra.time dateTime={iso} {...rest}>
      {text}
    </chakra.time>
  );
}
