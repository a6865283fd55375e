import { describe, expect, it } from "vitest";
import { personExportCopy, privacy, type PrivacyBlock, retention } from "./privacy";

/** A section's words, its lists' items included. */
function sectionText(id: string): string {
  const section = privacy.sections.find((one) => one.id === id);
  if (!section) throw new Error(`no section ${id}`);
  const words = (block: PrivacyBlock) =>
    typeof block === "string"
      ? block
      : "list" in block
        ? block.list.join(" ")
        : block.links.map((link) => link.label).join(" ");
  return section.body.map(words).join(" ");
}

/**
 * Issue 55: the policy's appointment line was a promise the site could not keep. Now that
 * a homeowner books the estimate visit, the policy says what a booking keeps and until when.
 */
describe("the privacy policy on estimate visits", () => {
  it("says a booking keeps the time and the street address", () => {
    expect(sectionText("what-we-collect")).toMatch(/estimate visit[^.]*time[^.]*street address/i);
  });

  it("says the visit is deleted with the request, when it is and when asked", () => {
    const keep = sectionText("how-long-we-keep-it");
    expect(keep).toMatch(
      new RegExp(
        `estimate visits[^.]*deleted with the request[^.]*${retention.requestsDays / 365} years`,
        "i",
      ),
    );
  });

  it("names the booking link, the visit's confirmation and its reminders among the texts", () => {
    expect(sectionText("text-messages")).toMatch(
      /link to book your free estimate visit, its confirmation and reminders/,
    );
  });

  it("lists the visits in a person's copy, as the export holds them", () => {
    expect(sectionText("your-choices")).toMatch(/copy of it:[^.]*estimate visits/);
    expect(personExportCopy.about).toContain("estimate visits");
  });
});
