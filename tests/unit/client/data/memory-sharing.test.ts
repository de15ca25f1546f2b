import { describe, expect, it } from "vitest";
import { memorySource, SAMPLE_CLASS_ID } from "#src/client/data/memory-source";
import { ApiError } from "#src/client/lib/api-error";
import { MAX_OPEN_INVITATIONS } from "#src/domain/schemas/sharing";

const statusOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error instanceof ApiError ? error.status : -1;
  }
  return 0;
};

describe("memorySource: sharing in the demo (docs/decisions/0058-sharing-a-class.md)", () => {
  it("makes a pretend link, mails nothing, and lists the invitation until withdrawn", async () => {
    const source = memorySource();
    const first = await source.getSharing(SAMPLE_CLASS_ID);
    expect(first).toMatchObject({ role: "owner", invitations: [] });
    expect(first.members.map((m) => m.role)).toEqual(["owner"]);

    const made = await source.inviteToClass(SAMPLE_CLASS_ID, "  Friend@School.org ");
    expect(made).toMatchObject({ email: "friend@school.org", mailed: false });
    expect(made.link).toMatch(/\/invitations\/accept#demo-/);
    expect((await source.getSharing(SAMPLE_CLASS_ID)).invitations.map((i) => i.email)).toEqual([
      "friend@school.org",
    ]);

    await source.revokeInvitation(made.id);
    expect((await source.getSharing(SAMPLE_CLASS_ID)).invitations).toEqual([]);
    expect(await statusOf(source.revokeInvitation(made.id))).toBe(404);
  });

  it("answers as the server does: a wrong address 400, the limit 409, another class 404", async () => {
    const source = memorySource();
    expect(await statusOf(source.inviteToClass(SAMPLE_CLASS_ID, "not an address"))).toBe(400);
    expect(await statusOf(source.inviteToClass("elsewhere", "a@b.org"))).toBe(404);
    for (let i = 0; i < MAX_OPEN_INVITATIONS; i++) {
      await source.inviteToClass(SAMPLE_CLASS_ID, `t${i}@school.org`);
    }
    expect(await statusOf(source.inviteToClass(SAMPLE_CLASS_ID, "late@school.org"))).toBe(409);
    expect(await statusOf(source.removeClassMember(SAMPLE_CLASS_ID, source.userId))).toBe(409);
  });
});
