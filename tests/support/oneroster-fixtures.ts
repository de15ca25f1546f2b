/**
 * OneRoster exports made by the tests: 1.1 or 1.2 CSV files as a school system
 * writes them (every standard column, in order), three classes of 30 students by default, each
 * with a teacher enrolled too, as texts and as a zip.
 */
import { strToU8, zipSync } from "fflate";

export interface FixtureStudent {
  id: string;
  given: string;
  family: string;
  /** 1.2 only: the name the student goes by. */
  preferredGiven?: string;
  status?: "active" | "tobedeleted";
}

export interface FixtureClass {
  id: string;
  title: string;
  code: string;
  students: FixtureStudent[];
}

export type OneRosterVersion = "1.1" | "1.2";

const GIVEN = ["Ava", "Ben", "Chloé", "Dev", "Elif", "Finn", "Gia", "Hugo", "Isla", "José"];
const FAMILY = ["Okafor", "Smith", "Nguyen", "Müller"];

/** Three classes of 30 (90 students), names unique across the export. */
export function threeClasses(): FixtureClass[] {
  return ["Math 7A", "Science 7B", "History 7C"].map((title, c) => ({
    id: `class-${c + 1}`,
    title,
    code: `C${c + 1}`,
    students: Array.from({ length: 30 }, (_, i) => {
      const n = c * 30 + i;
      return {
        id: `stu-${String(n + 1).padStart(3, "0")}`,
        given: GIVEN[n % GIVEN.length] as string,
        family: `${FAMILY[Math.floor(n / GIVEN.length) % FAMILY.length]}-${n + 1}`,
      };
    }),
  }));
}

const csv = (rows: readonly (readonly string[])[]) =>
  `${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(",")).join("\r\n")}\r\n`;

const USERS_11 = [
  "sourcedId",
  "status",
  "dateLastModified",
  "enabledUser",
  "orgSourcedIds",
  "role",
  "username",
  "userIds",
  "givenName",
  "familyName",
  "middleName",
  "identifier",
  "email",
  "sms",
  "phone",
  "agentSourcedIds",
  "grades",
  "password",
];
const USERS_12 = [
  "sourcedId",
  "status",
  "dateLastModified",
  "enabledUser",
  "username",
  "userIds",
  "givenName",
  "familyName",
  "middleName",
  "identifier",
  "email",
  "sms",
  "phone",
  "agentSourcedIds",
  "grades",
  "password",
  "userMasterIdentifier",
  "resourceSourcedIds",
  "preferredGivenName",
  "preferredMiddleName",
  "preferredFamilyName",
  "primaryOrgSourcedId",
  "pronouns",
];
const CLASSES = [
  "sourcedId",
  "status",
  "dateLastModified",
  "title",
  "grades",
  "courseSourcedId",
  "classCode",
  "classType",
  "location",
  "schoolSourcedId",
  "termSourcedIds",
  "subjects",
  "subjectCodes",
  "periods",
];
const ENROLLMENTS = [
  "sourcedId",
  "status",
  "dateLastModified",
  "classSourcedId",
  "schoolSourcedId",
  "userSourcedId",
  "role",
  "primary",
  "beginDate",
  "endDate",
];

/** The export's CSV files as texts. */
export function oneRosterTexts(
  version: OneRosterVersion,
  classes: readonly FixtureClass[] = threeClasses(),
): Record<"manifest.csv" | "classes.csv" | "users.csv" | "enrollments.csv", string> {
  const userHeader = version === "1.1" ? USERS_11 : USERS_12;
  const userRow = (
    s: FixtureStudent | { id: string; given: string; family: string },
    role: string,
  ) => {
    const v: Record<string, string> = {
      sourcedId: s.id,
      status: "status" in s && s.status ? s.status : "",
      enabledUser: "true",
      orgSourcedIds: "school-1",
      role,
      username: s.id,
      givenName: s.given,
      familyName: s.family,
      email: `${s.id}@school.example`,
      primaryOrgSourcedId: "school-1",
      preferredGivenName: "preferredGiven" in s && s.preferredGiven ? s.preferredGiven : "",
    };
    return userHeader.map((column) => v[column] ?? "");
  };
  const seen = new Set<string>();
  const users: string[][] = [userHeader];
  const enrollments: string[][] = [ENROLLMENTS];
  for (const room of classes) {
    const teacher = { id: `teacher-${room.id}`, given: "Pat", family: `Teacher ${room.code}` };
    users.push(userRow(teacher, "teacher"));
    enrollments.push(
      ENROLLMENTS.map(
        (c) =>
          ({
            sourcedId: `e-${teacher.id}`,
            classSourcedId: room.id,
            schoolSourcedId: "school-1",
            userSourcedId: teacher.id,
            role: "teacher",
            primary: "true",
          })[c] ?? "",
      ),
    );
    for (const s of room.students) {
      if (!seen.has(s.id)) {
        seen.add(s.id);
        users.push(userRow(s, "student"));
      }
      enrollments.push(
        ENROLLMENTS.map(
          (c) =>
            ({
              sourcedId: `e-${room.id}-${s.id}`,
              classSourcedId: room.id,
              schoolSourcedId: "school-1",
              userSourcedId: s.id,
              role: "student",
              primary: "false",
            })[c] ?? "",
        ),
      );
    }
  }
  const classRows = [
    CLASSES,
    ...classes.map((room) =>
      CLASSES.map(
        (c) =>
          ({
            sourcedId: room.id,
            title: room.title,
            courseSourcedId: `course-${room.id}`,
            classCode: room.code,
            classType: "scheduled",
            schoolSourcedId: "school-1",
            termSourcedIds: "term-1",
          })[c] ?? "",
      ),
    ),
  ];
  const manifest = [
    ["propertyName", "value"],
    ["manifest.version", "1.0"],
    ["oneroster.version", version],
    ["file.classes", "bulk"],
    ["file.users", "bulk"],
    ["file.enrollments", "bulk"],
  ];
  return {
    "manifest.csv": csv(manifest),
    "classes.csv": csv(classRows),
    "users.csv": csv(users),
    "enrollments.csv": csv(enrollments),
  };
}

/** Windows-1252 bytes of text whose characters are all Latin-1 (as older systems write). */
export function windows1252(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff || (code >= 0x80 && code < 0xa0)) throw new Error(`not Latin-1: ${text[i]}`);
    bytes[i] = code;
  }
  return bytes;
}

/** The export as a zip, files under an optional folder; bytes given as is, texts as UTF-8. */
export function oneRosterZip(files: Record<string, string | Uint8Array>, folder = ""): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(files)) {
    entries[`${folder}${name}`] = typeof content === "string" ? strToU8(content) : content;
  }
  return zipSync(entries, { level: 6 });
}
