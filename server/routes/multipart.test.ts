import multipart from "@fastify/multipart";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { prototypeNames } from "../../tests/support/prototype-names";
import { readFields } from "./multipart";

const app = Fastify();
await app.register(multipart);
app.post("/", async (request) => Object.entries((await readFields(request)).fields));
afterAll(() => app.close());

/** The status and the text fields readFields reads from a form, as [name, value] pairs. */
async function fieldsRead(fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const response = await app.inject({
    method: "POST",
    url: "/",
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, fields: response.json<unknown>() };
}

describe("a multipart form's text fields", () => {
  it("keeps the first value of a field sent twice", async () => {
    const read = await fieldsRead([
      ["name", "Maria"],
      ["name", "Eve"],
    ]);
    expect(read).toEqual({ status: 200, fields: [["name", "Maria"]] });
  });

  it("an attacker's field named __proto__ (and every other prototype name) is refused or read as a field, never looked up on an object", async () => {
    for (const name of prototypeNames) {
      const read = await fieldsRead([
        [name, "first"],
        ["name", "Maria"],
        [name, "second"],
      ]);
      // The parser itself refuses a name an empty object answers, as a broken form (400).
      if (name in Object.prototype) expect(read.status).toBe(400);
      else {
        expect(read).toEqual({
          status: 200,
          fields: [
            [name, "first"],
            ["name", "Maria"],
          ],
        });
      }
    }
  });
});
