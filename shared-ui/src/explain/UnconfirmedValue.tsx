/**
 * The one way a figure that is not a published one is marked (a value the demo data or a reference table carries until
 * someone enters the published figure): a warning badge, "Unconfirmed", that is a button opening what is missing and
 * where to enter it. Every screen marks such a figure the same way, instead of notes that read like content.
 */
import { useState, type ReactNode } from 'react';
import { Badge, Text, chakra } from 'shared-ui';
import { InfoDialog } from './InfoDialog';

export const UNCONFIRMED_TEXT = {
  label: 'Unconfirmed',
  title: 'Unconfirmed figure',
} as const;

export interface UnconfirmedValueProps {
  /** What is unconfirmed and where the published figure is entered (shown when the badge is opened). */
  help: ReactNode;
  /** The figure it marks, for the badge's accessible name (e.g. 'NWAU 0.5000'). */
  of?: string;
}

export function UnconfirmedValue({ help, of }: UnconfirmedValueProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <chakra.button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={of ? `${UNCONFIRMED_TEXT.label}: ${of}` : UNCONFIRMED_TEXT.label}
        borderRadius="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
        data-testid="unconfirmed-value"
      >
        <Badge colorPalette="orange" cursor="pointer">
          <span aria-hidden="true">⚠</span> {UNCONFIRMED_TEXT.label}
        </Badge>
      </chakra.button>
      <InfoDialog open={open} title={UNCONFIRMED_TEXT.title} size="sm" onClose={() => setOpen(false)}>
        <Text>{help}</Text>
      </InfoDialog>
    </>
  );
}
