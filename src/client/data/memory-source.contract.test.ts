import { describe } from "vitest";
import { dataSourceContract } from "./contract";
import { emptySeed, memorySource } from "./memory-source";

describe("DataSource contract: memory source", () => {
  dataSourceContract(async () => memorySource(emptySeed()));
});
