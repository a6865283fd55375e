import { describe, expect, it } from "vitest";
import { optOutKeywords, textIntent } from "./keywords";

describe("what an inbound text asks for", () => {
  it.each(
    optOutKeywords.flatMap((k) => [k, k.toLowerCase(), `  ${k.toLowerCase()}!! `, `"${k}."`]),
  )("%j opts out", (body) => {
    expect(textIntent(body).kind).toBe("opt_out");
  });

  it("START, UNSTOP and YES opt back in; HELP and INFO ask for help", () => {
    expect(["start", " Unstop ", "YES!"].map((b) => textIntent(b).kind)).toEqual([
      "opt_in",
      "opt_in",
      "opt_in",
    ]);
    expect(["help", "Info?"].map((b) => textIntent(b).kind)).toEqual(["help", "help"]);
  });

  it("a keyword inside a sentence is a message; asking to stop in other words is flagged", () => {
    expect(textIntent("Can you stop by Saturday?").kind).toBe("message");
    expect(textIntent("Yes, Saturday works").kind).toBe("message");
    expect(textIntent("please stop texting me").kind).toBe("stop_request");
    expect(textIntent("Don't text me again").kind).toBe("stop_request");
    expect(textIntent("remove me from your list").kind).toBe("stop_request");
  });
});
