import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ActorDto } from "../schemas/activity";

/**
 * Who made a change, in words (docs/decisions/0060-who-did-what.md): "You" for the viewer, the
 * teacher's name, "Substitute". Apart from the sentences (./sentence.ts), so the history and the
 * roll carry these few words only.
 */
export type Say = (message: MessageDescriptor) => string;

/** Who is reading: their role in the class and their name (to tell their own changes). */
export interface Viewer {
  role: "owner" | "co-teacher";
  name: string | null;
}

/** Whether the viewer made it: the owner's changes for the owner, theirs by name for a co-teacher. */
export function isViewer(by: ActorDto, viewer: Viewer | null): boolean {
  if (!viewer || by.as !== viewer.role) return false;
  return viewer.role === "owner" || (by.name !== null && by.name === viewer.name);
}

/** The name a change is signed with (not the viewer's "You"). */
export function actorName(by: ActorDto, say: Say): string {
  if (by.as === "substitute") return say(msg`Substitute`);
  if (by.name) return by.name;
  return by.as === "owner" ? say(msg`The owner`) : say(msg`A former co-teacher`);
}

/**
 * Who made a pick or took the roll, in a word: "Substitute", "You" for the viewer, else the
 * teacher's name.
 */
export function byLabel(by: ActorDto, viewer: Viewer | null, say: Say): string {
  if (by.as === "substitute") return say(msg`Substitute`);
  if (isViewer(by, viewer)) return say(msg`You`);
  return actorName(by, say);
}

/** The role, as a tag beside the sentence. */
export function roleTag(by: ActorDto, say: Say): string {
  if (by.as === "owner") return say(msg`Owner`);
  if (by.as === "co-teacher") return say(msg`Co-teacher`);
  return say(msg`Substitute`);
}
