import type { Auth } from "./auth/auth";
import type { Database } from "./db/connect";
import type { Config } from "./env";
import type { Mailer } from "./mailer";
import type { RateLimits } from "./security/rate-limit";

/**
 * What every route reaches through `app.ctx`: the configuration, the database, Better Auth,
 * the rate limits and the mailer. A module of its own, so features can name it without importing
 * the app factory that registers them.
 */
export interface AppContext {
  config: Config;
  database: Database;
  auth: Auth;
  rateLimits: RateLimits;
  /** Sends the product's own mails (sharing invitations); the auth mails go through Better Auth. */
  mailer: Mailer;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
