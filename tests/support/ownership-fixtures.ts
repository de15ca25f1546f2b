/**
 * One entry per signed-in API route for the ownership matrix: the request a client would send
 * with the owner's real ids, and what another teacher gets for it. 404 where the route names a
 * class, student, setting or history by id (the same as an id that does not exist); 403 where
 * the only thing naming the owner is a user_id in the path, query or body (docs/product.md#api).
 */
import { DEFAULT_OPTIONS } from "#src/domain/students/attributes";

export interface World {
  userId: string;
  email: string;
  classId: string;
  studentId: string;
  settingId: string;
  /** The seeded pick of the class's first student. */
  historyId: string;
  /**
   * Group rules and saved groupings (groupings-world.ts): a second student of the class, a rule naming both and a
   * saved grouping of them. Absent from a world seeded without them (their routes then 404).
   */
  pairedStudentId?: string;
  ruleId?: string;
  groupingId?: string;
  /**
   * Seating (seating-world.ts): a room of the class (two tables of 4) and a saved chart of it.
   * Absent from a world seeded without them (their routes then 404).
   */
  roomId?: string;
  chartId?: string;
  /** Google Classroom (google-world.ts): the teacher's Google course, once Google is connected. */
  googleCourseId?: string;
  /**
   * Sharing (sharing-world.ts): an open invitation to the class, a co-teacher of it, and the token
   * of an invitation to another teacher's class for this teacher.
   */
  invitationId?: string;
  memberId?: string;
  invitationToken?: string;
  /** A substitute link of the class (sharing-world.ts). */
  substituteLinkId?: string;
}

export interface Probe {
  url: string;
  body?: Record<string, unknown>;
  /** What another teacher gets for the owner's ids. */
  foreign: 403 | 404;
  /** What the owner gets when it is not a 2xx: Google's OAuth callback redirects (303). */
  owner?: 303;
  /**
   * A class's route (docs/decisions/0058-sharing-a-class.md): "edit", a co-teacher of the class
   * gets what the owner gets; "own", the owner's alone, a co-teacher gets 403. Absent: the
   * teacher's own things, a co-teacher gets what another teacher gets.
   */
  shared?: "edit" | "own";
}

/** The server's UTC date: a day attendance can be written for wherever the test runs. */
const today = () => new Date().toISOString().slice(0, 10);

const student = { number: 2, color: "Yellow", element: "Water", shape: "Circle" };
const colorSetting = {
  attribute_name: "color",
  display_name: "Colour",
  options: [...DEFAULT_OPTIONS.color, "Blue"],
};

/** Two tables of 4 (seats t1:0-3, t2:0-3), as seating-world.ts seeds. */
const seatingLayout = {
  width: 5,
  depth: 2,
  board: "top",
  furniture: [
    { id: "t1", kind: "table-4", x: 0, y: 0, rotation: 0 },
    { id: "t2", kind: "table-4", x: 3, y: 0, rotation: 0 },
  ],
};

