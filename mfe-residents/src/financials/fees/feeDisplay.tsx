/**
 * How the fees tab shows things: a section card, a fee value by its kind (an amount '$1,234.50', a percentage, a whole
 * number, a support level) and a progress bar (capped at 100 % by the shared-domain function that computed it). Its
 * labelled lines and explained figures are the kit's (shared-ui/explain ValueLine and FigureLine).
 */
import type { ReactNode } from 'react';
import type { ResidentFinanceEffectiveDateType, SupportLevel } from 'shared-domain';
import { formatPercent } from 'shared-domain/amounts';
import type { ExplainedFigure as ExplainedFigureValue } from 'shared-domain/contracts/finance-common';
import { effectiveDateKind, type FeeEntry } from 'shared-domain/finance/fees';
import { SUPPORT_LEVEL_LABELS } from 'shared-domain/labels';
import { Card, Flex, Heading, MoneyText, Progress, Stack, Text, chakra } from 'shared-ui';
import { ExplainedFigure, ValueLine } from 'shared-ui/explain';

export type { FeeEntry };

/** The value of an entry as its kind shows it. */
export function FeeValue({
  type,
  entry,
}: {
  type: ResidentFinanceEffectiveDateType;
  entry: { value: string | number | null; supportLevel: SupportLevel | null } | null;
}) {
  if (!entry) return <Text as="span">-</Text>;
  const kind = effectiveDateKind(type);
  if (kind === 'supportLevel') return <>{entry.supportLevel ? SUPPORT_LEVEL_LABELS[entry.supportLevel] : '-'}</>;
  if (entry.value === null) return <>-</>;
  if (kind === 'money') return <MoneyText value={entry.value} />;
  if (kind === 'percent') return <>{formatPercent(entry.value)}</>;
  return <>{entry.value}</>;
}

export const percent = (v: string) => formatPercent(v);

/** One card of the tab, named by its heading. */
export function FeesSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `fees-${id}`;
  return (
    <Card.Root as="section" variant="outline" size="sm" aria-labelledby={headingId} data-testid={`fees-section-${id}`} minW="0">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="md" id={headingId}>
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="2">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A progress figure: the bar (its value is the figure, at most 100) and the percentage that opens its explanation. */
export function ProgressLine({ label, figure, testId }: { label: string; figure: ExplainedFigureValue | null; testId?: string }) {
  if (!figure) return null;
  const value = figure.value === null ? null : Math.min(100, Math.max(0, Number(figure.value)));
  return (
    <ValueLine label={label} testId={testId}>
      <Stack gap="1">
        <ExplainedFigure label={label} explained={figure} format={percent} />
        <Progress.Root value={value} max={100} size="sm" colorPalette="brand">
          <Progress.Track aria-label={label}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
    </ValueLine>
  );
}

/** A yes/no as text. */
export const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

export const Muted = chakra('span', { base: { color: 'fg.muted', fontSize: 'sm' } });
