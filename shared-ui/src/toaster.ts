/** The one toast store (Chakra's `createToaster`): notify.tsx creates toasts in it, overlay-parts.tsx renders them. */
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 6 });
