import type { LmsUrlResponse } from 'shared-domain/contracts/shell';
import { withOfflineHint } from 'shared-domain/messages';
import { Box, Button, HStack, notify } from 'shared-ui';
import { api } from '../api';

/** Opens the URL the API gives for a footer link in a new tab; a failure shows the server's message. */
export async function openLmsLink(path: 'lms/TrainingManualUrl' | 'lms/ReleaseInformationUrl'): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { data } = await api.facility.get<LmsUrlResponse>(path);
    if (data?.isSuccessful && data.url) {
      if (tab) {
        tab.opener = null;
        tab.location.href = data.url;
      } else window.open(data.url, '_blank', 'noopener');
      return;
    }
    tab?.close();
    notify.error(data?.message || withOfflineHint('Unable to open the link.'));
  } catch {
    tab?.close();
    notify.error(withOfflineHint('Unable to open the link.'));
  }
}

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" px="6" py="3" bg="bg.subtle">
      <HStack gap="4">
        <Button variant="plain" size="sm" onClick={() => void openLmsLink('lms/TrainingManualUrl')}>
          Training manual
        </Button>
        <Button variant="plain" size="sm" onClick={() => void openLmsLink('lms/ReleaseInformationUrl')}>
          Release information
        </Button>
      </HStack>
    </Box>
  );
}
