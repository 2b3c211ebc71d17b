import { useEffect } from 'react';
import { getRuntimeConfig, useAuthStore } from 'shared-auth';
import { MAINTENANCE_NOTICE_ALERT_FALLBACK } from 'shared-domain/messages';

export const pageActions = { reload: (): void => window.location.reload(), alert: (m: string): void => window.alert(m) };

/** Splits a server-sent-events text buffer into complete events; returns them and the unparsed rest. */
export function parseSse(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const i = line.indexOf(':');
      const field = i === -1 ? line : line.slice(0, i);
      const value = i === -1 ? '' : line.slice(i + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

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
 * Listens for maintenance notices on `GET /api/notifications/stream` (server-sent events read with fetch, so the bearer
 * token goes in the Authorization header). A notice: an alert that work may not have been saved, then a reload.
 * Reconnects with back-off when the connection drops.
 */
export function useMaintenanceNotices(): void {
  const token = useAuthStore((s) => s.accessToken);
  useEffect(() => {
    if (!token || typeof fetch === 'undefined') return;
    const controller = new AbortController();
    let delay = 2000;
    let stopped = false;
    const base = getRuntimeConfig()?.apiBaseUrl ?? '/api';
    const connect = async () => {
      while (!stopped) {
        try {
          const res = await fetch(`${base.replace(/\/$/, '')}/notifications/stream`, {
            headers: { Authorization: `Bearer ${useAuthStore.getState().accessToken ?? token}`, Accept: 'text/event-stream' },
            signal: controller.signal,
            cache: 'no-store',
          });
          if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
          delay = 2000;
          const reader = res.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            const parsed = parseSse(buffer);
            buffer = parsed.rest;
            for (const ev of parsed.events) {
              if (ev.event === 'maintenance-notice' || ev.event === 'maintenance_notice') {
                stopped = true;
                controller.abort();
                pageActions.alert(noticeText(ev.data));
                pageActions.reload();
                return;
              }
            }
          }
        } catch {
          if (stopped || controller.signal.aborted) return;
        }
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 60000);
      }
    };
    void connect();
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [token]);
}
