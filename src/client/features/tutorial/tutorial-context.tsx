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
import {
  recordTutorialEnd,
  savedTutorialStep,
  shouldAutoShowTutorial,
  TUTORIAL_STEP_COUNT,
} from "./tutorial-flags";

// Its own chunk (Radix Popover, the steps), loaded the first time the tutorial opens.
const CoachMark = lazy(() => import("./coach-mark").then((m) => ({ default: m.CoachMark })));

type TutorialControls = {
  /** Opens the tutorial where the teacher left it, or at its first step. */
  open: () => void;
  /** Whether it was left mid-way: its opener then reads "Resume Tutorial". */
  resumable: boolean;
};

const TutorialContext = createContext<TutorialControls | null>(null);

function autoShow(): boolean {
  try {
    return shouldAutoShowTutorial(window.localStorage);
  } catch {
    return false;
  }
}

function savedStep(): number | null {
  try {
    return savedTutorialStep(window.localStorage, TUTORIAL_STEP_COUNT);
  } catch {
    return null;
  }
}

/**
 * Owns the intro tutorial: opens it by itself when the flags say so (`autoOpen`), lets Show
 * Tutorial and View Tutorial open it again, and remembers the step it was left at.
 */
export function TutorialProvider({
  children,
  autoOpen = true,
}: {
  children: ReactNode;
  autoOpen?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(() => autoOpen && autoShow());
  const [resumeAt, setResumeAt] = useState(savedStep);
  // Where focus goes back to on close (the Help or View Tutorial button that opened it).
  const returnTo = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    returnTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setIsOpen(true);
  }, []);
  const value = useMemo(() => ({ open, resumable: resumeAt !== null }), [open, resumeAt]);
  // Mounted from the first opening on, so closing runs the popover's own focus return.
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return (
    <TutorialContext value={value}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <CoachMark
            open={isOpen}
            startAt={resumeAt ?? 0}
            returnFocus={() => {
              const opener = returnTo.current;
              returnTo.current = null;
              const focusBack = () => {
                const target = opener?.isConnected ? opener : document.getElementById("main");
                if (target && document.activeElement !== target) target.focus();
              };
              focusBack();
              // The popover's focus scope unmounts after this call and may drop focus to the
              // page: put it back on the opener on the next frame, unless focus is already
              // somewhere (a teacher quick on the keyboard may have moved on).
              requestAnimationFrame(() => {
                const lost = !document.activeElement || document.activeElement === document.body;
                if (lost) focusBack();
              });
            }}
            onClose={(end, dontShowAgain) => {
              setIsOpen(false);
              setResumeAt(recordTutorialEnd(window.localStorage, end, dontShowAgain));
            }}
          />
        </Suspense>
      ) : null}
    </TutorialContext>
  );
}

/** `{ open, resumable }`: shows the intro tutorial where it was left, or from its first step. */
export function useTutorial(): TutorialControls {
  const value = use(TutorialContext);
  if (!value) throw new Error("useTutorial needs a TutorialProvider above it");
  return value;
}
