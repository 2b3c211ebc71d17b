import { Button, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

export interface MessageDialogProps {
  open: boolean;
  /** E.g. 'Send resident leave', 'Depart resident' (seed 000 §8). */
  title: ReactNode;
  /** The messages, shown as a list (e.g. every message of a server model-state error). */
  messages: readonly string[];
  /** Optional text above the list. */
  intro?: ReactNode;
  closeLabel?: string;
  onClose: () => void;
}

/** Shows a title and a list of messages, e.g. the model-state errors the server returned for an action. */
export function MessageDialog({ open, title, messages, intro, closeLabel = 'OK', onClose }: MessageDialogProps) {
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      closeButton
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {closeLabel}
        </Button>
      }
    >
      {intro ? <Text mb="3">{intro}</Text> : null}
      {messages.length === 1 ? (
        <Text>{messages[0]}</Text>
      ) : (
        <List.Root ps="5" gap="1">
          {messages.map((m, i) => (
            <List.Item key={`${i}:${m}`}>{m}</List.Item>
          ))}
        </List.Root>
      )}
    </DialogFrame>
  );
}
