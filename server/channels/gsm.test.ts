import { expect, it } from "vitest";
import { plainGsm } from "./gsm";

it("keeps GSM characters, makes curly quotes plain and drops emoji", () => {
  expect(plainGsm("Can you come Saturday? 👍 It’s “urgent”… café")).toBe(
    `Can you come Saturday?  It's "urgent"... café`,
  );
});
