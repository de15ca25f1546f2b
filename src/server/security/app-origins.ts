import { networkInterfaces, hostname as osHostname } from "node:os";

/**
 * The addresses the app is opened by (docs/decisions/0007). With `PUBLIC_URL` set,
 * its origin is the only one. Without it, a teacher may open the server by any address it
 * listens on (`http://localhost:3000`, `http://127.0.0.1:3000`, a school server's
 * `http://192.168.1.20:3000` after `HOST=0.0.0.0`): those hosts are listed once, at start-up,
 * and a write is taken when its `Origin` is the very address it was sent to (`Host`) and that
 * address is one of them. A page of another site can't send our `Origin`; a rebound DNS name
 * (an attacker's name pointing at this server) is not in the list.
 */
export interface AppOrigins {
  /** PUBLIC_URL's origin, or null when it is not set. */
  configured: string | null;
  /** Without PUBLIC_URL: the `host[:port]` values this server answers on, as `Host` carries them. */
  hosts: readonly string[];
}

type Interfaces = ReturnType<typeof networkInterfaces>;

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];
const isLoopback = (host: string) =>
  LOOPBACK_NAMES.includes(host) || host === "::1" || host.startsWith("127.");
const bracket = (address: string) => (address.includes(":") ? `[${address}]` : address);

/** The host names and addresses (no port) a server listening on `listenHost` answers on. */
export function listenedNames(
  listenHost: string,
  interfaces: Interfaces = networkInterfaces(),
  machineName: string = osHostname(),
): string[] {
  const host = listenHost.trim().toLowerCase();
  const names = new Set<string>();
  const wildcardV4 = host === "0.0.0.0";
  const wildcardAny = host === "::" || host === "[::]";
  if (wildcardV4 || wildcardAny || isLoopback(host)) {
    for (const name of LOOPBACK_NAMES) names.add(name);
  }
  if (wildcardV4 || wildcardAny) {
    for (const list of Object.values(interfaces)) {
      for (const info of list ?? []) {
        if (info.internal) continue;
        if (info.family === "IPv4") names.add(info.address);
        // Link-local IPv6 addresses need a zone, which a URL can't carry.
        else if (wildcardAny && !info.address.toLowerCase().startsWith("fe80:")) {
          names.add(bracket(info.address.toLowerCase()));
        }
      }
    }
    if (machineName) {
      names.add(machineName.toLowerCase());
      names.add(`${machineName.toLowerCase()}.local`);
    }
  } else if (!isLoopback(host)) {
    names.add(bracket(host));
  }
  return [...names];
}

export function appOrigins(options: {
  publicUrl: string | undefined;
  listenHost: string;
  port: number;
  interfaces?: Interfaces;
  machineName?: string;
}): AppOrigins {
  if (options.publicUrl) return { configured: new URL(options.publicUrl).origin, hosts: [] };
  const hosts: string[] = [];
  for (const name of listenedNames(options.listenHost, options.interfaces, options.machineName)) {
    hosts.push(`${name}:${options.port}`);
    // A browser leaves the default port out of Host and Origin.
    if (options.port === 80) hosts.push(name);
  }
  return { configured: null, hosts };
}

/** Whether a state-changing request from `origin`, sent to `host`, comes from our own page. */
export function originAllowed(origins: AppOrigins, origin: string, host: string | undefined) {
  if (origins.configured !== null) return origin === origins.configured;
  const sentTo = host?.trim().toLowerCase();
  if (!sentTo || !origins.hosts.includes(sentTo)) return false;
  return origin.toLowerCase() === `http://${sentTo}`;
}

/** The URLs to open the app by, for the start-up line and the refusal's advice. */
export function appUrls(origins: AppOrigins): string[] {
  if (origins.configured !== null) return [origins.configured];
  return origins.hosts.filter((h) => !/^\[::1\]/.test(h)).map((h) => `http://${h}`);
}

/** What the teacher is told when a write is refused for its origin: what to open or to set. */
export function foreignOriginAdvice(origins: AppOrigins): string {
  if (origins.configured !== null) {
    return `ClassCharm's address is ${origins.configured} (PUBLIC_URL): open it there, or set PUBLIC_URL to the address you use.`;
  }
  const [first] = appUrls(origins);
  return `This address is not one ClassCharm answers on: open ${first}, or set PUBLIC_URL to the address you use.`;
}
