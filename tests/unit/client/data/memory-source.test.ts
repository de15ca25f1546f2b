import { describe, expect, it } from "vitest";
import {
  demoFeedbackError,
  emptySeed,
  memorySource,
  SAMPLE_CLASS_ID,
  sampleSeed,
} from "#src/client/data/memory-source";
import { serverErrorMessage } from "#src/client/lib/api-error";
import { seededRandom } from "#src/domain/random";
import { DEFAULT_OPTIONS } from "#src/domain/students/attributes";
import { failure } from "../../../contracts/helpers";

const tally = (values: readonly unknown[]) => {
  const counts = new Map<unknown, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
};

describe("memorySource: the Sample Class (docs/product.md#data)", () => {
  it("is the demo teacher's one class, with 20 students", async () => {
    const source = memorySource();
    expect(source.kind).toBe("memory");
    expect(source.userId).toBe("demo");
    expect(await source.listClasses()).toMatchObject([
      {
        id: "sample",
        name: "Sample Class",
        description: "Example class to show the interface",
        user_id: "demo",
        studentCount: 20,
      },
    ]);
  });

  it("numbers cycle 1-4 and every other value is held by exactly 5 students", async () => {
    const students = await memorySource().listStudents(SAMPLE_CLASS_ID);
    expect(students).toHaveLength(20);
    expect(students.map((s) => s.number)).toEqual(
      Array.from({ length: 20 }, (_, i) => (i % 4) + 1),
    );
    for (const name of ["color", "element", "shape"] as const) {
      const counts = tally(students.map((s) => s[name]));
      expect([...counts.keys()].sort(), name).toEqual([...DEFAULT_OPTIONS[name]].sort());
      expect([...counts.values()], name).toEqual([5, 5, 5, 5]);
    }
    const names = students.map((s) => s.name);
    expect(new Set(names).size).toBe(20);
    for (const name of names) expect(name).toMatch(/^[A-Z][a-z]+$/);
    // Not the same pattern four times over: colours do not simply follow numbers.
    const pairs = new Set(students.map((s) => `${s.number}-${s.color}`));
    expect(pairs.size).toBeGreaterThan(4);
  });

  it("starts afresh for every instance: one page load's changes never reach another", async () => {
    const first = memorySource();
    const [ava] = await first.listStudents(SAMPLE_CLASS_ID);
    await first.deleteStudent(ava?.id ?? "");
    await first.createClass({ name: "Mine" });
    expect((await first.listStudents(SAMPLE_CLASS_ID)).length).toBe(19);
    const second = memorySource();
    expect(await second.listClasses()).toMatchObject([{ id: "sample", studentCount: 20 }]);
    expect(sampleSeed().students).toHaveLength(20);
  });

  it("answers copies: changing an answer does not change the data", async () => {
    const source = memorySource();
    const [first] = await source.listStudents(SAMPLE_CLASS_ID);
    if (first) first.name = "Changed";
    const [again] = await source.listStudents(SAMPLE_CLASS_ID);
    expect(again?.name).not.toBe("Changed");
    const setting = await source.saveSetting({
      attribute_name: "color",
      display_name: "House",
      options: ["A", "B"],
    });
    setting.options.push("C");
    expect((await source.listSettings())[0]?.options).toEqual(["A", "B"]);
  });
});

describe("memorySource: errors read like the HTTP helper's", () => {
  it('a 404 is Error(\'404: {"error":...,"code":...}\')', async () => {
    await expect(memorySource().listStudents("nope")).rejects.toThrow(
      /^404: \{"error":"Class not found","code":"not_found"\}$/,
    );
  });

  it("a 400 names the field with the shared schema's message", async () => {
    const error = await memorySource()
      .createClass({ name: "   " })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      '400: {"error":"Invalid request","code":"invalid_request","details":[{"field":"body.name","message":"Class name is required"}]}',
    );
  });

  it("an id with a NUL is 400 on the path, as on the server", async () => {
    const f = await failure(memorySource().deleteClass("a\u0000b"));
    expect(f.status).toBe(400);
    expect(f.body.details).toEqual([{ field: "params.id", message: "is not a valid id" }]);
  });

  it("a foreign user_id on update is 403", async () => {
    const f = await failure(
      memorySource().updateClass(SAMPLE_CLASS_ID, { name: "X", user_id: "someone" }),
    );
    expect(f).toEqual({
      status: 403,
      body: { error: "You can only use your own account", code: "forbidden" },
    });
  });

  it("the 409 at the class limit is the message the Classes tab shows", async () => {
    const source = memorySource();
    for (let i = 2; i <= 5; i++) await source.createClass({ name: `Class ${i}` });
    const error = await source.createClass({ name: "Sixth" }).catch((e: unknown) => e);
    expect(serverErrorMessage(error)).toBe("You can have at most 5 classes");
    const small = memorySource(emptySeed(), { classLimit: 1 });
    await small.createClass({ name: "One" });
    expect((await failure(small.createClass({ name: "Two" }))).status).toBe(409);
  });

  it("feedback is refused with a 401 inviting sign-up, shown by the feedback form", async () => {
    const error = await memorySource()
      .sendFeedback({ message: "Hello" })
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^401: /);
    expect(serverErrorMessage(error)).toBe(demoFeedbackError());
    expect(demoFeedbackError()).toMatch(/^Sign up to send feedback/);
  });
});

