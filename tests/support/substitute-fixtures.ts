/**
 * One entry per substitute API route (docs/decisions/0059-substitute-links.md) for the
 * substitute matrix and the fuzz run: the request a substitute's page sends for the world's
 * class. A new `/api/substitute/...` route without an entry fails the matrix.
 */
export interface SubstituteWorld {
  classId: string;
  studentId: string;
  /** A pick made through a substitute link, which the substitute may undo. */
  substitutePickId: string;
  groupingId: string;
}

export interface SubstituteProbe {
  url: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The server's UTC date: a day attendance can be written for wherever the test runs. */
const today = () => new Date().toISOString().slice(0, 10);

export const substituteFixtures: Record<string, (w: SubstituteWorld) => SubstituteProbe> = {
  "GET /api/substitute": () => ({ url: "/api/substitute" }),
  "GET /api/substitute/students": () => ({ url: "/api/substitute/students" }),
  "GET /api/substitute/teacher-settings": () => ({ url: "/api/substitute/teacher-settings" }),
  "GET /api/substitute/attendance": () => ({ url: `/api/substitute/attendance?day=${today()}` }),
  "PUT /api/substitute/attendance": (w) => ({
    url: "/api/substitute/attendance",
    body: { day: today(), absent_student_ids: [w.studentId] },
    headers: { "if-match": '"0"' },
  }),
  "GET /api/substitute/history": () => ({ url: "/api/substitute/history" }),
  "POST /api/substitute/draws": (w) => ({
    url: "/api/substitute/draws",
    body: { student_ids: [w.studentId] },
    headers: { "idempotency-key": "matrix-draw" },
  }),
  "POST /api/substitute/undo": (w) => ({
    url: "/api/substitute/undo",
    body: { entry_ids: [w.substitutePickId] },
  }),
  "GET /api/substitute/wheel-settings": () => ({ url: "/api/substitute/wheel-settings" }),
  "GET /api/substitute/group-settings": () => ({ url: "/api/substitute/group-settings" }),
  "GET /api/substitute/group-rules": () => ({ url: "/api/substitute/group-rules" }),
  "GET /api/substitute/groupings": () => ({ url: "/api/substitute/groupings" }),
  "GET /api/substitute/groupings/:id": (w) => ({
    url: `/api/substitute/groupings/${w.groupingId}`,
  }),
};
