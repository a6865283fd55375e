import { describe, expect, it } from "vitest";
import { ownerAlertBody } from "./thread-senders";

/*
 * The owner's alert for a homeowner's text names the sender as the inbox does: a lead made
 * from a number no lead had is named by that number, which the owner reads as they dial it.
 */

const url = "https://example-contractor.com/admin/leads/1";

describe("the owner's alert of a text", () => {
  it("names a lead made from an unknown number as a person dials it, never +1…", () => {
    const body = ownerAlertBody(
      { name: "+16305550199", phone: "+16305550199" },
      "Do you do decks?",
      url,
    );
    expect(body.startsWith("Reply from (630) 555-0199: Do you do decks?")).toBe(true);
    expect(body).not.toContain("+1630");
  });

  it("keeps a name the homeowner gave", () => {
    const body = ownerAlertBody({ name: "Maria Lopez", phone: "+16305550199" }, "Hi", url);
    expect(body.startsWith("Reply from Maria Lopez: Hi")).toBe(true);
  });
});
