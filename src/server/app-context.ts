import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';

/** What route handlers need from the outside world; tests build it with their own database and mailer. */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
};
