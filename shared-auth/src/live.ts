/**
 * Server-sent event streams of the API, read with `fetch` so the bearer token goes in the Authorization header
 * (EventSource cannot send it): the parser, the reconnecting reader (the maintenance notices, the live channel) and
 * the live channel's hook. One connection to GET /api/live per browser tab for the current facility, shared by every
 * screen that listens to a topic; it is opened with the first listener, closed with the last, opened again for a new
 * facility, and reconnected with a growing wait when it drops (listeners are then told, since changes may have been
 * missed while it was down).
 */
import { useEffect, useRef } from 'react';
import { LIVE_CHANGE_EVENT, isLiveTopic, type LiveTopic } from 'shared-domain/live';
import { getRuntimeConfig } from './config';
import { useAuthStore } from './store';

export interface SseEvent {
  event: string;
  data: string;
}

/** Splits a server-sent-events text buffer into complete events; returns them and the unparsed rest. */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
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

const FIRST_WAIT_MS = 2_000;
const LONGEST_WAIT_MS = 60_000;

/** The wait before reconnect attempt `failures` (0 first): 2 s doubling to a minute, each up to a quarter shorter. */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(failures, 10));
  return Math.round(base * (1 - random() / 4));
}

/** Opens a stream and gives its text chunks; replaceable in tests (jsdom has no streaming fetch). */
export type StreamOpener = (url: string, headers: Record<string, string>, signal: AbortSignal) => Promise<AsyncIterable<string>>;

const fetchStream: StreamOpener = async (url, headers, signal) => {
  const res = await fetch(url, { headers, signal, cache: 'no-store' });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  return {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        yield decoder.decode(value, { stream: true });
      }
    },
  };
};
let opener: StreamOpener = fetchStream;
/** For tests: the stream opener (undefined: fetch). */
export function setStreamOpener(next: StreamOpener | undefined): void {
  opener = next ?? fetchStream;
}

export interface EventStreamOptions {
  /** Each event; return 'stop' to close the stream for good. */
  onEvent: (event: SseEvent) => void | 'stop';
  /** Called when the first connection opens. */
  onOpened?: () => void;
  /** Called when a connection opens again after it dropped. */
  onReconnected?: () => void;
  /** Waits between attempts (tests make them short). */
  delay?: (failures: number) => number;
}

/**
 * Keeps a stream of the API open (`path` below the API's base, e.g. '/notifications/stream'): reads its events and,
 * when it drops or cannot be opened, opens it again after `reconnectDelay`. The token is read at each attempt (it may
 * have been renewed). Returns the function that closes it.
 */
export function keepEventStream(path: string, options: EventStreamOptions): () => void {
  const controller = new AbortController();
  const delay = options.delay ?? reconnectDelay;
  let stopped = false;
  const stop = () => {
    stopped = true;
    controller.abort();
  };
  void (async () => {
    let failures = 0;
    let opened = false;
    while (!stopped) {
      try {
        const base = (getRuntimeConfig()?.apiBaseUrl ?? '/api').replace(/\/$/, '');
        const token = useAuthStore.getState().accessToken;
        const chunks = await opener(
          `${base}${path}`,
          { ...(token ? { Authorization: `Bearer ${token}` } : {}), Accept: 'text/event-stream' },
          controller.signal,
        );
        if (opened) options.onReconnected?.();
        else options.onOpened?.();
        opened = true;
        failures = 0;
        let buffer = '';
        for await (const chunk of chunks) {
          buffer += chunk;
          const parsed = parseSse(buffer);
          buffer = parsed.rest;
          for (const ev of parsed.events) {
            if (options.onEvent(ev) === 'stop') {
              stop();
              return;
            }
          }
        }
      } catch {
        /* dropped or refused: try again below */
      }
      if (stopped) return;
      await new Promise((resolve) => setTimeout(resolve, delay(failures++)));
    }
  })();
  return stop;
}

// ---------------------------------------------------------------- the live channel

type Listener = () => void;
const listeners = new Map<LiveTopic, Set<Listener>>();
let connection: { facilityId: number; close: () => void } | null = null;
let unwatchStore: (() => void) | null = null;

function tell(topic: LiveTopic | null): void {
  for (const [t, set] of listeners) if (topic === null || t === topic) for (const l of [...set]) l();
}

/** Opens the stream of the current facility when someone listens; closes it when nobody does or the facility changed. */
function reconcile(): void {
  const facilityId = useAuthStore.getState().currentFacility?.id ?? null;
  const wanted = listeners.size > 0 && facilityId !== null;
  if (connection && (!wanted || connection.facilityId !== facilityId)) {
    connection.close();
    connection = null;
  }
  if (wanted && !connection) {
    const close = keepEventStream(`/live?facilityId=${facilityId}`, {
      onEvent: (ev) => {
        if (ev.event !== LIVE_CHANGE_EVENT) return;
        try {
          const { topic } = JSON.parse(ev.data) as { topic?: unknown };
          if (isLiveTopic(topic)) tell(topic);
        } catch {
          /* not a change */
        }
      },
      // Changes may have been made between the screen's read and the stream's opening (Medicare's answer to an
      // admission just made), or missed while the stream was down: the screens read again.
      onOpened: () => tell(null),
      onReconnected: () => tell(null),
    });
    connection = { facilityId: facilityId!, close };
  }
  if (listeners.size && !unwatchStore) {
    unwatchStore = useAuthStore.subscribe((state, previous) => {
      if (state.currentFacility?.id !== previous.currentFacility?.id) reconcile();
    });
  } else if (!listeners.size && unwatchStore) {
    unwatchStore();
    unwatchStore = null;
  }
}

/** Listens to a topic of the live channel; returns the function that stops listening. */
export function subscribeLiveTopic(topic: LiveTopic, listener: Listener): () => void {
  let set = listeners.get(topic);
  if (!set) listeners.set(topic, (set = new Set()));
  set.add(listener);
  reconcile();
  return () => {
    set.delete(listener);
    if (!set.size) listeners.delete(topic);
    reconcile();
  };
}

/**
 * Calls `onChange` whenever the current facility's `topic` changed (another user's write, Medicare's answer), e.g. to
 * invalidate the screen's queries: `useLiveTopic('medicare-events', () => queryClient.invalidateQueries(...))`.
 */
export function useLiveTopic(topic: LiveTopic, onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => subscribeLiveTopic(topic, () => latest.current()), [topic]);
}
