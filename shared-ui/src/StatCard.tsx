import { Card, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the value, e.g. 'Same as threshold'. */
  helpText?: ReactNode;
  /** Extra content under the figure. */
  children?: ReactNode;
}

/** A figure with its label and an optional help line, on a card. */
export function StatCard({ label, value, helpText, children }: StatCardProps) {
  return (
    <Card.Root variant="outline" size="sm" height="100%" data-testid="stat-card">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontSize="2xl" data-testid="stat-value">
            {value}
          </Stat.ValueText>
          {/* A dd, not Chakra's span: a definition list holds only dt/dd groups (axe "definition-list"). */}
          {helpText ? <Stat.HelpText as="dd">{helpText}</Stat.HelpText> : null}
        </Stat.Root>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
