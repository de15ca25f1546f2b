import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createDemoSession,
  DEMO_SELECTED_CLASS_KEY,
  demoSession,
  memoryStorage,
} from "#src/client/app/demo/demo-session";
import { queryClient as teacherQueryClient } from "#src/client/app/query-client";
import { queryKeys } from "#src/client/data/source";
import { readSelectedClass, writeSelectedClass } from "#src/client/features/classes/selected-class";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the demo session (docs/product.md#routes)", () => {
  it("starts on the Sample Class, chosen, in a storage of its own", async () => {
    const session = createDemoSession();
    expect(session.source.kind).toBe("memory");
    expect(session.source.userId).toBe("demo");
    expect(readSelectedClass(session.storage, DEMO_SELECTED_CLASS_KEY)).toBe("sample");
    expect(DEMO_SELECTED_CLASS_KEY).not.toBe("classcharm.selectedClass");
    expect((await session.source.listStudents("sample")).length).toBe(20);
  });

  it("is one per page load: the same session every time until the page reloads", () => {
    expect(demoSession()).toBe(demoSession());
    expect(createDemoSession().source).not.toBe(demoSession().source);
  });

  it("has its own query cache: demo answers never reach the teacher's cache, and no fetch runs", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const { source, queryClient } = createDemoSession();
    expect(queryClient).not.toBe(teacherQueryClient);
    const students = await queryClient.fetchQuery({
      queryKey: queryKeys.students("sample"),
      queryFn: () => source.listStudents("sample"),
    });
    await source.createStudent({ class_id: "sample", name: "Yara" });
    await source.shuffleCategories("sample");
    expect(students).toHaveLength(20);
    expect(teacherQueryClient.getQueryData(queryKeys.students("sample"))).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("memory storage keeps, replaces and forgets values like Storage, within the page", () => {
    const storage = memoryStorage({ a: "1" });
    expect(storage.getItem("a")).toBe("1");
    expect(storage.getItem("b")).toBeNull();
    writeSelectedClass(storage, "a", "2");
    expect(storage.getItem("a")).toBe("2");
    writeSelectedClass(storage, "a", null);
    expect(storage.getItem("a")).toBeNull();
    expect(memoryStorage().getItem("a")).toBeNull();
  });
});
