import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readmeSection } from "./readme-section";

describe("readmeSection", () => {
  it("takes a section from its anchor to the next second-level heading", () => {
    const md = '# T\n\nintro\n\n<a id="x"></a>\n## X\n\nbody\n### sub\nmore\n\n## Next\nno\n';
    expect(readmeSection(md, "x")).toBe("## X\n\nbody\n### sub\nmore\n");
  });

  it("runs to the end when the section is the last", () => {
    expect(readmeSection('<a id="x"></a>\n## X\nend', "x")).toBe("## X\nend\n");
  });

  it("refuses a missing anchor", () => {
    expect(() => readmeSection("## X\n", "x")).toThrow('no <a id="x"></a>');
  });

  it("finds the README's Google Classroom setup, with the settings the server reads", () => {
    const section = readmeSection(readFileSync("README.md", "utf8"), "google-classroom");
    expect(section.startsWith("## Google Classroom\n")).toBe(true);
    for (const name of ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "PUBLIC_URL"]) {
      expect(section).toContain(name);
    }
    expect(section).not.toContain("## Developing");
  });

  it("finds the README's Running it safely: https, secrets, backups, updates, the contact and the review documents", () => {
    const section = readmeSection(readFileSync("README.md", "utf8"), "running-safely");
    expect(section.startsWith("## Running it safely\n")).toBe(true);
    for (const words of [
      "PUBLIC_URL=https://",
      "BETTER_AUTH_SECRET",
      "npm run db:backup",
      "pg_dump",
      "Updates.",
      "SECURITY_CONTACT",
      "docs/privacy.md",
      "docs/accessibility.md",
      "SECURITY.md",
    ]) {
      expect(section).toContain(words);
    }
    expect(section).not.toContain("## Configuration");
  });

  it("keeps the Quick start at two commands", () => {
    const readme = readFileSync("README.md", "utf8");
    const start = readme.indexOf("## Quick start\n");
    const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(start))?.[1] ?? "";
    expect(block.trimEnd().split("\n")).toHaveLength(2);
  });
});
