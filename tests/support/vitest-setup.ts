import { afterAll } from "vitest";
import { removeTempDirs } from "./temp-dirs";

// After each test file: the temporary folders its harnesses made go.
afterAll(removeTempDirs);
