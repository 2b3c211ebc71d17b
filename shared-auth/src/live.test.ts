import { keepEventStream, parseSse, reconnectDelay, setStreamOpener, subscribeLiveTopic, type StreamOpener } from './live';
import { resetAuthStore, useAuthStore } from './store';

describe('parseSse', () => {
  it('splits complete events across chunks, keeps the rest, skips comments', () => {
    const first = parseSse(': connected\n\nevent: change\ndata: {"topic":"medicare-events"');
    expect(first.events).toEqual([]);
    const second = parseSse(`${first.rest}}\n\n: keep-alive\n\ndata: a\ndata: b\n\n`);
    expect(second.events).toEqual([
      { event: 'change', data: '{"topic":"medicare-events"}' },
      { event: 'message', data: 'a\nb' },
    ]);
    expect(second.rest).toBe('');
  });
  it('reads CRLF line ends', () => {
    expect(parseSse('event: x\r\ndata: 1\r\n\r\n').events).toEqual([{ event: 'x', data: '1' }]);
  });
});

describe('reconnectDelay', () => {
  it('2 s doubling to a minute, up to a quarter shorter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(2000);
    expect(reconnectDelay(1, () => 0)).toBe(4000);
    expect(reconnectDelay(5, () => 0)).toBe(60000);
    expect(reconnectDelay(50, () => 0)).toBe(60000);
    expect(reconnectDelay(0, () => 1)).toBe(1500);
  });
});

/** A scripted server: each connection gets the next script's chunks, then ends (a drop); `null` refuses it. */
function scripted(scripts: Array<string[] | null>) {
  const urls: string[] = [];
  const headers: Record<string, string>[] = [];
  let i = 0;
  const opener: StreamOpener = async (url, h) => {
    urls.push(url);
    headers.push(h);
    const script = scripts[Math.min(i++, scripts.length - 1)];
    if (script === null) throw new Error('refused');
    return (async function* () {
      for (const chunk of script) yield chunk;
    })();
  };
  return { opener, urls, headers };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await tick();
  expect(check()).toBe(true);
}

afterEach(() => setStreamOpener(undefined));

describe('keepEventStream', () => {
  beforeEach(() => {
    resetAuthStore();
    useAuthStore.setState({ accessToken: 'token-1' });
  });

  it('sends the bearer token, reconnects after a drop and a refusal, tells when it is back, stops on request', async () => {
    const server = scripted([['event: a\ndata: 1\n\n'], null, ['event: b\ndata: 2\n\n'], ['event: stop\ndata: 3\n\n']]);
    setStreamOpener(server.opener);
    const seen: string[] = [];
    let reconnected = 0;
    const waits: number[] = [];
    keepEventStream('/notifications/stream', {
      onEvent: (ev) => {
        seen.push(`${ev.event}:${ev.data}`);
        if (ev.event === 'stop') return 'stop';
        // The token is read at each attempt (it may have been renewed).
        useAuthStore.setState({ accessToken: 'token-2' });
      },
      onReconnected: () => reconnected++,
      delay: (failures) => {
        waits.push(failures);
        return 0;
      },
    });
    await until(() => seen.length === 3);
    expect(seen).toEqual(['a:1', 'b:2', 'stop:3']);
    expect(server.urls[0]).toBe('/api/notifications/stream');
    expect(server.headers[0].Authorization).toBe('Bearer token-1');
    expect(server.headers[1].Authorization).toBe('Bearer token-2');
    // A drop waits 0 failures; a refusal counts one more failure; an open resets them.
    expect(waits).toEqual([0, 1, 0]);
    expect(reconnected).toBe(2);
    await tick();
    expect(server.urls).toHaveLength(4);
  });
});

describe('the live channel', () => {
  beforeEach(() => {
    resetAuthStore();
    useAuthStore.setState({
      accessToken: 't',
      currentFacility: { id: 1, name: 'Bayside Gardens' } as never,
    });
  });

  it('one stream of the current facility for every listener, topics dispatched, closed with the last listener', async () => {
    const opened: string[] = [];
    const aborted: string[] = [];
    const pushers: Array<(chunk: string) => void> = [];
    setStreamOpener(async (url, _h, signal) => {
      opened.push(url);
      signal.addEventListener('abort', () => aborted.push(url));
      const queue: string[] = [];
      let wake: (() => void) | null = null;
      pushers.push((c) => {
        queue.push(c);
        wake?.();
      });
      return (async function* () {
        while (!signal.aborted) {
          const next = queue.shift();
          if (next !== undefined) yield next;
          else await new Promise<void>((r) => (wake = r));
        }
      })();
    });
    const heard: string[] = [];
    const stopA = subscribeLiveTopic('medicare-events', () => heard.push('a'));
    const stopB = subscribeLiveTopic('medicare-events', () => heard.push('b'));
    await until(() => opened.length === 1);
    expect(opened).toEqual(['/api/live?facilityId=1']);
    pushers[0]('event: change\ndata: {"topic":"medicare-events"}\n\nevent: change\ndata: {"topic":"unknown"}\n\n');
    await until(() => heard.length === 2);
    expect(heard).toEqual(['a', 'b']);
    // Another facility: the stream of the new one.
    useAuthStore.setState({ currentFacility: { id: 2, name: 'Carlton House' } as never });
    await until(() => opened.length === 2);
    expect(opened[1]).toBe('/api/live?facilityId=2');
    expect(aborted).toEqual(['/api/live?facilityId=1']);
    stopA();
    expect(aborted).toHaveLength(1);
    stopB();
    expect(aborted).toEqual(['/api/live?facilityId=1', '/api/live?facilityId=2']);
  });
});
