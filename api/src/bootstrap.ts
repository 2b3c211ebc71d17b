import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db';
import type { Database } from './db/schema';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createMailer } from './mail/index';
import { createNotifier } from './notify';

export interface RuntimeContext extends AppContext<Database> {
  handle: DatabaseHandle;
  /** The platform's job queue: started by the app with every module's jobs once it is ready (app.ts). */
  jobs: JobQueue;
  /** Stops the job queue, closes the notifier and the mailer (not the database handle). */
  close(): Promise<void>;
}

/**
 * Everything the app needs besides the database handle: notifier (LISTEN/NOTIFY), mailer (SMTP or outbox) and the job
 * queue (pg-boss, not started yet).
 */
export async function createAppContext(config: Config, handle: DatabaseHandle): Promise<RuntimeContext> {
  const notifier = await createNotifier(handle);
  const mailer = createMailer({ config, db: handle.db });
  const jobs = createJobQueue(handle, config);
  return {
    config,
    db: handle.db,
    genericDb: handle.genericDb,
    notifier,
    mailer,
    handle,
    jobs,
    async close() {
      await jobs.stop();
      await notifier.close();
      mailer.close();
    },
  };
}
