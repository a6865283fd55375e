import { describe, expect, it } from "vitest";
import { checkPhotoLink, photoLinkLifetimeMs, signedPhotoUrl } from "./links";

const secret = "s".repeat(64);
const now = new Date("2026-03-02T10:00:00.000Z");

function parts(url: string) {
  const parsed = new URL(url);
  const [, , , leadId = "", index = ""] = parsed.pathname.split("/");
  return {
    leadId,
    index: Number(index),
    expires: parsed.searchParams.get("expires") ?? undefined,
    signature: parsed.searchParams.get("signature") ?? undefined,
  };
}

describe("signed photo links", () => {
  const url = signedPhotoUrl({
    origin: "https://example-contractor.com",
    secret,
    leadId: "7KQ2-M9PX-3RTV",
    index: 2,
    expiresAt: new Date(now.getTime() + photoLinkLifetimeMs),
  });

  it("are absolute, outside /api/admin/, and valid until they expire", () => {
    expect(url).toMatch(
      /^https:\/\/example-contractor\.com\/api\/photos\/7KQ2-M9PX-3RTV\/2\?expires=\d+&signature=[\w-]+$/,
    );
    expect(checkPhotoLink({ secret, now, ...parts(url) })).toBe("ok");
    const late = new Date(now.getTime() + photoLinkLifetimeMs + 1000);
    expect(checkPhotoLink({ secret, now: late, ...parts(url) })).toBe("expired");
  });

  it("are refused when any part is changed, or signed with another key", () => {
    const good = parts(url);
    const cases = [
      { ...good, leadId: "7KQ2-M9PX-3RTW" },
      { ...good, index: 3 },
      { ...good, expires: String(Number(good.expires) + 1) },
      {
        ...good,
        signature: `${good.signature?.slice(0, -1)}${good.signature?.endsWith("A") ? "B" : "A"}`,
      },
      { ...good, signature: undefined },
      { ...good, expires: undefined },
      { ...good, expires: "-1" },
    ];
    for (const link of cases) expect(checkPhotoLink({ secret, now, ...link })).toBe("invalid");
    expect(checkPhotoLink({ secret: "t".repeat(64), now, ...good })).toBe("invalid");
  });
});
