import { t } from "@lingui/core/macro";
import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { whenIdle } from "../idle";

const loadDialog = () => import("./menu-sheet-dialog");
const MenuSheetDialog = lazy(() => loadDialog().then((m) => ({ default: m.MenuSheetDialog })));

/**
 * Small screens: the tab bar as a slide-in side sheet titled "Menu" (docs/product.md#shell). The sheet (Radix
 * Dialog) is its own chunk, downloaded when the browser is idle and mounted when first opened,
 * so the first load carries no dialog code. Focus goes back to this button on
 * close.
 */
export function MenuSheet() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(() => void loadDialog().catch(() => {})), []);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t`Menu`}
        data-menu-button=""
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MenuSheetDialog
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
