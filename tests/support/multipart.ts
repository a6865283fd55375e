import type { TestApp } from "./server";

/** A file part: its name as the visitor's device gave it, and its bytes. */
export type FilePart = { name: string; bytes: Buffer; type?: string };

/**
 * A multipart body as a browser's FormData sends it: the text fields first, then each file
 * in the `photos` field. Serialised by the platform's own Request, boundary and all.
 */
export async function multipartBody(
  fields: Record<string, string>,
  files: FilePart[],
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      "photos",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }),
      file.name,
    );
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

/** POSTs a quote request with photos to the app, as the form does. */
export async function postWithPhotos(
  t: TestApp,
  fields: Record<string, string>,
  files: FilePart[],
  headers: Record<string, string> = {},
) {
  const { body, contentType } = await multipartBody(fields, files);
  return t.app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": contentType, ...headers },
    payload: body,
  });
}
