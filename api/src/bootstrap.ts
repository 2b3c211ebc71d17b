import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db';
import type { Database } from './db/schema';
import { createMailer } from './mail/index';
import { createNotifier } from './notify';

export interface RuntimeContext extends AppContext<Database> {
  handle: DatabaseHandle;
  /** Closes the notifier and the mailer (not the database handle). */
  close(): Promise<void>;
}

/** Everything the app needs besides the database handle: notifier (LISTEN/NOTIFY) and mailer (SMTP or outbox). */
export async function createAppContext(config: Config, handle: DatabaseHandle): Promise<RuntimeContext> {
  const notifier = await createNotifier(handle);
  const mailer = createMailer({ config, db: handle.db });
  return {
    config,
    db: handle.db,
    genericDb: handle.genericDb,
    notifier,
    mailer,
    handle,
    async close() {
      await notifier.close();
      mailer.close();
    },
  };
}
