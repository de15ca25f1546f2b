import { i18n } from "@lingui/core";
import { useEffect } from "react";
import { fetchAccountLanguage, syncAccountLanguage } from "./account-language";

/**
 * Signed in, once per load: the page takes the account's language when it differs (a choice
 * made on another device), or the account takes the device's when it has none. Offline or on
 * a failed call nothing changes: the device's language stays.
 */
export function useAccountLanguage(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    fetchAccountLanguage(controller.signal)
      .then((account) => {
        if (!controller.signal.aborted) return syncAccountLanguage(i18n.locale, account);
      })
      .catch(() => {
        // Offline, or the session just ended: the device's language holds.
      });
    return () => controller.abort();
  }, [signedIn]);
}
