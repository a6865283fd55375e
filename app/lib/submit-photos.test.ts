import { describe, expect, it, vi } from "vitest";
import { sampleQuoteForm } from "./quote-form-data.test-support";
import { buildQuoteForm, multipartFieldOrder, submitQuoteWithPhotos } from "./submit-photos";
import { buildQuoteRequest } from "./submit-quote";
import type { UploadRequest } from "./upload";

const data = sampleQuoteForm;

const request = buildQuoteRequest(data, { captchaToken: "tok", honeypot: "" });

describe("buildQuoteForm", () => {
  it("puts every text field before the photos, each photo a JPEG named by its place", async () => {
    const detailed = buildQuoteRequest(
      { ...data, zip: "60601", contactPreference: "call", bestTime: "morning" },
      { form: "quote", captchaToken: "tok", honeypot: "" },
    );
    const photos = [1, 2].map((n) => new Blob([`jpeg ${n}`], { type: "image/jpeg" }));
    const form = buildQuoteForm(detailed, photos);
    const names = [...form.keys()];
    expect(names).toEqual([...multipartFieldOrder, "photos", "photos"]);
    expect(form.get("service")).toBe("Kitchen Remodeling, Tile Work");
    expect(form.get("zip")).toBe("60601");
    expect(form.get("captchaToken")).toBe("tok");
    expect(form.get("form")).toBe("quote");
    const files = form.getAll("photos") as File[];
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ["photo-1.jpg", "image/jpeg"],
      ["photo-2.jpg", "image/jpeg"],
    ]);
    await expect(files[1]!.text()).resolves.toBe("jpeg 2");
  });

  it("sends details not given as empty fields", () => {
    const form = buildQuoteForm(request, []);
    expect(form.get("zip")).toBe("");
    expect(form.get("bestTime")).toBe("");
  });
});

describe("submitQuoteWithPhotos", () => {
  /** An upload that answers at once with this status and body. */
  function answering(status: number, text: string) {
    const sent: { headers: Record<string, string>; body?: FormData } = { headers: {} };
    const request: UploadRequest & { sent: typeof sent } = {
      sent,
      status,
      responseText: text,
      open: () => {},
      setRequestHeader: (name, value) => {
        sent.headers[name] = value;
      },
      send(body) {
        sent.body = body;
        queueMicrotask(() => {
          progress?.({ loaded: 50, total: 100, lengthComputable: true } as ProgressEvent);
          load?.();
        });
      },
      abort: () => {},
      addEventListener: (type, listener) => {
        if (type === "load") load = listener;
      },
      upload: {
        addEventListener: (type, listener) => {
          if (type === "progress") progress = listener;
        },
      },
    };
    let load: (() => void) | undefined;
    let progress: ((event: ProgressEvent) => void) | undefined;
    return request;
  }

  const photos = [new Blob(["jpeg"], { type: "image/jpeg" })];

  it("sends the form with its key and reports progress in percent", async () => {
    const upload = answering(200, JSON.stringify({ success: true, id: "L-9" }));
    const onProgress = vi.fn();
    const result = await submitQuoteWithPhotos(request, photos, {
      idempotencyKey: "key-1",
      onProgress,
      createRequest: () => upload,
    });
    expect(result).toEqual({ ok: true, id: "L-9" });
    expect(upload.sent.headers["Idempotency-Key"]).toBe("key-1");
    expect(upload.sent.body?.getAll("photos")).toHaveLength(1);
    expect(onProgress).toHaveBeenCalledWith(50);
  });

  it("hands a refused photo's message to the form", async () => {
    const error = "photo-2.jpg is not a JPEG, PNG, WebP, AVIF or HEIC photo";
    for (const status of [400, 413, 415]) {
      const upload = answering(status, JSON.stringify({ success: false, error }));
      await expect(
        submitQuoteWithPhotos(request, photos, {
          idempotencyKey: "k",
          createRequest: () => upload,
        }),
      ).resolves.toEqual({ ok: false, error, photoError: error, status });
    }
  });

  it("keeps field errors as field errors", async () => {
    const upload = answering(
      400,
      JSON.stringify({ success: false, error: "Invalid input", fieldErrors: { zip: "Bad" } }),
    );
    const result = await submitQuoteWithPhotos(request, photos, {
      idempotencyKey: "k",
      createRequest: () => upload,
    });
    expect(result).toEqual({
      ok: false,
      error: "Invalid input",
      fieldErrors: { zip: "Bad" },
      status: 400,
    });
  });

  it("reads a page that is not JSON as a failure", async () => {
    const upload = answering(502, "<h1>Bad gateway</h1>");
    await expect(
      submitQuoteWithPhotos(request, photos, { idempotencyKey: "k", createRequest: () => upload }),
    ).resolves.toMatchObject({ ok: false, error: "HTTP 502" });
  });
});
