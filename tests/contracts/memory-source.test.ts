import { emptySeed, memorySource } from "@src/client/data/memory-source";
import { describe } from "vitest";
import { dataSourceContract } from "./";
import { rostersContract } from "./rosters-contract";

describe("DataSource contract: memory source", () => {
  dataSourceContract(async () => memorySource(emptySeed()));
  // The OneRoster import joins dataSourceContract (and so the HTTP run) once its routes land.
  rostersContract(async () => memorySource(emptySeed()));
});
