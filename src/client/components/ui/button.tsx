import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#src/client/lib/cn";

const variants = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary-hover",
  outline: "border border-input bg-card text-card-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  link: "text-link underline-offset-4 hover:underline",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover",
} as const;

// Every size keeps a 44 px tap target (the design's minimum for touch).
const sizes = {
  default: "min-h-11 px-5 py-2",
  icon: "size-11 p-0",
  inline: "min-h-11 px-1",
} as const;

export type ButtonVariant = keyof typeof variants;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Render the single child (e.g. a router `Link`) with the button's look. */
  asChild?: boolean;
};

export function buttonClasses(
  variant: ButtonVariant = "default",
  size: keyof typeof sizes = "default",
) {
  return cn(
    "inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg text-base font-medium",
    "transition-colors duration-150 disabled:pointer-events-none disabled:opacity-60",
    "[&_svg]:size-5 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
  );
}

export function Button({
  variant = "default",
  size = "default",
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return <Slot.Root className={cn(buttonClasses(variant, size), className)} {...props} />;
  }
  return (
    <button
      type={type ?? "button"}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    />
  );
}
