// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { UploadRequest } from "~/lib/upload";
import { ContactForm } from "./contact-form";
import { prerenderedQuoteForm } from "./prerendered-form.test-support";

// jsdom decodes no image: shrinking answers with a small JPEG, or fails for a "broken" file.
vi.mock("~/lib/shrink-photo", () => ({
  shrinkPhoto: vi.fn(async (file: File) => {
    if (file.name.startsWith("broken")) throw new Error("cannot decode");
    return {
      blob: new Blob([`jpeg of ${file.name}`], { type: "image/jpeg" }),
      width: 80,
      height: 60,
    };
  }),
}));

type Sent = { headers: Headers; body: unknown };
let jsonSends: Sent[] = [];
let jsonAnswers: (() => Response)[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** The multipart sends: each XMLHttpRequest the form opens, driven by the test. */
class FakeUpload implements UploadRequest {
  static all: FakeUpload[] = [];
  status = 0;
  responseText = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  private done: (() => void)[] = [];
  private progress: ((event: ProgressEvent) => void)[] = [];
  readonly upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) => {
      if (type === "progress") this.progress.push(listener);
    },
  };
  constructor() {
    FakeUpload.all.push(this);
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  addEventListener(type: string, listener: () => void) {
    if (type === "load") this.done.push(listener);
  }
  sent(loaded: number, total: number) {
    const event = Object.assign(new Event("progress"), { loaded, total, lengthComputable: true });
    for (const listener of this.progress) listener(event as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.done) listener();
  }
}

beforeAll(async () => {
  await import("~/components/form/security-verification-dialog");
}, 30_000);

beforeEach(() => {
  jsonSends = [];
  jsonAnswers = [];
  FakeUpload.all = [];
  let urls = 0;
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => `blob:photo-${++urls}` }));
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/captcha/config") return json(200, { provider: "off" });
      if (url === "/api/contact") {
        jsonSends.push({
          headers: new Headers(init?.headers),
          body: JSON.parse(String(init?.body)),
        });
        return (jsonAnswers.shift() ?? (() => json(200, { success: true, id: "lead-1" })))();
      }
      return json(404, { success: false });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function jpeg(name: string, type = "image/jpeg", size = 1000) {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  render(<ContactForm variant="quote" context="main" />);
  const picker = () => screen.getByLabelText("Add photos (optional)");
  const fill = async () => {
    await user.type(screen.getByLabelText(/^Full name/), "Jane Smith");
    await user.type(screen.getByLabelText(/^Phone/), "6305550142");
    await user.type(screen.getByRole("combobox"), "roof{Enter}");
    await user.type(screen.getByLabelText(/^Message/), "The roof leaks over the porch.");
  };
  const submit = () => user.click(screen.getByRole("button", { name: "Get Free Quote" }));
  return { user, picker, fill, submit };
}

const sendFailed = "Sorry, there was an error sending your message. Please try again.";
const sent = "Your message has been sent successfully!";

