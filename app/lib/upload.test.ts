import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadForm, type UploadRequest } from "./upload";

type Listener = (event: ProgressEvent) => void;

/** An XMLHttpRequest stand-in whose upload the test drives byte by byte. */
class FakeRequest implements UploadRequest {
  status = 0;
  responseText = "";
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  aborted = false;
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();

  readonly upload = {
    addEventListener: (type: string, listener: Listener) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };

  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.emit(this.listeners, "abort");
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  /** `loaded` of `total` bytes are out. */
  progress(loaded: number, total: number) {
    this.emit(this.uploadListeners, "progress", { loaded, total, lengthComputable: true });
  }
  /** The last byte is out. */
  uploaded() {
    this.emit(this.uploadListeners, "load");
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.emit(this.listeners, "load");
  }

  private emit(on: Map<string, Listener[]>, type: string, fields: object = {}) {
    const event = Object.assign(new Event(type), fields) as ProgressEvent;
    for (const listener of on.get(type) ?? []) listener(event);
  }
}

function start(onProgress?: (sent: number, total: number) => void) {
  const request = new FakeRequest();
  const body = new FormData();
  const answer = uploadForm({
    url: "/api/contact",
    body,
    headers: { "Idempotency-Key": "key-1", Accept: "application/json" },
    inactivityMs: 30_000,
    onProgress,
    createRequest: () => request,
  });
  return { request, body, answer };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("uploadForm", () => {
  it("posts the form with its headers and returns the server's answer", async () => {
    const { request, body, answer } = start();
    expect(request.opened).toEqual(["POST", "/api/contact"]);
    expect(request.headers).toEqual({ "Idempotency-Key": "key-1", Accept: "application/json" });
    expect(request.sent).toBe(body);
    request.answer(200, '{"success":true,"id":"L-1"}');
    await expect(answer).resolves.toEqual({
      kind: "answer",
      status: 200,
      text: '{"success":true,"id":"L-1"}',
    });
  });

  it("reports the bytes sent as they go", async () => {
    const onProgress = vi.fn();
    const { request, answer } = start(onProgress);
    request.progress(1_000, 4_000);
    request.progress(4_000, 4_000);
    request.answer(200, "{}");
    await answer;
    expect(onProgress.mock.calls).toEqual([
      [1_000, 4_000],
      [4_000, 4_000],
    ]);
  });

  it("keeps a slow upload alive for as long as bytes keep moving", async () => {
    vi.useFakeTimers();
    const { request, answer } = start();
    let outcome: unknown = null;
    void answer.then((value) => (outcome = value));
    // Two minutes of a slow uplink: a progress event every 20 s.
    for (let sent = 1; sent <= 6; sent += 1) {
      await vi.advanceTimersByTimeAsync(20_000);
      request.progress(sent * 100_000, 600_000);
    }
    expect(outcome).toBeNull();
    expect(request.aborted).toBe(false);
    request.uploaded();
    await vi.advanceTimersByTimeAsync(29_000);
    request.answer(200, "{}");
    await expect(answer).resolves.toMatchObject({ kind: "answer", status: 200 });
  });

  it("fails 30 s after the last byte moved, and stops the upload", async () => {
    vi.useFakeTimers();
    const { request, answer } = start();
    await vi.advanceTimersByTimeAsync(10_000);
    request.progress(100_000, 600_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(request.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(request.aborted).toBe(true);
    await expect(answer).resolves.toEqual({ kind: "timeout" });
  });

  it("fails when the server does not answer within 30 s of the last byte", async () => {
    vi.useFakeTimers();
    const { request, answer } = start();
    request.progress(600_000, 600_000);
    request.uploaded();
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(answer).resolves.toEqual({ kind: "timeout" });
    expect(request.aborted).toBe(true);
  });

  it("fails when nothing moves at all for 30 s", async () => {
    vi.useFakeTimers();
    const { answer } = start();
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(answer).resolves.toEqual({ kind: "timeout" });
  });

  it("reports a network error as such", async () => {
    const request = new FakeRequest();
    const answer = uploadForm({
      url: "/api/contact",
      body: new FormData(),
      headers: {},
      inactivityMs: 30_000,
      createRequest: () => {
        request.send = () => {
          throw new DOMException("offline", "NetworkError");
        };
        return request;
      },
    });
    await expect(answer).resolves.toEqual({ kind: "network" });
  });
});
