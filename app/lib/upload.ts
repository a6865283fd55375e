/**
 * Sends a multipart form with XMLHttpRequest, the one browser API that reports upload
 * progress. The send timeout is one of inactivity: every progress event restarts it, so a
 * slow phone that is still sending is never told it failed; once the last byte is out,
 * the server has the whole timeout to answer.
 */

/** The part of XMLHttpRequest an upload uses; tests pass a fake one. */
export interface UploadRequest {
  open(method: "POST", url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  addEventListener(type: "load" | "error" | "abort", listener: () => void): void;
  readonly upload: {
    addEventListener(type: "progress" | "load", listener: (event: ProgressEvent) => void): void;
  };
}

export type UploadAnswer =
  { kind: "answer"; status: number; text: string } | { kind: "timeout" } | { kind: "network" };

export type UploadOptions = {
  url: string;
  body: FormData;
  headers: Record<string, string>;
  /** How long the upload may go without a byte moving, or without an answer after the last. */
  inactivityMs: number;
  /** Bytes of the request body sent so far, of the total. */
  onProgress?: (sent: number, total: number) => void;
  createRequest?: () => UploadRequest;
};

export function uploadForm({
  url,
  body,
  headers,
  inactivityMs,
  onProgress,
  createRequest = () => new XMLHttpRequest(),
}: UploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = createRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const finish = (answer: UploadAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const restartTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        finish({ kind: "timeout" });
        request.abort();
      }, inactivityMs);
    };

    // Upload listeners must be in place before send(), or the browser reports no progress.
    request.upload.addEventListener("progress", (event) => {
      restartTimer();
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    request.upload.addEventListener("load", restartTimer);
    request.addEventListener("load", () =>
      finish({ kind: "answer", status: request.status, text: request.responseText }),
    );
    request.addEventListener("error", () => finish({ kind: "network" }));
    request.addEventListener("abort", () => finish({ kind: "network" }));

    request.open("POST", url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    restartTimer();
    try {
      request.send(body);
    } catch {
      finish({ kind: "network" });
    }
  });
}