describe("memorySource: time, randomness and the sample's own flows", () => {
  it("timestamps always move forward, even within one millisecond", async () => {
    const source = memorySource(emptySeed(), { clock: () => 0 });
    const room = await source.createClass({ name: "Room" });
    const updated = await source.updateClass(room.id, { name: "Room 2" });
    expect(updated.updated_at > room.updated_at).toBe(true);
    const a = await source.createStudent({ class_id: room.id, name: "A" });
    const b = await source.createStudent({ class_id: room.id, name: "B" });
    expect(b.created_at > a.created_at).toBe(true);
  });

  it("shuffles with the given random source (same seed, same result) and stays even", async () => {
    const run = async () => {
      const source = memorySource(sampleSeed(), { random: seededRandom(7) });
      return source.shuffleCategories(SAMPLE_CLASS_ID);
    };
    const [one, two] = [await run(), await run()];
    expect(one).toHaveLength(20);
    expect(one.map((s) => [s.number, s.color])).toEqual(two.map((s) => [s.number, s.color]));
    expect([...tally(one.map((s) => s.number)).values()]).toEqual([5, 5, 5, 5]);
  });

  it("balanced import on the sample keeps every value within one", async () => {
    const source = memorySource();
    const rows = [{ name: "New 1" }, { name: "New 2" }, { name: "New 3" }];
    expect(await source.importStudents(SAMPLE_CLASS_ID, { rows, balanced: true })).toEqual({
      created: 3,
    });
    const students = await source.listStudents(SAMPLE_CLASS_ID);
    const counts = [...tally(students.map((s) => s.color)).values()];
    expect(Math.max(...counts) - Math.min(...counts)).toBe(1);
  });

  it("exports the sample roster; the wheel's history lives and clears in memory", async () => {
    const source = memorySource();
    const { fileName, text } = await source.exportCsv(SAMPLE_CLASS_ID);
    expect(fileName).toBe("sample-class-students.csv");
    expect(text.trimEnd().split("\r\n")).toHaveLength(21);
    const [ava, ben] = await source.listStudents(SAMPLE_CLASS_ID);
    await source.addHistory(SAMPLE_CLASS_ID, ava?.id ?? "");
    await source.addHistory(SAMPLE_CLASS_ID, ben?.id ?? "");
    const names = (await source.listHistory(SAMPLE_CLASS_ID)).map((h) => h.student_name);
    expect(names).toEqual([ben?.name, ava?.name]);
    await source.clearHistory(SAMPLE_CLASS_ID);
    expect(await source.listHistory(SAMPLE_CLASS_ID)).toEqual([]);
  });

  it("renaming a colour carries the sample's five students along", async () => {
    const source = memorySource();
    const saved = await source.saveSetting({
      attribute_name: "color",
      display_name: "House",
      options: ["Crimson", "Yellow", "Green", "Purple"],
      renames: [{ from: "Red", to: "Crimson" }],
    });
    expect(saved.options[0]).toBe("Crimson");
    const colors = (await source.listStudents(SAMPLE_CLASS_ID)).map((s) => s.color);
    expect(colors.filter((c) => c === "Crimson")).toHaveLength(5);
    expect(colors).not.toContain("Red");
    const reset = await source.deleteSetting(saved.id);
    expect(reset).toEqual({ setting: null, studentsChanged: 0, studentsCleared: 5 });
  });
});
