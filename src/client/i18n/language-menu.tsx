import { i18n } from "@lingui/core";
import { Trans } from "@lingui/react/macro";
import { type ChangeEvent, useId, useState } from "react";
import { Label } from "#src/client/components/ui/label";
import { NativeSelect } from "#src/client/components/ui/native-select";
import { cn } from "#src/client/lib/cn";
import { chooseLanguage } from "./account-language";
import { LOCALES, nativeName } from "./locales";

type Props = {
  /** Signed in: the choice is saved for the account too; signed out, on this device only. */
  signedIn?: boolean;
  className?: string;
};

/**
 * The language menu (docs/product.md#languages): a native select, every language of the app by
 * its own name (each option marked with its language, so a screen reader says it in that
 * language's voice), the active one chosen. Choosing one reloads the page in it.
 */
export function LanguageMenu({ signedIn = false, className }: Props) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const active = i18n.locale;

  function change(event: ChangeEvent<HTMLSelectElement>) {
    const language = event.target.value;
    if (language === active) return;
    setChoosing(true);
    void chooseLanguage(language, signedIn);
  }

  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>
        <Trans>Language</Trans>
      </Label>
      <NativeSelect
        id={id}
        value={active}
        onChange={change}
        // aria-disabled, not disabled, while the page reloads: the focus stays on the menu.
        aria-disabled={choosing || undefined}
        aria-busy={choosing || undefined}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {nativeName(code)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
