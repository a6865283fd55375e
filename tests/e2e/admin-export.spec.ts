/**
 * A person's request for a copy of their data, answered from the lead's page in the
 * owner's inbox against the production server: the button lists the entries found, and
 * the ticked ones download as one ZIP. On localhost, where the inbox's passkeys work.
 */
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { readFileSync } from "node:fs";
import { adminCopy } from "../../content/admin";
import { routes } from "../../contracts/routes";
import { solvedToken } from "./captcha-token";
import { ownerOrigin, signInByInvite } from "./owner-session";

test.use({ baseURL: ownerOrigin });

test("the button on a lead's page downloads a ZIP of that person's data", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const surname = [...String(Date.now() % 1_000_000)].map((d) => "abcdefghij"[Number(d)]).join("");
  const name = `Lena Ord${surname}`;
  const email = `lena-${Date.now()}@example.com`;
  const sent = await request.post("/api/contact", {
    data: {
      name,
      email,
      phone: "6305550177",
      service: "Basement Finishing",
      message: "A finished basement with a small bathroom.",
      smsConsent: "No",
      captchaToken: await solvedToken(request),
    },
  });
  expect(sent.status()).toBe(200);
  const leadId = ((await sent.json()) as { id: string }).id;

  await page.goto("/admin");
  await signInByInvite(page);
  await page.goto(routes.adminLead(leadId));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("button", { name: adminCopy.entry.exportPerson }).click();
  const dialog = page.getByRole("dialog", { name: adminCopy.entry.exportTitle });
  await expect(dialog.getByRole("checkbox", { name: new RegExp(name) })).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("link", { name: adminCopy.entry.exportConfirm }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path()) ?? "")));
  const person = JSON.parse(Buffer.from(files["person.json"] ?? []).toString("utf8"));
  expect(person.leads).toEqual([
    expect.objectContaining({
      id: leadId,
      name,
      email,
      message: "A finished basement with a small bathroom.",
    }),
  ]);
});
