import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";
import { recordTutorialEnd, shouldAutoShowTutorial } from "./tutorial-flags";

// Its own chunk (Radix Dialog), loaded the first time the tutorial opens.
const TutorialDialog = lazy(() =>
  import("./tutorial-dialog").then((m) => ({ default: m.TutorialDialog })),
);

type TutorialControls = { open: () => void };

const TutorialContext = createContext<TutorialControls | null>(null);

function autoShow(): boolean {
  try {
    return shouldAutoShowTutorial(window.localStorage);
  } catch {
    return false;
  }
}

/**
 * Owns the intro tutorial: opens it by itself when the flags say so (`autoOpen`), and lets
 * Show Tutorial and View Tutorial open it again.
 */
export function TutorialProvider({
  children,
  autoOpen = true,
}: {
  children: ReactNode;
  autoOpen?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(() => autoOpen && autoShow());
  // Where focus goes back to on close (the Help or View Tutorial button that opened it).
  const returnTo = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    returnTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setIsOpen(true);
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  // Mounted from the first opening on, so closing runs the dialog's own focus return.
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return (
    <TutorialContext value={value}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <TutorialDialog
            open={isOpen}
            returnFocus={() => {
              const opener = returnTo.current;
              returnTo.current = null;
              const focusBack = () => {
                const target = opener?.isConnected ? opener : document.getElementById("main");
                if (target && document.activeElement !== target) target.focus();
              };
              focusBack();
              // The dialog's focus scope unmounts after this call and may drop focus to the page:
              // put it back on the opener on the next frame, unless focus is already somewhere
              // (a teacher quick on the keyboard may have moved on).
              requestAnimationFrame(() => {
                const lost = !document.activeElement || document.activeElement === document.body;
                if (lost) focusBack();
              });
            }}
            onClose={(end, dontShowAgain) => {
              setIsOpen(false);
              recordTutorialEnd(window.localStorage, end, dontShowAgain);
            }}
          />
        </Suspense>
      ) : null}
    </TutorialContext>
  );
}

/** `{ open }`: shows the intro tutorial from its first step. */
export function useTutorial(): TutorialControls {
  const value = use(TutorialContext);
  if (!value) throw new Error("useTutorial needs a TutorialProvider above it");
  return value;
}
