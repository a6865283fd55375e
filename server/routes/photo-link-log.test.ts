import { afterEach, describe, expect, it } from "vitest";
import { capturedLog, listening } from "../../tests/support/hostile";
import { plainJpeg } from "../../tests/support/images";
import { postWithPhotos } from "../../tests/support/multipart";
import { solvedToken, startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { signedPhotoUrl } from "../photos/links";
import { photoLinkSecret } from "../secret-file";

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe("the request log and the signed photo links", () => {
  it("an attacker who reads the request log finds the photo's path but no signature to replay", async () => {
    const { logger, lines } = capturedLog();
    const t = (harness = await startTestApp({}, { logger }));
    const posted = await postWithPhotos(
      t,
      { ...validContact, website: "", captchaToken: await solvedToken(t.app) },
      [{ name: "deck.jpg", bytes: await plainJpeg(300, 200) }],
    );
    const { id } = posted.json<{ id: string }>();
    const port = await listening(t);
    const link = signedPhotoUrl({
      origin: `http://127.0.0.1:${port}`,
      secret: photoLinkSecret(t.config),
      leadId: id,
      index: 0,
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60_000),
    });
    const signature = new URL(link).searchParams.get("signature") ?? "";
    expect(signature.length).toBeGreaterThan(20);
    lines.length = 0;

    const served = await fetch(link);
    expect(served.status).toBe(200);
    await served.arrayBuffer();
    // Links refused (a signature tampered with, one moved to another photo) leak nothing either.
    const tampered = await fetch(link.replace("signature=", "signature=x"));
    expect(tampered.status).toBe(403);
    const gone = await fetch(link.replace(`/${id}/0?`, `/${id}/4?`));
    expect(gone.status).toBe(403);

    const logged = lines.map((line) => JSON.stringify(line));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => line.includes(`/api/photos/${id}/0`)).length).toBeGreaterThan(0);
    for (const line of logged) {
      expect(line).not.toContain(signature);
      expect(line).not.toMatch(/signature=|expires=/);
      expect(line).not.toContain("?");
    }
  });
});
