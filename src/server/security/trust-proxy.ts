import { isIP } from "node:net";
import proxyAddr from "@fastify/proxy-addr";

/**
 * Which reverse proxies the server believes about the client's address (`TRUST_PROXY`,
 * docs/decisions/0008-rate-limits.md). Rate limits count by that address, so a header any
 * client can send (`X-Forwarded-For`) is read only as far as trusted proxies wrote it:
 * - `none` (the default): no proxy; the address is the connection's, the header is ignored.
 * - `hops`: exactly that many proxies in front; the client is the address the outermost one
 *   appended, whatever the client prepended itself.
 * - `addresses`: the proxies' own addresses / CIDR ranges (proxy-addr's names `loopback`,
 *   `linklocal`, `uniquelocal` too); the client is the closest address that isn't one of them.
 */
export type TrustProxy =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "addresses"; addresses: string[] };

export const MAX_PROXY_HOPS = 10;

const NONE = new Set(["", "0", "none", "false", "off"]);

/** TRUST_PROXY's text as a setting, or the reason it is refused. */
export function parseTrustProxy(text: string | undefined): TrustProxy | { problem: string } {
  const value = (text ?? "").trim();
  if (NONE.has(value.toLowerCase())) return { kind: "none" };
  if (value.toLowerCase() === "true" || value === "*") {
    return {
      problem:
        "trusting every proxy lets any client choose its own address; give the number of proxies in front of the server (e.g. 1) or their addresses",
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_PROXY_HOPS) return { problem: `must be at most ${MAX_PROXY_HOPS} proxies` };
    return { kind: "hops", hops };
  }
  const addresses = value.split(",").map((a) => a.trim());
  if (addresses.some((a) => a === "")) {
    return { problem: "must be none, a number of proxies, or a comma-separated list of addresses" };
  }
  const names = new Set(["loopback", "linklocal", "uniquelocal"]);
  // proxy-addr also takes legacy forms such as "1.5" (1.0.0.5); only plain addresses here.
  const notAnAddress = addresses.find((a) => !names.has(a) && isIP(a.split("/")[0] ?? "") === 0);
  if (notAnAddress !== undefined) {
    return {
      problem: `"${notAnAddress}" is not an IP address, CIDR range or proxy count (e.g. 1, or 127.0.0.1,10.0.0.0/8)`,
    };
  }
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    return {
      problem: `must be none, a number of proxies (e.g. 1), or proxy addresses / CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8): ${(error as Error).message}`,
    };
  }
  return { kind: "addresses", addresses };
}

/**
 * Fastify's `trustProxy` for a setting. A number is given as a function: Fastify 5.12 reads a
 * numeric `trustProxy` as "trust nothing" (it can't check the peer), and hop `i` (0: the
 * connection's peer, 1: the last X-Forwarded-For entry, ...) is trusted while i < hops.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | ((address: string, hop: number) => boolean) {
  switch (setting.kind) {
    case "none":
      return false;
    case "hops": {
      const { hops } = setting;
      return (_address, hop) => hop < hops;
    }
    case "addresses":
      return proxyAddr.compile(setting.addresses);
  }
}
