import { parse } from "bowser";

/**
 * What a signed-in device is, read only from the user agent its browser sent when it signed in
 * (Better Auth keeps it with the session): the browser, the operating system and the kind of
 * device. Nothing is read from the network address. Loaded with the list of devices, not with
 * Settings.
 */
export type DeviceKind = "computer" | "phone" | "tablet" | "tv" | "unknown";

export interface DeviceDescription {
  /** "Chrome", "Firefox", "Safari"... or null when the user agent does not say. */
  browser: string | null;
  /** "Windows", "macOS", "ChromeOS", "Android", "iOS"... or null. */
  os: string | null;
  kind: DeviceKind;
}

const KINDS: Record<string, DeviceKind> = {
  desktop: "computer",
  mobile: "phone",
  tablet: "tablet",
  tv: "tv",
};

/** The longest name kept from a user agent (a made-up one could be any length). */
const MAX_NAME = 40;

const named = (value: string | undefined): string | null => {
  const name = value?.trim();
  return name ? name.slice(0, MAX_NAME) : null;
};

export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent?.trim()) return { browser: null, os: null, kind: "unknown" };
  const parsed = parse(userAgent);
  return {
    browser: named(parsed.browser.name),
    os: named(parsed.os.name),
    kind: KINDS[parsed.platform.type ?? ""] ?? "unknown",
  };
}
