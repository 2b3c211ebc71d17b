/**
 * The simulators' polling loop (ARCHITECTURE §6): the Medicare and clinical simulators answer what was submitted a few
 * seconds earlier by polling their request tables. One loop for both: a tick at a time (a slow tick is never overlapped),
 * an error logged and the loop kept going (a simulator must never take the API down), stopped by the function returned.
 */
import type { FastifyInstance } from 'fastify';
import { connectionLossReporter, isConnectionLoss } from '../db/connection-loss';

export interface PollingOptions {
  intervalMs: number;
  log?: (err: unknown) => void;
}

/** Runs `tick` every `intervalMs` until the returned function is called. */
export function startPolling(tick: () => Promise<unknown>, opts: PollingOptions): () => void {
  let running = false;
  let stopped = false;
  const timer = setInterval(async () => {
    if (running || stopped) return;
    running = true;
    try {
      await tick();
    } catch (err) {
      opts.log?.(err);
    } finally {
      running = false;
    }
  }, opts.intervalMs);
  timer.unref?.();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/**
 * Runs a simulator's loop while the app runs: started when the app is ready, stopped when it closes. Off under the test
 * runner (tests answer the requests themselves, so statuses are deterministic) unless the environment switch is `on`;
 * `off` turns it off elsewhere.
 */
export function pollWhileAppRuns(
  app: FastifyInstance,
  job: { name: string; environmentSwitch: string; start: (log: (err: unknown) => void) => () => void },
): void {
  let stop: (() => void) | undefined;
  // While the database is lost every tick fails: one line every few seconds says so, as for the job queue; other
  // errors are logged each with their details.
  const lost = connectionLossReporter(job.name);
  app.addHook('onReady', async () => {
    const setting = process.env[job.environmentSwitch];
    if (setting === 'off' || (process.env.NODE_TEST_CONTEXT && setting !== 'on')) return;
    stop = job.start((err) => (isConnectionLoss(err) ? lost(err as Error) : app.log.error({ err }, `${job.name} failed`)));
  });
  app.addHook('onClose', async () => stop?.());
}
