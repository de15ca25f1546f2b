import type { FastifyInstance } from "fastify";
import { requireTeacher } from "../auth/session";
import { teacherRateLimit } from "../security/rate-limit";
import { accountRoutes } from "./account/routes";
import { accountLanguageRoutes } from "./account-language/routes";
import { attendanceRoutes } from "./attendance/routes";
import { classRoutes } from "./classes/routes";
import { feedbackRoutes } from "./feedback/routes";
import { googleClassroomRoutes } from "./google-classroom/routes";
import { groupRuleRoutes } from "./group-rules/routes";
import { groupSettingsRoutes } from "./group-settings/routes";
import { groupingRoutes } from "./groupings/routes";
import { rosterRoutes } from "./rosters/routes";
import { chartRoutes } from "./seating/chart-routes";
import { roomRoutes } from "./seating/room-routes";
import { selectionHistoryRoutes } from "./selection-history/routes";
import { sharingRoutes } from "./sharing/routes";
import { studentRoutes } from "./students/routes";
import { substituteLinkRoutes } from "./substitutes/teacher-routes";
import { teacherSettingRoutes } from "./teacher-settings/routes";
import { userPreferenceRoutes } from "./user-preferences/routes";
import { userRoutes } from "./users/routes";
import { wheelSettingsRoutes } from "./wheel-settings/routes";

/**
 * Every signed-in API route. Registered inside one scope whose onRequest hook answers 401 (before any body is read) unless a
 * teacher is signed in, so no route here can forget the check; each route then scopes every
 * query by `request.teacher.id`.
 */
export async function teacherApi(app: FastifyInstance): Promise<void> {
  // With REQUIRE_TWO_FACTOR, a password account sets up two-factor sign-in first (decision 0056).
  const gate = app.ctx.config.requireTwoFactor ? { db: app.ctx.database.db } : null;
  app.addHook("onRequest", requireTeacher(app.ctx.auth, gate));
  // Per-teacher request limit (API_RATE_LIMIT, docs/decisions/0008-rate-limits.md).
  const { api: limiter } = app.ctx.rateLimits;
  if (limiter) app.addHook("onRequest", teacherRateLimit(limiter));
  // One line per resource (features/<resource>/routes.ts):
  await app.register(classRoutes);
  await app.register(sharingRoutes);
  await app.register(substituteLinkRoutes);
  await app.register(studentRoutes);
  await app.register(selectionHistoryRoutes);
  await app.register(attendanceRoutes);
  await app.register(wheelSettingsRoutes);
  await app.register(groupSettingsRoutes);
  await app.register(groupRuleRoutes);
  await app.register(groupingRoutes);
  await app.register(roomRoutes);
  await app.register(chartRoutes);
  await app.register(rosterRoutes);
  await app.register(userRoutes);
  await app.register(teacherSettingRoutes);
  await app.register(userPreferenceRoutes);
  await app.register(feedbackRoutes);
  await app.register(accountRoutes);
  await app.register(accountLanguageRoutes);
  await app.register(googleClassroomRoutes);
}
