import type { Agent } from 'node:https';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './payments/provider.ts';

/** What route handlers need from the outside world; tests build it with their own database and mailer. */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Replaces the provider chosen from config (tests stub Stripe's network). */
  payments?: PaymentProvider;
  /** The HTTPS agent push messages go through (tests trust their own push service's certificate). */
  pushAgent?: Agent;
};
