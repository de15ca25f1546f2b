import { describe } from "vitest";
import { emptySeed, memorySource } from "#src/client/data/memory-source";
import { dataSourceContract } from "./";

describe("DataSource contract: memory source", () => {
  dataSourceContract(async () => memorySource(emptySeed()));
});
