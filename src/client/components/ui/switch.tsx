import { Switch as RadixSwitch } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#src/client/lib/cn";

/** An on/off switch (Radix Switch, role "switch"); name it with a `<Label htmlFor>`. */
export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={cn(
        "relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2",
        "border-transparent bg-input transition-colors duration-150",
        "data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    >
      <RadixSwitch.Thumb
        className={cn(
          "pointer-events-none block size-6 rounded-full bg-white shadow-sm transition-transform",
          "duration-150 data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 rtl:data-[state=checked]:-translate-x-5",
        )}
      />
    </RadixSwitch.Root>
  );
}
