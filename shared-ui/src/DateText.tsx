import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
// day.ts, not the barrel: DateText is in shared-ui's first-page entry and must not load moment.
import type { DateInput } from 'shared-domain';
import { formatDate, toDateOnly } from 'shared-domain/day';

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
