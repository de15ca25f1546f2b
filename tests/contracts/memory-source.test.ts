import { emptySeed, memorySource } from "@src/client/data/memory-source";
import { describe } from "vitest";
import { dataSourceContract } from "./";

describe("DataSource contract: memory source", () => {
  dataSourceContract(async () => memorySource(emptySeed()));
});
