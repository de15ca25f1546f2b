import { msg } from "@lingui/core/macro";
import { MAX_NAME } from "#src/domain/text-rules";
import { fetchWithRetry, GoogleError, googleErrorOf, type RetryPolicy } from "./google-http";

/**
 * The two Classroom API calls ClassCharm makes, both read-only and both paged:
 * courses.list (`teacherId=me`, `courseStates=ACTIVE`) and courses.students.list, plus
 * courses.get. Only names and ids are read out of Google's answers.
 */

/** The teacher's access token, refreshed when it has expired (./tokens.ts). */
export interface AccessTokens {
  current(): Promise<string>;
  /** Google refused `stale` (401): a refreshed one, or GoogleError("reconnect"). */
  renew(stale: string): Promise<string>;
}

export interface ClassroomCourse {
  id: string;
  name: string;
  section: string | null;
}

export interface ClassroomStudent {
  userId: string;
  name: string;
}

/** A guard against a server that never stops paging (100 per page: a million entries). */
const MAX_PAGES = 10_000;
const PAGE_SIZE = "100";

interface Profile {
  name?: { fullName?: string; givenName?: string; familyName?: string };
}

const clean = (text: string | undefined): string =>
  (text ?? "")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A student's name as ClassCharm keeps it: full name, else given and family, cut to the limit. */
export function studentName(userId: string, profile: Profile | undefined): string {
  const name = profile?.name;
  const full =
    clean(name?.fullName) || clean([name?.givenName, name?.familyName].filter(Boolean).join(" "));
  return (full || `Student ${userId.slice(-4)}`).slice(0, MAX_NAME).trim();
}

/** A path segment; an id that can't be one (a lone surrogate) is no course Google has. */
function segment(id: string): string {
  try {
    return encodeURIComponent(id);
  } catch {
    throw new GoogleError("not_found", msg`That Google Classroom course was not found.`);
  }
}

export function classroomClient(base: string, tokens: AccessTokens, policy: RetryPolicy) {
  async function get(path: string, query: Record<string, string | string[]>): Promise<unknown> {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(query)) {
      for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, v);
    }
    let token = await tokens.current();
    for (let renewed = false; ; renewed = true) {
      const res = await fetchWithRetry(
        url.href,
        { headers: { authorization: `Bearer ${token}`, accept: "application/json" } },
        policy,
      );
      if (res.ok) {
        try {
          return await res.json();
        } catch {
          throw new GoogleError("unavailable", msg`Google Classroom sent an answer we can't read.`);
        }
      }
      const problem = await googleErrorOf(res);
      if (res.status === 401 && !renewed) {
        token = await tokens.renew(token);
        continue;
      }
      if (res.status === 401 || problem.reason === "ACCESS_TOKEN_SCOPE_INSUFFICIENT") {
        throw new GoogleError(
          "reconnect",
          msg`Google Classroom access was withdrawn or is missing a permission. Reconnect Google Classroom.`,
        );
      }
      if (res.status === 403) {
        throw new GoogleError(
          "forbidden",
          msg`Google Classroom refused to share this. Check that your Google account teaches the course and that Classroom is turned on for it.`,
        );
      }
      if (res.status === 404) {
        throw new GoogleError(
          "not_found",
          msg`That Google Classroom course was not found (it may have been deleted or you no longer teach it).`,
        );
      }
      const status = res.status;
      throw new GoogleError(
        "unavailable",
        msg`Google Classroom answered with an error (${status}). Try again later.`,
      );
    }
  }

  async function allPages<T>(
    path: string,
    query: Record<string, string | string[]>,
    key: string,
  ): Promise<T[]> {
    const items: T[] = [];
    const seen = new Set<string>();
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const body = (await get(path, {
        ...query,
        pageSize: PAGE_SIZE,
        ...(pageToken ? { pageToken } : {}),
      })) as Record<string, unknown> | null;
      const list = body?.[key];
      if (list !== undefined && !Array.isArray(list)) {
        throw new GoogleError("unavailable", msg`Google Classroom sent an answer we can't read.`);
      }
      items.push(...((list ?? []) as T[]));
      const next = body?.nextPageToken;
      if (typeof next !== "string" || next === "" || seen.has(next)) return items;
      seen.add(next);
      pageToken = next;
    }
    return items;
  }

  return {
    /** Every active course the teacher teaches, all pages. */
    async listCourses(): Promise<ClassroomCourse[]> {
      const courses = await allPages<{ id?: unknown; name?: unknown; section?: unknown }>(
        "/v1/courses",
        { teacherId: "me", courseStates: "ACTIVE" },
        "courses",
      );
      return courses
        .filter((c): c is { id: string; name?: unknown; section?: unknown } => {
          return typeof c.id === "string" && c.id !== "";
        })
        .map((c) => ({
          id: c.id,
          name: clean(typeof c.name === "string" ? c.name : "") || "Untitled course",
          section: typeof c.section === "string" && clean(c.section) ? clean(c.section) : null,
        }));
    },

    async getCourse(courseId: string): Promise<ClassroomCourse> {
      const c = (await get(`/v1/courses/${segment(courseId)}`, {})) as {
        id?: unknown;
        name?: unknown;
        section?: unknown;
      };
      return {
        id: courseId,
        name: clean(typeof c?.name === "string" ? c.name : "") || "Untitled course",
        section: typeof c?.section === "string" && clean(c.section) ? clean(c.section) : null,
      };
    },

    /** A course's students, all pages, each once. */
    async listStudents(courseId: string): Promise<ClassroomStudent[]> {
      const rows = await allPages<{ userId?: unknown; profile?: Profile }>(
        `/v1/courses/${segment(courseId)}/students`,
        {},
        "students",
      );
      const seen = new Set<string>();
      const students: ClassroomStudent[] = [];
      for (const row of rows) {
        if (typeof row.userId !== "string" || row.userId === "" || seen.has(row.userId)) continue;
        seen.add(row.userId);
        students.push({ userId: row.userId, name: studentName(row.userId, row.profile) });
      }
      return students;
    },
  };
}
