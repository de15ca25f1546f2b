import type { Auth } from "./auth/auth";
import type { Database } from "./db/connect";
import type { Config } from "./env";
import type { RateLimits } from "./security/rate-limit";

/**
 * What every route reaches through `app.ctx`: the configuration, the database, Better Auth and
 * the rate limits. A module of its own, so features can name it without importing
 * the app factory that registers them.
 */
export interface AppContext {
  config: Config;
  database: Database;
  auth: Auth;
  rateLimits: RateLimits;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
