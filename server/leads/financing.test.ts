import { afterEach, describe, expect, it } from "vitest";
import { adminRoutes, type EntryDetail, type InboxList } from "../../contracts/admin-api";
import { call, signIn } from "../../tests/support/admin";
import { solvedToken, startTestApp, type TestApp, validContact } from "../../tests/support/server";

/**
 * Issue 52: a request from the financing form is stored as such (decision 249), so the
 * inbox says so whatever the homeowner typed, not only when the message is the form's
 * words for an empty one.
 */

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function send(t: TestApp, body: object) {
  return t.app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ ...body, captchaToken: await solvedToken(t.app) }),
  });
}

async function post(t: TestApp, body: object): Promise<string> {
  const response = await send(t, body);
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: string }).id;
}

describe("a financing request", () => {
  it("is stored as such, and the page, the list, the search and the CSV say so", async () => {
    const t = (harness = await startTestApp());
    const cookie = await signIn(t);
    const financing = await post(t, {
      ...validContact,
      name: "Cy Diaz",
      email: "cy@example.com",
      message: "Could we pay for the new roof over two years?",
      form: "financing",
    });
    const quote = await post(t, { ...validContact, form: "quote" });

    const page = async (id: string) =>
      (await call(t, adminRoutes.entry(id), { cookie })).json() as EntryDetail;
    expect((await page(financing)).financing).toBe(true);
    expect((await page(quote)).financing).toBe(false);

    const list = async (q = "") =>
      (
        await call(t, `${adminRoutes.inbox}?q=${encodeURIComponent(q)}`, { cookie })
      ).json() as InboxList;
    const rows = new Map((await list()).items.map((item) => [item.id, item.financing]));
    expect(rows).toEqual(
      new Map([
        [financing, true],
        [quote, false],
      ]),
    );
    expect((await list("financing")).items.map((item) => item.id)).toEqual([financing]);

    // Every cell is quoted (server/leads/csv.ts), and no cell here holds a line break.
    const csv = (await call(t, adminRoutes.inboxCsv, { cookie })).body
      .trim()
      .split("\r\n")
      .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((cell) => cell[1]));
    const column = (csv[0] ?? []).indexOf("Financing");
    expect(column).toBeGreaterThan(0);
    const cellOf = (name: string) => csv.find((row) => row.includes(name))?.[column];
    expect(cellOf("Cy Diaz")).toBe("Yes");
    expect(cellOf(validContact.name)).toBe("");
  });

  it("sent by a page from before the field is told by the form's words for an empty message", async () => {
    const t = (harness = await startTestApp());
    const cookie = await signIn(t);
    const id = await post(t, { ...validContact, message: "Financing inquiry" });
    const page = (await call(t, adminRoutes.entry(id), { cookie })).json() as EntryDetail;
    expect(page.financing).toBe(true);
  });

  it("refuses a form it does not know", async () => {
    const t = (harness = await startTestApp());
    const response = await send(t, { ...validContact, form: "loan" });
    expect(response.statusCode).toBe(400);
  });
});
