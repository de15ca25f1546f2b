import type { Db } from "../repository-kit";

export interface UserRecord {
  id: string;
  email: string;
  name: string;
}

/** The signed-in teacher's account as stored (Better Auth's user table), or undefined. */
export async function findUser(db: Db, userId: string): Promise<UserRecord | undefined> {
  return db
    .selectFrom("user")
    .select(["id", "email", "name"])
    .where("id", "=", userId)
    .executeTakeFirst();
}
