import { expect, it } from "vitest";
import { plainGsm } from "./gsm";

it("keeps the extension table's characters, such as the brackets of [link]", () => {
  expect(plainGsm("See [link] ~ {x} | 5€")).toBe("See [link] ~ {x} | 5€");
});

it("keeps GSM characters, makes curly quotes plain and drops emoji", () => {
  expect(plainGsm("Can you come Saturday? 👍 It’s “urgent”… café")).toBe(
    `Can you come Saturday?  It's "urgent"... café`,
  );
});