describe("the photo picker", () => {
  it("shows each photo with its remove button and the count", async () => {
    const { user, picker } = setup();
    await user.upload(picker(), [jpeg("a.jpg"), jpeg("b.png", "image/png"), jpeg("c.heic", "")]);
    expect(await screen.findByRole("img", { name: "Photo 3" })).toBeInTheDocument();
    expect(screen.getByText("3 of 5 photos")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove photo 2" }));
    expect(screen.getAllByRole("img", { name: /^Photo / })).toHaveLength(2);
    expect(screen.getByText("2 of 5 photos")).toBeInTheDocument();
    // Focus moves to the photo now in the removed one's place.
    expect(screen.getByRole("button", { name: "Remove photo 2" })).toHaveFocus();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:photo-2");
  });

  it("keeps five photos and says how many were left out", async () => {
    const { user, picker } = setup();
    await user.upload(
      picker(),
      ["1", "2", "3", "4", "5", "6"].map((n) => jpeg(`${n}.jpg`)),
    );
    expect(
      screen.getByText("You can add up to 5 photos, so 1 photo was left out."),
    ).toBeInTheDocument();
    expect(await screen.findByText("5 of 5 photos")).toBeInTheDocument();
  });

  it("names a file that is not a photo, one too large, and one the browser cannot open", async () => {
    const { user, picker } = setup();
    await user.upload(picker(), [
      jpeg("notes.pdf", "application/pdf"),
      jpeg("huge.jpg", "image/jpeg", 30 * 1024 * 1024),
      jpeg("broken.heic", "image/heic"),
    ]);
    const description = () => picker().getAttribute("aria-describedby") ?? "";
    expect(screen.getByText(/"notes.pdf" is not a photo/)).toBeInTheDocument();
    expect(screen.getByText(/"huge.jpg" is larger than 25 MB/)).toBeInTheDocument();
    expect(await screen.findByText(/"broken.heic" could not be opened/)).toBeInTheDocument();
    expect(description()).toMatch(/-messages/);
    expect(screen.queryByRole("img", { name: /^Photo / })).toBeNull();
  });
});

describe("sending with photos", () => {
  it("uploads multipart with progress, then thanks the visitor and empties the picker", async () => {
    const { user, picker, fill, submit } = setup();
    await fill();
    await user.upload(picker(), [jpeg("a.jpg"), jpeg("b.jpg")]);
    await screen.findByText("2 of 5 photos");
    await submit();
    await waitFor(() => expect(FakeUpload.all).toHaveLength(1));
    const upload = FakeUpload.all[0]!;
    expect(jsonSends).toHaveLength(0);
    expect(upload.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(upload.body?.get("name")).toBe("Jane Smith");
    expect(upload.body?.getAll("photos")).toHaveLength(2);
    act(() => upload.sent(300, 1000));
    const bar = screen.getByRole("progressbar", { name: "Uploading photos" });
    expect(bar).toHaveAttribute("aria-valuenow", "30");
    act(() => upload.answer(200, { success: true, id: "lead-9" }));
    expect(await screen.findByText(sent, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).toBeNull();
    await waitFor(() => expect(screen.queryByRole("img", { name: /^Photo / })).toBeNull());
  });

  it("shows a refused photo's message beside the photos and focuses the picker", async () => {
    const { user, picker, fill, submit } = setup();
    await fill();
    await user.upload(picker(), [jpeg("a.jpg")]);
    await screen.findByText("1 of 5 photos");
    await submit();
    await waitFor(() => expect(FakeUpload.all).toHaveLength(1));
    const refusal = "photo-1.jpg is not a photo we can read. Please send a JPEG.";
    act(() => FakeUpload.all[0]!.answer(415, { success: false, error: refusal }));
    expect(await screen.findByText(sendFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(picker()).toHaveAttribute("aria-invalid", "true");
    expect(picker()).toHaveFocus();
    // Removing the photo answers the refusal.
    await user.click(screen.getByRole("button", { name: "Remove photo 1" }));
    expect(screen.queryByText(refusal)).toBeNull();
  });
});

describe("the idempotency key", () => {
  it("is kept when the visitor sends again after a failure, and renewed after a success", async () => {
    jsonAnswers = [
      () => json(500, { success: false, error: "Down" }),
      () => json(200, { success: true, id: "lead-1" }),
      () => json(200, { success: true, id: "lead-2" }),
    ];
    const { fill, submit } = setup();
    await fill();
    await submit();
    expect(await screen.findByText(sendFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    await submit();
    expect(await screen.findByText(sent, {}, { timeout: 5000 })).toBeInTheDocument();
    await fill();
    await submit();
    await waitFor(() => expect(jsonSends).toHaveLength(3));
    const [first, resend, next] = jsonSends.map((send) => send.headers.get("Idempotency-Key"));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(resend).toBe(first);
    expect(next).not.toBe(first);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is renewed after a refusal, which stored nothing", async () => {
    jsonAnswers = [
      () => json(429, { success: false, error: "Too many requests" }),
      () => json(200, { success: true, id: "lead-1" }),
    ];
    const { submit, fill } = setup();
    await fill();
    await submit();
    expect(await screen.findByText(sendFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(jsonSends).toHaveLength(2));
    const [refused, again] = jsonSends.map((send) => send.headers.get("Idempotency-Key"));
    expect(again).not.toBe(refused);
  });
});

describe("the project details", () => {
  it("are labeled controls whose values are sent", async () => {
    const { user, fill, submit } = setup();
    await fill();
    const zip = screen.getByLabelText("Project ZIP code (optional)");
    expect(zip).toHaveAttribute("inputmode", "numeric");
    expect(zip).toHaveAttribute("autocomplete", "postal-code");
    await user.type(zip, "60601");
    const contact = screen.getByRole("group", { name: "Best way to reach you (optional)" });
    const time = screen.getByRole("group", { name: "Best time to reach you (optional)" });
    expect(contact).toBeInTheDocument();
    expect(time).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "By text" }));
    await user.click(screen.getByRole("radio", { name: "Evening" }));
    await submit();
    await waitFor(() => expect(jsonSends).toHaveLength(1));
    expect(jsonSends[0]!.body).toMatchObject({
      zip: "60601",
      contactPreference: "text",
      bestTime: "evening",
    });
  });

  it("word a bad ZIP code with the shared message and focus it", async () => {
    const { user, fill, submit } = setup();
    await fill();
    const zip = screen.getByLabelText("Project ZIP code (optional)");
    await user.type(zip, "606");
    await submit();
    expect(zip).toHaveAttribute("aria-invalid", "true");
    expect(zip).toHaveAccessibleDescription("Please enter a 5-digit ZIP code");
    expect(zip).toHaveFocus();
    expect(jsonSends).toHaveLength(0);
  });

  it("are kept in the draft; photos are not", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Project ZIP code (optional)"), "60601");
    await user.click(screen.getByRole("radio", { name: "Morning" }));
    const stored = JSON.parse(sessionStorage.getItem("quote-draft:main") ?? "{}") as object;
    expect(stored).toMatchObject({ zip: "60601", bestTime: "morning" });
    expect(Object.keys(stored)).not.toContain("photos");
  });
});

describe("before the form woke", () => {
  it("keeps the ZIP code typed and the choices made", async () => {
    const { container, hydrate } = await prerenderedQuoteForm();
    const zip = container.querySelector<HTMLInputElement>("input[name='zip']")!;
    zip.value = "60540";
    container.querySelector<HTMLInputElement>(
      "input[name='contactPreference'][value='email']",
    )!.checked = true;
    container.querySelector<HTMLInputElement>(
      "input[name='bestTime'][value='afternoon']",
    )!.checked = true;
    const root = await hydrate();
    expect(screen.getByLabelText("Project ZIP code (optional)")).toHaveValue("60540");
    expect(screen.getByRole("radio", { name: "By email" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "By phone" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Afternoon" })).toBeChecked();
    act(() => root.unmount());
    container.remove();
  });

  it("takes on the photos chosen", async () => {
    const { container, hydrate } = await prerenderedQuoteForm();
    const input = container.querySelector<HTMLInputElement>("input[type='file']")!;
    Object.defineProperty(input, "files", { value: [jpeg("early.jpg")], configurable: true });
    const root = await hydrate();
    expect(await screen.findByRole("img", { name: "Photo 1" })).toBeInTheDocument();
    expect(screen.getByText("1 of 5 photos")).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