/** Keyed `METHOD path` exactly as registered (parameter names are not compared). */
export const ownershipFixtures: Record<string, (w: World) => Probe> = {
  "GET /api/classes": (w) => ({ url: `/api/classes?user_id=${w.userId}`, foreign: 403 }),
  "POST /api/classes": (w) => ({
    url: "/api/classes",
    body: { name: "New class", description: "", user_id: w.userId },
    foreign: 403,
  }),
  "PUT /api/classes/:id": (w) => ({
    url: `/api/classes/${w.classId}`,
    body: { name: "Renamed", description: "Moved" },
    foreign: 404,
    shared: "edit",
  }),
  "DELETE /api/classes/:id": (w) => ({
    url: `/api/classes/${w.classId}`,
    foreign: 404,
    shared: "own",
  }),

  "GET /api/students/:classId": (w) => ({
    url: `/api/students/${w.classId}`,
    foreign: 404,
    shared: "edit",
  }),
  "POST /api/students": (w) => ({
    url: "/api/students",
    body: { name: "Zed", class_id: w.classId, ...student },
    foreign: 404,
    shared: "edit",
  }),
  "PUT /api/students/:id": (w) => ({
    url: `/api/students/${w.studentId}`,
    body: { name: "Renamed", ...student },
    foreign: 404,
    shared: "edit",
  }),
  "DELETE /api/students/:id": (w) => ({
    url: `/api/students/${w.studentId}`,
    foreign: 404,
    shared: "edit",
  }),
  "POST /api/classes/:id/students/import": (w) => ({
    url: `/api/classes/${w.classId}/students/import`,
    body: { balanced: false, rows: [{ name: "Imported", ...student }] },
    foreign: 404,
    shared: "edit",
  }),
  "POST /api/classes/:id/shuffle": (w) => ({
    url: `/api/classes/${w.classId}/shuffle`,
    body: {},
    foreign: 404,
    shared: "edit",
  }),
  "GET /api/classes/:id/export.csv": (w) => ({
    url: `/api/classes/${w.classId}/export.csv`,
    foreign: 404,
    shared: "edit",
  }),

  "GET /api/selection-history/:classId": (w) => ({
    url: `/api/selection-history/${w.classId}`,
    foreign: 404,
    shared: "edit",
  }),
  "POST /api/selection-history": (w) => ({
    url: "/api/selection-history",
    body: { class_id: w.classId, student_id: w.studentId },
    foreign: 404,
    shared: "edit",
  }),
  "POST /api/selection-history/draws": (w) => ({
    url: "/api/selection-history/draws",
    body: { class_id: w.classId, student_ids: [w.studentId] },
    foreign: 404,
    shared: "edit",
  }),
  "POST /api/selection-history/undo": (w) => ({
    url: "/api/selection-history/undo",
    body: { class_id: w.classId, entry_ids: [w.historyId] },
    foreign: 404,
    shared: "edit",
  }),
  "GET /api/attendance/:classId": (w) => ({
    url: `/api/attendance/${w.classId}?day=${today()}`,
    foreign: 404,
    shared: "edit",
  }),
  "PUT /api/attendance/:classId": (w) => ({
    url: `/api/attendance/${w.classId}`,
    body: { day: today(), absent_student_ids: [w.studentId] },
    foreign: 404,
    shared: "edit",
  }),
  "GET /api/wheel-settings/:classId": (w) => ({
    url: `/api/wheel-settings/${w.classId}`,
    foreign: 404,
    shared: "edit",
  }),
  "PUT /api/wheel-settings/:classId": (w) => ({
    url: `/api/wheel-settings/${w.classId}`,
    body: { pick_mode: "turns" },
    foreign: 404,
    shared: "edit",
  }),
  "GET /api/group-settings/:classId": (w) => ({
    url: `/api/group-settings/${w.classId}`,
    foreign: 404,
    shared: "edit",
  }),
  "PUT /api/group-settings/:classId": (w) => ({
    url: `/api/group-settings/${w.classId}`,
    body: {
      method: "same-category",
      category: "color",
      balance_on: ["number"],
      size_mode: "per-group",
      group_count: 5,
      per_group: 3,
      avoid_partners: true,
      partner_rounds: 2,
      partners_first: false,
    },
    foreign: 404,
    shared: "edit",
  }),
  "GET /api/classes/:classId/group-rules": (w) => ({
    url: `/api/classes/${w.classId}/group-rules`,
    foreign: 404,
    shared: "edit",
  }),
  "POST /api/classes/:classId/group-rules": (w) => ({
    url: `/api/classes/${w.classId}/group-rules`,
    body: { kind: "keep-together", student_ids: [w.studentId, w.pairedStudentId] },
    foreign: 404,
    shared: "edit",
  }),
  "DELETE /api/group-rules/:id": (w) => ({
    url: `/api/group-rules/${w.ruleId}`,
    foreign: 404,
    shared: "edit",
  }),
  "GET /api/classes/:classId/groupings": (w) => ({
    url: `/api/classes/${w.classId}/groupings`,
    foreign: 404,
    shared: "edit",
  }),
  "POST /api/classes/:classId/groupings": (w) => ({
    url: `/api/classes/${w.classId}/groupings`,
    body: {
      name: "Groups, Tuesday 24 November",
      method: "balanced",
      balance_on: ["color"],
      groups: [[w.studentId], [w.pairedStudentId]],
    },
    foreign: 404,
    shared: "edit",
  }),
  "GET /api/groupings/:id": (w) => ({
    url: `/api/groupings/${w.groupingId}`,
    foreign: 404,
    shared: "edit",
  }),
  "PATCH /api/groupings/:id": (w) => ({
    url: `/api/groupings/${w.groupingId}`,
    body: { name: "Renamed grouping" },
    foreign: 404,
    shared: "edit",
  }),
  "DELETE /api/groupings/:id": (w) => ({
    url: `/api/groupings/${w.groupingId}`,
    foreign: 404,
    shared: "edit",
  }),
  "GET /api/classes/:classId/rooms": (w) => ({
    url: `/api/classes/${w.classId}/rooms`,
    foreign: 404,
    shared: "edit",
  }),
  "POST /api/classes/:classId/rooms": (w) => ({
    url: `/api/classes/${w.classId}/rooms`,
    body: { name: "Lab", layout: seatingLayout },
    foreign: 404,
    shared: "edit",
  }),
  "PUT /api/rooms/:id": (w) => ({
    url: `/api/rooms/${w.roomId}`,
    body: { name: "Room 14", layout: seatingLayout },
    foreign: 404,
    shared: "edit",
  }),
  "DELETE /api/rooms/:id": (w) => ({ url: `/api/rooms/${w.roomId}`, foreign: 404, shared: "edit" }),
  "GET /api/classes/:classId/seat-needs": (w) => ({
    url: `/api/classes/${w.classId}/seat-needs`,
    foreign: 404,
    shared: "edit",
  }),
  "PUT /api/classes/:classId/seat-needs": (w) => ({
    url: `/api/classes/${w.classId}/seat-needs`,
    body: { needs: [{ student_id: w.studentId, needs: ["front", "aisle"] }] },
    foreign: 404,
    shared: "edit",
  }),
  "GET /api/classes/:classId/seating-charts": (w) => ({
    url: `/api/classes/${w.classId}/seating-charts`,
    foreign: 404,
    shared: "edit",
  }),
  "POST /api/classes/:classId/seating-charts": (w) => ({
    url: `/api/classes/${w.classId}/seating-charts`,
    body: {
      name: "Seats, Tuesday 24 November",
      room_id: w.roomId,
      seats: { "t1:0": w.studentId, "t2:0": w.pairedStudentId },
      pinned_student_ids: [w.studentId],
    },
    foreign: 404,
    shared: "edit",
  }),
  "GET /api/seating-charts/:id": (w) => ({
    url: `/api/seating-charts/${w.chartId}`,
    foreign: 404,
    shared: "edit",
  }),
  "PATCH /api/seating-charts/:id": (w) => ({
    url: `/api/seating-charts/${w.chartId}`,
    body: { name: "Renamed chart" },
    foreign: 404,
    shared: "edit",
  }),
  "DELETE /api/seating-charts/:id": (w) => ({
    url: `/api/seating-charts/${w.chartId}`,
    foreign: 404,
    shared: "edit",
  }),
  "GET /api/roster-links": (w) => ({ url: `/api/roster-links?user_id=${w.userId}`, foreign: 403 }),
  "POST /api/roster-imports": (w) => ({
    url: "/api/roster-imports",
    body: {
      source: "oneroster",
      dry_run: false,
      classes: [
        {
          external_id: "class-1",
          title: "Math 7A",
          target_class_id: w.classId,
          students: [
            { external_id: "stu-001", name: "Ann" },
            { external_id: "stu-002", name: "Zoe Newcomer" },
          ],
          remove_student_ids: [],
        },
      ],
    },
    foreign: 404,
    shared: "own",
  }),
  "DELETE /api/selection-history/:classId": (w) => ({
    url: `/api/selection-history/${w.classId}`,
    foreign: 404,
    shared: "edit",
  }),

  "POST /api/users/sync": (w) => ({
    url: "/api/users/sync",
    body: { id: w.userId, email: w.email },
    foreign: 403,
  }),
  "GET /api/teacher-settings/:userId": (w) => ({
    url: `/api/teacher-settings/${w.userId}`,
    foreign: 403,
  }),
  "POST /api/teacher-settings": (w) => ({
    url: "/api/teacher-settings",
    body: { ...colorSetting, user_id: w.userId },
    foreign: 403,
  }),
  "PUT /api/teacher-settings/:id": (w) => ({
    url: `/api/teacher-settings/${w.settingId}`,
    body: colorSetting,
    foreign: 404,
  }),
  "DELETE /api/teacher-settings/:id": (w) => ({
    url: `/api/teacher-settings/${w.settingId}`,
    foreign: 404,
  }),
  "GET /api/user-preferences/:userId": (w) => ({
    url: `/api/user-preferences/${w.userId}`,
    foreign: 403,
  }),
  "POST /api/user-preferences": (w) => ({
    url: "/api/user-preferences",
    body: {
      user_id: w.userId,
      preference_key: "default_balanced_assignment",
      preference_value: true,
    },
    foreign: 403,
  }),
  "POST /api/feedback": (w) => ({
    url: "/api/feedback",
    body: { message: "Thank you", user_id: w.userId },
    foreign: 403,
  }),
  "GET /api/account/export": (w) => ({
    url: `/api/account/export?user_id=${w.userId}`,
    foreign: 403,
  }),
  "GET /api/account/language": (w) => ({
    url: `/api/account/language?user_id=${w.userId}`,
    foreign: 403,
  }),
  "PUT /api/account/language": (w) => ({
    url: "/api/account/language",
    body: { user_id: w.userId, language: "es" },
    foreign: 403,
  }),
  "GET /api/account/two-factor": (w) => ({
    url: `/api/account/two-factor?user_id=${w.userId}`,
    foreign: 403,
  }),
  "POST /api/account/delete": (w) => ({
    url: "/api/account/delete",
    body: { user_id: w.userId, password: "correct horse battery" },
    foreign: 403,
  }),

  // The teacher's own Google connection; another teacher naming them gets 403.
  "GET /api/google-classroom": (w) => ({
    url: `/api/google-classroom?user_id=${w.userId}`,
    foreign: 403,
  }),
  "POST /api/google-classroom/connect": (w) => ({
    url: "/api/google-classroom/connect",
    body: { user_id: w.userId },
    foreign: 403,
  }),
  "GET /api/google-classroom/callback": (w) => ({
    url: `/api/google-classroom/callback?user_id=${w.userId}&code=c&state=s`,
    foreign: 403,
    owner: 303,
  }),
  "DELETE /api/google-classroom": (w) => ({
    url: `/api/google-classroom?user_id=${w.userId}`,
    foreign: 403,
  }),
  "GET /api/google-classroom/courses": (w) => ({
    url: `/api/google-classroom/courses?user_id=${w.userId}`,
    foreign: 403,
  }),
  "POST /api/google-classroom/imports": (w) => ({
    url: "/api/google-classroom/imports",
    body: {
      user_id: w.userId,
      courses: [{ course_id: w.googleCourseId ?? "none", target_class_id: w.classId }],
    },
    foreign: 403,
  }),
  "POST /api/classes/:classId/google-sync": (w) => ({
    url: `/api/classes/${w.classId}/google-sync`,
    body: { dry_run: true },
    foreign: 404,
    shared: "own",
  }),
  "GET /api/classes/:classId/sharing": (w) => ({
    url: `/api/classes/${w.classId}/sharing`,
    foreign: 404,
    shared: "edit",
  }),
  "GET /api/classes/:classId/teacher-settings": (w) => ({
    url: `/api/classes/${w.classId}/teacher-settings`,
    foreign: 404,
    shared: "edit",
  }),
  "POST /api/classes/:classId/invitations": (w) => ({
    url: `/api/classes/${w.classId}/invitations`,
    body: { email: "colleague@example.com" },
    foreign: 404,
    shared: "own",
  }),
  "DELETE /api/invitations/:id": (w) => ({
    url: `/api/invitations/${w.invitationId}`,
    foreign: 404,
    shared: "own",
  }),
  // The link's token is the secret; a user_id beside it must be the teacher's own.
  "POST /api/invitations/accept": (w) => ({
    url: "/api/invitations/accept",
    body: { token: w.invitationToken ?? "none", user_id: w.userId },
    foreign: 403,
  }),
  "DELETE /api/classes/:classId/members/:userId": (w) => ({
    url: `/api/classes/${w.classId}/members/${w.memberId}`,
    foreign: 404,
    shared: "own",
  }),
  "GET /api/classes/:classId/substitute-links": (w) => ({
    url: `/api/classes/${w.classId}/substitute-links`,
    foreign: 404,
    shared: "edit",
  }),
  "POST /api/classes/:classId/substitute-links": (w) => ({
    url: `/api/classes/${w.classId}/substitute-links`,
    body: { starts_on: today(), ends_on: today(), pin: "123456" },
    foreign: 404,
    shared: "edit",
  }),
  "DELETE /api/substitute-links/:id": (w) => ({
    url: `/api/substitute-links/${w.substituteLinkId}`,
    foreign: 404,
    shared: "edit",
  }),
};

/**
 * Public routes: no session needed, nothing owned. The substitute API (`/api/substitute/...`)
 * takes a link's token instead of a session: tests/api/substitute-matrix.test.ts covers it.
 */
export const PUBLIC_ROUTES = ["GET /api/health", "GET /api/config", "GET /api/openapi.json"];
