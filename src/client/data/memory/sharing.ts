import { t } from "@lingui/core/macro";
import { z } from "zod";
import { localDay } from "#src/domain/attendance/school-day";
import { pathId } from "#src/domain/schemas/common";
import {
  type ClassSharingDto,
  INVITATION_DAYS,
  invitationInput,
  MAX_OPEN_INVITATIONS,
} from "#src/domain/schemas/sharing";
import {
  MAX_OPEN_SUBSTITUTE_LINKS,
  MAX_SUBSTITUTE_DAYS,
  type SubstituteLinkDto,
  substituteLinkInput,
} from "#src/domain/schemas/substitutes";
import type { DataSource } from "../source";
import { findClass, httpError, limitReached, type MemoryStore, notFound, parse } from "./store";

type SharingOps = Pick<
  DataSource,
  | "getSharing"
  | "inviteToClass"
  | "revokeInvitation"
  | "removeClassMember"
  | "listSubstituteLinks"
  | "createSubstituteLink"
  | "revokeSubstituteLink"
>;

type Link = Omit<SubstituteLinkDto, "state">;

type Invitation = ClassSharingDto["invitations"][number] & { class_id: string };

const params = z.object({ id: pathId });
const DAY_MS = 24 * 60 * 60 * 1000;

/** Each demo's open invitations (the store itself knows nothing of sharing). */
const invitationsOf = new WeakMap<MemoryStore, Map<string, Invitation>>();

function invitations(store: MemoryStore): Map<string, Invitation> {
  let found = invitationsOf.get(store);
  if (!found) {
    found = new Map();
    invitationsOf.set(store, found);
  }
  return found;
}

/** Each demo's substitute links: kept in the page, never sent anywhere. */
const linksOf = new WeakMap<MemoryStore, Map<string, Link>>();

function links(store: MemoryStore): Map<string, Link> {
  let found = linksOf.get(store);
  if (!found) {
    found = new Map();
    linksOf.set(store, found);
  }
  return found;
}

function withState(link: Link, today: string): SubstituteLinkDto {
  const state = link.revoked_at
    ? "revoked"
    : link.ends_on < today
      ? "expired"
      : link.starts_on > today
        ? "upcoming"
        : "active";
  return { ...link, state };
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * Sharing in the demo: the demo teacher owns every class and is its only teacher; an
 * invitation makes a pretend link that opens nothing, and nothing is sent anywhere.
 */
export function sharingOps(store: MemoryStore): SharingOps {
  return {
    async getSharing(classId) {
      parse(z.object({ classId: pathId }), { classId }, "params");
      const found = findClass(store, classId);
      const open = [...invitations(store).values()].filter((i) => i.class_id === classId);
      return {
        class_id: classId,
        role: "owner",
        members: [
          {
            user_id: store.userId,
            name: t`You (demo)`,
            email: "",
            role: "owner",
            since: found.created_at,
          },
        ],
        invitations: open.map(({ class_id: _class, ...rest }) => rest),
      };
    },

    async inviteToClass(classId, email) {
      findClass(store, classId);
      const input = parse(invitationInput, { email });
      const all = invitations(store);
      const open = [...all.values()].filter((i) => i.class_id === classId);
      if (open.length >= MAX_OPEN_INVITATIONS) {
        const limit = MAX_OPEN_INVITATIONS;
        throw limitReached(t`This class already has ${limit} open invitations`);
      }
      const created_at = store.now();
      const expires_at = new Date(Date.parse(created_at) + INVITATION_DAYS * DAY_MS).toISOString();
      const id = store.newId("invitation");
      all.set(id, { id, class_id: classId, email: input.email, created_at, expires_at });
      const origin = typeof location === "undefined" ? "" : location.origin;
      return {
        id,
        email: input.email,
        created_at,
        expires_at,
        link: `${origin}/invitations/accept#demo-${id}`,
        mailed: false,
      };
    },

    async revokeInvitation(id) {
      parse(params, { id }, "params");
      if (!invitations(store).delete(id)) throw notFound(t`Invitation not found`);
    },

    async removeClassMember(classId, userId) {
      findClass(store, classId);
      // The demo's only teacher is its owner, who can't be removed; nobody else is there.
      if (userId === store.userId) {
        throw httpError(409, { error: t`The class's owner can't be removed` });
      }
      throw notFound(t`Member not found`);
    },

    async listSubstituteLinks(classId) {
      findClass(store, classId);
      const today = localDay(new Date(store.now()));
      return [...links(store).values()]
        .filter((link) => link.class_id === classId)
        .reverse()
        .map((link) => withState(link, today));
    },

    async createSubstituteLink(classId, body) {
      findClass(store, classId);
      const input = parse(substituteLinkInput, body);
      const today = localDay(new Date(store.now()));
      const span = dayNumber(input.ends_on) - dayNumber(input.starts_on) + 1;
      if (!(span >= 1) || input.starts_on < today) {
        throw httpError(400, {
          error: t`The last day must be on or after the first, from today on`,
        });
      }
      if (span > MAX_SUBSTITUTE_DAYS) {
        const most = MAX_SUBSTITUTE_DAYS;
        throw httpError(400, { error: t`A link covers at most ${most} days` });
      }
      const all = links(store);
      const open = [...all.values()].filter(
        (link) => link.class_id === classId && withState(link, today).state !== "expired",
      );
      if (open.filter((link) => !link.revoked_at).length >= MAX_OPEN_SUBSTITUTE_LINKS) {
        const limit = MAX_OPEN_SUBSTITUTE_LINKS;
        throw limitReached(t`This class already has ${limit} open substitute links`);
      }
      const id = store.newId("substitute-link");
      const link: Link = {
        id,
        class_id: classId,
        starts_on: input.starts_on,
        ends_on: input.ends_on,
        has_pin: Boolean(input.pin),
        created_by_name: t`You (demo)`,
        created_at: store.now(),
        revoked_at: null,
      };
      all.set(id, link);
      const origin = typeof location === "undefined" ? "" : location.origin;
      return { ...withState(link, today), link: `${origin}/substitute#demo-${id}` };
    },

    async revokeSubstituteLink(id) {
      parse(params, { id }, "params");
      const link = links(store).get(id);
      if (!link) throw notFound(t`Substitute link not found`);
      if (!link.revoked_at) link.revoked_at = store.now();
    },
  };
}
