/**
 * Server-sent event streams (the maintenance notices, the live channel): the response is taken over from Fastify,
 * written as `text/event-stream` with a comment every 25 s so proxies keep it open, and `onClose` runs once when the
 * browser goes away or the server closes it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SSE_HEARTBEAT_MS = 25_000;

export interface EventStream {
  /** Writes one event (`event:` name, JSON data). */
  send(event: string, data: unknown): void;
}

export function openEventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  onClose: () => void,
  heartbeatMs: number = SSE_HEARTBEAT_MS,
): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(': connected\n\n');
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
  heartbeat.unref();
  let closed = false;
  const stop = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    onClose();
  };
  req.raw.on('close', stop);
  res.on('close', stop);
  return {
    send(event, data) {
      if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
  };
}
