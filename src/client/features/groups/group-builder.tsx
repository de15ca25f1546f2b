import { Presentation, Printer, Shuffle, Users } from "lucide-react";
import {
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useTabPath } from "../../lib/tab-navigation";
import { AttendanceButton, useAbsentIds } from "../attendance";
import { useAttributes } from "../settings/api";
import { useStudents } from "../students/api";
import {
  generateBlocker,
  groupFormReducer,
  initialGroupForm,
  selectedStudents,
} from "./group-form-state";
import { GroupOptions } from "./group-options";
import { GroupResults } from "./group-results";
import {
  browserSession,
  type GroupSheet,
  loadGroupSheet,
  saveGroupSheet,
  serializeGroupSheet,
} from "./group-sheet";
import { enterFullscreen } from "./present-fullscreen";
import { PresentView } from "./present-view";
import { runGrouping, runSummary } from "./run-grouping";
import { StudentPicker } from "./student-picker";

export const GROUP_SHEET_PATH = "/print/groups";

/** The last run of this class, shown again when the teacher comes back (e.g. from printing). */
function lastRunOf(classId: string): GroupSheet | null {
  const sheet = loadGroupSheet(browserSession());
  return sheet?.classId === classId ? sheet : null;
}

/** The Groups screen for one chosen class: the form, the actions and the last result (D3). */
export function GroupBuilder({ classId, className }: { classId: string; className: string }) {
  const students = useStudents(classId);
  const attributes = useAttributes();
  const navigate = useNavigate();
  const studentsPath = useTabPath("students");
  const blockerId = useId();
  const [form, dispatch] = useReducer(groupFormReducer, initialGroupForm);
  const [sheet, setSheet] = useState<GroupSheet | null>(() => lastRunOf(classId));
  const [presenting, setPresenting] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const roster = useMemo(() => students.data ?? [], [students.data]);
  const selected = useMemo(() => selectedStudents(roster, form), [roster, form]);
  const blocker = generateBlocker(form, selected.length);
  const closePresent = useCallback(() => setPresenting(false), []);
  // Today's absent students start unticked, each once: ticking one by hand then holds.
  const absent = useAbsentIds(classId);
  const leftOut = useRef(new Set<string>());
  useEffect(() => {
    const fresh = [...absent].filter((id) => !leftOut.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) leftOut.current.add(id);
    dispatch({ type: "exclude", ids: fresh });
  }, [absent]);

  if (students.isPending) {
    return (
      <div className="flex justify-center p-10">
        <Spinner />
        <span role="status" className="sr-only">
          Loading students...
        </span>
      </div>
    );
  }
  if (students.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-8 text-center">
        <p>The students could not be loaded.</p>
        <Button variant="outline" onClick={() => void students.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (roster.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-input p-10 text-center">
        <Users aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-lg">{className} has no students yet. Add students to make groups.</p>
        <Button asChild>
          <Link to={studentsPath}>Go to Students</Link>
        </Button>
      </div>
    );
  }

  function generate(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: "clamp-count" });
    if (blocker) return;
    const next = runGrouping({ classId, className, students: roster, form, attributes });
    setSheet(next);
    saveGroupSheet(browserSession(), next);
    setAnnouncement(runSummary(next));
  }

  function printGroups() {
    if (!sheet) return;
    const current = { ...sheet, attributes };
    saveGroupSheet(browserSession(), current);
    void navigate(GROUP_SHEET_PATH, { state: { groupSheet: serializeGroupSheet(current) } });
  }

  function present() {
    enterFullscreen();
    setPresenting(true);
  }

  return (
    <div className="grid min-w-0 gap-8">
      <div className="flex flex-wrap items-center gap-2">
        <AttendanceButton classId={classId} className={className} students={roster} />
      </div>
      <form
        noValidate
        onSubmit={generate}
        aria-label="Group settings"
        className="grid min-w-0 gap-6 rounded-card border border-border bg-card p-4 text-card-foreground shadow-soft sm:p-6"
      >
        <div className="grid min-w-0 gap-8 md:grid-cols-2">
          <StudentPicker
            students={roster}
            form={form}
            dispatch={dispatch}
            selectedCount={selected.length}
            absent={absent}
          />
          <GroupOptions form={form} dispatch={dispatch} attributes={attributes} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="submit"
            disabled={blocker !== null}
            aria-describedby={blocker ? blockerId : undefined}
          >
            <Shuffle aria-hidden="true" />
            Generate Groups
          </Button>
          <Button variant="outline" disabled={!sheet} onClick={printGroups}>
            <Printer aria-hidden="true" />
            Print Groups
          </Button>
          <Button variant="outline" disabled={!sheet} onClick={present}>
            <Presentation aria-hidden="true" />
            Present
          </Button>
          {blocker ? (
            <p id={blockerId} className="text-sm text-muted-foreground">
              {blocker}
            </p>
          ) : null}
        </div>
      </form>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {sheet ? <GroupResults sheet={sheet} attributes={attributes} /> : null}
      {presenting && sheet ? (
        <PresentView sheet={sheet} attributes={attributes} onClose={closePresent} />
      ) : null}
    </div>
  );
}
