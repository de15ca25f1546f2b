import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, select } from "@lingui/core/macro";
import type { ActivityDto } from "../schemas/activity";
import { actorName, isViewer, type Say, type Viewer } from "./actor";

export { actorName, byLabel, isViewer, roleTag, type Say, type Viewer } from "./actor";

/**
 * A class's recent changes as sentences (docs/decisions/0060-who-did-what.md): who, in words
 * ("You", the teacher's name, "Substitute"), then what they did, in the page's language. `me`
 * chooses the viewer's own form ("You renamed the class"), which languages conjugate apart.
 */
function describe(e: ActivityDto, me: "you" | "other", who: string): MessageDescriptor {
  const count = e.count ?? 1;
  const student = e.student_name ?? "";
  switch (e.action) {
    case "class.renamed":
      return msg`${select(me, { you: "You renamed the class", other: `${who} renamed the class` })}`;
    case "students.added":
      return student
        ? msg`${select(me, { you: `You added ${student}`, other: `${who} added ${student}` })}`
        : msg`${select(me, { you: "You added a student", other: `${who} added a student` })}`;
    case "student.edited":
      return student
        ? msg`${select(me, { you: `You edited ${student}`, other: `${who} edited ${student}` })}`
        : msg`${select(me, { you: "You edited a student", other: `${who} edited a student` })}`;
    case "students.deleted":
      return me === "you"
        ? msg`You deleted ${plural(count, { one: "# student", other: "# students" })}`
        : msg`${who} deleted ${plural(count, { one: "# student", other: "# students" })}`;
    case "students.imported":
      return me === "you"
        ? msg`You imported ${plural(count, { one: "# student", other: "# students" })}`
        : msg`${who} imported ${plural(count, { one: "# student", other: "# students" })}`;
    case "students.shuffled":
      return msg`${select(me, { you: "You shuffled the categories", other: `${who} shuffled the categories` })}`;
    case "students.moved":
      return student
        ? msg`${select(me, { you: `You moved ${student} to another class`, other: `${who} moved ${student} to another class` })}`
        : msg`${select(me, { you: "You moved a student to another class", other: `${who} moved a student to another class` })}`;
    case "roll.marked":
      return me === "you"
        ? msg`You marked the roll: ${plural(count, { one: "# absent", other: "# absent" })}`
        : msg`${who} marked the roll: ${plural(count, { one: "# absent", other: "# absent" })}`;
    case "picks.made":
      return me === "you"
        ? msg`You picked ${plural(count, { one: "# student", other: "# students" })}`
        : msg`${who} picked ${plural(count, { one: "# student", other: "# students" })}`;
    case "picks.undone":
      return me === "you"
        ? msg`You undid ${plural(count, { one: "# pick", other: "# picks" })}`
        : msg`${who} undid ${plural(count, { one: "# pick", other: "# picks" })}`;
    case "history.cleared":
      return msg`${select(me, { you: "You cleared the history", other: `${who} cleared the history` })}`;
    case "wheel.changed":
      return msg`${select(me, { you: "You changed the wheel settings", other: `${who} changed the wheel settings` })}`;
    case "groups.changed":
      return msg`${select(me, { you: "You changed the group settings", other: `${who} changed the group settings` })}`;
    case "rule.added":
      return msg`${select(me, { you: "You added a grouping rule", other: `${who} added a grouping rule` })}`;
    case "rule.deleted":
      return msg`${select(me, { you: "You removed a grouping rule", other: `${who} removed a grouping rule` })}`;
    case "grouping.saved":
      return msg`${select(me, { you: "You saved groups", other: `${who} saved groups` })}`;
    case "grouping.renamed":
      return msg`${select(me, { you: "You renamed saved groups", other: `${who} renamed saved groups` })}`;
    case "grouping.deleted":
      return msg`${select(me, { you: "You deleted saved groups", other: `${who} deleted saved groups` })}`;
    case "seating.changed":
      return msg`${select(me, { you: "You changed the seating", other: `${who} changed the seating` })}`;
    case "chart.saved":
      return msg`${select(me, { you: "You saved a seating chart", other: `${who} saved a seating chart` })}`;
    case "member.joined":
      return msg`${select(me, { you: "You joined the class", other: `${who} joined the class` })}`;
    case "member.removed":
      return msg`${select(me, { you: "You removed a co-teacher", other: `${who} removed a co-teacher` })}`;
    case "member.left":
      return msg`${select(me, { you: "You left the class", other: `${who} left the class` })}`;
    case "substitute-link.made":
      return msg`${select(me, { you: "You made a substitute link", other: `${who} made a substitute link` })}`;
    case "substitute-link.revoked":
      return msg`${select(me, { you: "You ended a substitute link", other: `${who} ended a substitute link` })}`;
  }
}

/** One change as a sentence: "Ms Rivera added Ben", "You renamed the class". */
export function activitySentence(entry: ActivityDto, viewer: Viewer | null, say: Say): string {
  const me = isViewer(entry.by, viewer) ? "you" : "other";
  return say(describe(entry, me, actorName(entry.by, say)));
}
