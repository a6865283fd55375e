import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuoteFormData } from "../../contracts/quote-schema";
import { formCopy } from "~content/forms";
import { sampleQuoteForm } from "./quote-form-data.test-support";
import {
  buildQuoteRequest,
  readAnswer,
  sendTimeoutMs,
  submitQuote,
  wasRefused,
} from "./submit-quote";

// The name as typed, spaces around it: the request carries it trimmed.
const data: QuoteFormData = { ...sampleQuoteForm, name: "  Jane Smith " };

const request = buildQuoteRequest(data, { captchaToken: "tok", honeypot: "" });

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("buildQuoteRequest", () => {
  it("builds the payload of the lead contract", () => {
    expect(request).toEqual({
      name: "Jane Smith",
      email: "jane@example.com",
      phone: "6305550142",
      service: "Kitchen Remodeling, Tile Work",
      message: "We want a new kitchen with an island.",
      smsConsent: "Yes",
      type: "contact",
      captchaToken: "tok",
      website: "",
    });
  });

  it("sends smsConsent as No when unchecked", () => {
    const built = buildQuoteRequest(
      { ...data, smsConsent: false },
      { captchaToken: "", honeypot: "" },
    );
    expect(built.smsConsent).toBe("No");
  });

  it("sends 'Financing inquiry' for an empty financing message", () => {
    const built = buildQuoteRequest(
      { ...data, message: "   " },
      { emptyMessage: formCopy.financingMessage, captchaToken: "", honeypot: "" },
    );
    expect(built.message).toBe("Financing inquiry");
  });

  it("appends filled extra fields under 'Additional Information'", () => {
    const built = buildQuoteRequest(data, {
      captchaToken: "",
      honeypot: "",
      extraFields: [
        { id: 1, label: "Budget", value: " $40k " },
        { id: 2, label: "Empty", value: "" },
      ],
    });
    expect(built.message).toBe(
      "We want a new kitchen with an island.\n\nAdditional Information:\nBudget: $40k",
    );
  });

  it("passes the honeypot through untouched", () => {
    expect(buildQuoteRequest(data, { captchaToken: "", honeypot: "spam" }).website).toBe("spam");
  });
});

describe("submitQuote", () => {
  it("posts JSON to /api/contact and returns the lead id", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(200, { success: true, id: "L-42" }),
    );
    await expect(submitQuote(request, { fetchImpl })).resolves.toEqual({ ok: true, id: "L-42" });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it("reads the error and field errors of a refusal", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(400, {
        success: false,
        error: "Invalid input",
        fieldErrors: { name: "Name is required", service: "Please select at least one service" },
      }),
    );
    await expect(submitQuote(request, { fetchImpl })).resolves.toEqual({
      ok: false,
      error: "Invalid input",
      fieldErrors: { name: "Name is required", services: "Please select at least one service" },
      status: 400,
    });
  });

  it("treats a success:false answer with status 200 as a failure", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(200, { success: false, error: "x" }),
    );
    await expect(submitQuote(request, { fetchImpl })).resolves.toMatchObject({ ok: false });
  });

  it("turns a network error or a non-JSON page into a failure, never a throw", async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(submitQuote(request, { fetchImpl: offline })).resolves.toEqual({
      ok: false,
      error: "Failed to fetch",
    });
    const html = vi.fn<typeof fetch>(
      async () => new Response("<h1>Bad gateway</h1>", { status: 502 }),
    );
    await expect(submitQuote(request, { fetchImpl: html })).resolves.toMatchObject({
      ok: false,
      error: "HTTP 502",
    });
  });

  it("gives up after 30 s with 'Email sending timeout' and aborts the request", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const never = vi.fn<typeof fetch>((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const result = submitQuote(request, { fetchImpl: never });
    await vi.advanceTimersByTimeAsync(sendTimeoutMs - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: false, error: "Email sending timeout" });
    expect(signal?.aborted).toBe(true);
    expect(sendTimeoutMs).toBe(30_000);
  });
});

describe("the project details", () => {
  it("are sent when given, trimmed", () => {
    const built = buildQuoteRequest(
      { ...data, zip: " 60601 ", contactPreference: "text", bestTime: "evening" },
      { captchaToken: "", honeypot: "" },
    );
    expect(built).toMatchObject({ zip: "60601", contactPreference: "text", bestTime: "evening" });
  });

  it("are left out when not given", () => {
    const built = buildQuoteRequest(
      { ...data, zip: " ", contactPreference: "", bestTime: "" },
      { captchaToken: "", honeypot: "" },
    );
    expect(Object.keys(built)).not.toContain("zip");
    expect(Object.keys(built)).not.toContain("contactPreference");
    expect(Object.keys(built)).not.toContain("bestTime");
  });
});

describe("the booking page in a success answer (decision 252)", () => {
  const booking = "/book/AB12-CD34.abcdefghijklmnopqrstuv";

  it("is passed on to the form", () => {
    expect(readAnswer(200, { success: true, id: "AB12-CD34", booking })).toEqual({
      ok: true,
      id: "AB12-CD34",
      booking,
    });
  });

  it("is dropped when it points anywhere else, and the request still stood", () => {
    for (const other of ["https://evil.example/book/x", "javascript:alert(1)", 7]) {
      const result = readAnswer(200, { success: true, id: "AB12-CD34", booking: other });
      expect(result).toStrictEqual({ ok: true, id: "AB12-CD34" });
    }
  });
});

describe("the Idempotency-Key header", () => {
  it("goes with a JSON send", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(200, { success: true, id: "L-42" }),
    );
    await submitQuote(request, { fetchImpl, idempotencyKey: "key-7" });
    const [, init] = fetchImpl.mock.calls[0]!;
    expect(new Headers(init?.headers).get("Idempotency-Key")).toBe("key-7");
  });
});

describe("wasRefused", () => {
  it("is a 4xx answer: the server stored nothing", () => {
    for (const status of [400, 403, 413, 415, 429]) {
      expect(wasRefused({ ok: false, error: "x", status })).toBe(true);
    }
  });

  it("is not a success, a server error, a timeout, or the idempotency check's 409", () => {
    expect(wasRefused({ ok: true, id: "L-1" })).toBe(false);
    expect(wasRefused({ ok: false, error: "x", status: 500 })).toBe(false);
    expect(wasRefused({ ok: false, error: "x", status: 409 })).toBe(false);
    expect(wasRefused({ ok: false, error: "Email sending timeout" })).toBe(false);
  });
});
