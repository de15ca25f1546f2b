import { t } from "@lingui/core/macro";
import { z } from "zod";
import { pathId } from "#src/domain/schemas/common";
import {
  type ClassSharingDto,
  INVITATION_DAYS,
  invitationInput,
  MAX_OPEN_INVITATIONS,
} from "#src/domain/schemas/sharing";
import type { DataSource } from "../source";
import { findClass, httpError, limitReached, type MemoryStore, notFound, parse } from "./store";

type SharingOps = Pick<
  DataSource,
  "getSharing" | "inviteToClass" | "revokeInvitation" | "removeClassMember"
>;

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
  };
}
