import { useEffect } from 'react';
import { keepEventStream, useAuthStore } from 'shared-auth';
import { MAINTENANCE_NOTICE_ALERT_FALLBACK } from 'shared-domain/messages';

export const pageActions = { reload: (): void => window.location.reload(), alert: (m: string): void => window.alert(m) };

export function noticeText(data: string): string {
  try {
    const parsed = JSON.parse(data) as { message?: string };
    if (parsed?.message) return `${parsed.message}\n\nYour work may not have been saved. The page will now reload.`;
  } catch {
    /* plain text */
  }
  return MAINTENANCE_NOTICE_ALERT_FALLBACK;
}

/**
 * Listens for maintenance notices on `GET /api/notifications/stream` (shared-auth's `keepEventStream`: read with fetch
 * so the bearer token goes in the Authorization header, reconnected with back-off when it drops). A notice: an alert
 * that work may not have been saved, then a reload.
 */
export function useMaintenanceNotices(): void {
  const token = useAuthStore((s) => s.accessToken);
  const signedIn = !!token;
  useEffect(() => {
    if (!signedIn || typeof fetch === 'undefined') return;
    return keepEventStream('/notifications/stream', {
      onEvent: (ev) => {
        if (ev.event !== 'maintenance-notice' && ev.event !== 'maintenance_notice') return;
        pageActions.alert(noticeText(ev.data));
        pageActions.reload();
        return 'stop';
      },
    });
  }, [signedIn]);
}
