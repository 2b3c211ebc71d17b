import { Button, CloseButton, Dialog, List, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
    <Dialog.Root
      open={open}
      placement="center"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {closeLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
