import { Trans } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Input } from "./input";

/**
 * A password field with a visibility toggle. The toggle is named by its content (not by
 * `aria-label`), so `getByLabel("Password")` finds only the field.
 */
export function PasswordInput({ id, ...props }: Omit<ComponentProps<"input">, "type">) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input id={id} type={visible ? "text" : "password"} className="pe-12" {...props} />
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 end-0 inline-flex w-11 cursor-pointer items-center justify-center rounded-e-lg text-muted-foreground hover:text-foreground"
      >
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">
          <Trans>Show password</Trans>
        </span>
      </button>
    </div>
  );
}
