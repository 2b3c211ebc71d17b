import { Alert, Button } from '@chakra-ui/react';
import { recordChangedNotice, type RecordChangeText } from 'shared-domain/messages';

export const RECORD_CHANGED_TEXT = { reload: 'Reload' } as const;

export interface RecordChangedNoticeProps {
  /** Who changed the record and when (the record's last change), or null when the read does not say. */
  change: RecordChangeText | null;
  /** Replaces what the form shows with the record as it is now (what the user typed is given up). */
  onReload: () => void;
  'data-testid'?: string;
}

/**
 * The kit's notice over an open edit form whose record someone else saved meanwhile: 'This record was changed by Mary
 * Manager at 2:41 pm. Reload to see the change.' and Reload. The form keeps what the user typed until they choose to
 * reload (a save would be refused as stale, naming the same change). Rendered by the form kit's RecordChangedGuard.
 */
export function RecordChangedNotice({ change, onReload, ...rest }: RecordChangedNoticeProps) {
  return (
    <Alert.Root status="warning" role="alert" data-testid={rest['data-testid'] ?? 'record-changed-notice'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{recordChangedNotice(change)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" minH={{ base: '11', lg: '8' }} onClick={onReload}>
        {RECORD_CHANGED_TEXT.reload}
      </Button>
    </Alert.Root>
  );
}
