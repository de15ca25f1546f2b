import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut, Monitor, Smartphone, Tablet, Tv } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { useConfirm } from "#src/client/components/ui/confirm-store";
import { Spinner } from "#src/client/components/ui/spinner";
import { dateText, dateTimeText } from "#src/client/lib/dates";
import { apiErrorMessage } from "./account-api";
import type { DeviceKind } from "./device-name";
import {
  DEVICES_KEY,
  type SignedInDevice,
  signOutDevice,
  signOutOtherDevices,
  useSignedInDevices,
} from "./sessions-api";
import { useWritesPaused } from "./writes-paused";

const ICONS: Record<DeviceKind, typeof Monitor> = {
  computer: Monitor,
  phone: Smartphone,
  tablet: Tablet,
  tv: Tv,
  unknown: Monitor,
};

/** "Chrome on Windows", from the user agent only; "Unknown browser" when it does not say. */
function deviceName(d: SignedInDevice): string {
  const browser = d.browser ?? t`Unknown browser`;
  const system = d.os;
  return system ? t`${browser} on ${system}` : browser;
}

function kindText(kind: DeviceKind): string {
  switch (kind) {
    case "computer":
      return t`Computer`;
    case "phone":
      return t`Phone`;
    case "tablet":
      return t`Tablet`;
    case "tv":
      return t`TV`;
    default:
      return t`Device`;
  }
}

/**
 * Settings -> Account -> Signed-in devices: where the teacher is signed in (browser, system and
 * kind of device, read from the browser's user agent; never a place from the network address),
 * when each signed in and was last used, this device marked, and a way to sign out any other
 * device, or all of them after a confirmation.
 */
export function SignedInDevices() {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const paused = useWritesPaused();
  const devices = useSignedInDevices(!paused);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, action: () => Promise<unknown>, done: string, failed: string) {
    setBusy(key);
    try {
      await action();
      toast({ title: done });
      headingRef.current?.focus(); // the device's row and its button are gone
    } catch (error) {
      toast({
        title: failed,
        description: apiErrorMessage(error, t`Please try again.`),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    }
  }

  async function signOutOthers() {
    const ok = await confirm({
      title: t`Sign out everywhere else?`,
      description: t`Every other device signed in to your account will be signed out. This device stays signed in.`,
      confirmLabel: t`Sign out everywhere else`,
      destructive: true,
    });
    if (!ok) return;
    await run(
      "others",
      signOutOtherDevices,
      t`Signed out everywhere else`,
      t`The other devices could not be signed out`,
    );
  }

  const others = devices.data?.filter((d) => !d.current) ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="grid content-start gap-3">
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        <Trans>Signed-in devices</Trans>
      </h3>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Where your account is signed in now. Each device is named from what its browser tells
          about itself; ClassCharm does not look up where it is.
        </Trans>
      </p>
      {devices.isPending ? (
        paused ? null : (
          <div className="flex items-center gap-2">
            <Spinner className="size-5" />
            <span>
              <Trans>Loading your devices...</Trans>
            </span>
          </div>
        )
      ) : devices.isError ? (
        <div role="alert" className="grid content-start gap-2">
          <p>
            <Trans>Your devices could not be loaded.</Trans>
          </p>
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => void devices.refetch()}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <ul aria-labelledby={`${id}-heading`} className="grid gap-2">
            {devices.data.map((d) => (
              <DeviceRow
                key={d.id}
                device={d}
                disabled={busy !== null || paused}
                busy={busy === d.id}
                onSignOut={() => {
                  const device = deviceName(d);
                  void run(
                    d.id,
                    () => signOutDevice(d.token),
                    t`${device} was signed out`,
                    t`That device could not be signed out`,
                  );
                }}
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={busy !== null || paused}
              onClick={() => void signOutOthers()}
            >
              {busy === "others" ? <Spinner className="size-5" /> : <LogOut aria-hidden="true" />}
              <Trans>Sign out everywhere else</Trans>
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function DeviceRow(props: {
  device: SignedInDevice;
  disabled: boolean;
  busy: boolean;
  onSignOut: () => void;
}) {
  const { device: d } = props;
  const nameId = useId();
  const Icon = ICONS[d.kind];
  const name = deviceName(d);
  const signedIn = dateTimeText(d.signedInAt);
  const lastSeen = dateText(d.lastSeenAt);
  return (
    <li
      aria-labelledby={nameId}
      className="flex flex-wrap items-center gap-3 rounded-card border border-border p-3"
    >
      <Icon aria-hidden="true" className="size-6 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium break-words">
          <span id={nameId}>{name}</span>
          {d.current ? (
            <span className="ms-2 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
              <Trans>This device</Trans>
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {kindText(d.kind)} · <Trans>Signed in {signedIn}</Trans> ·{" "}
          {d.current ? <Trans>In use now</Trans> : <Trans>Last used {lastSeen}</Trans>}
        </p>
      </div>
      {d.current ? null : (
        <Button
          variant="outline"
          disabled={props.disabled}
          aria-describedby={nameId}
          onClick={props.onSignOut}
        >
          {props.busy ? <Spinner className="size-5" /> : null}
          <Trans>Sign out this device</Trans>
        </Button>
      )}
    </li>
  );
}
