import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { TLSSocket } from "node:tls";
import type { HttpSettings } from "./line";

export type Probe = {
  status: number;
  body: string;
  /** This machine's address on the connection, as the front saw it come in. */
  localAddress?: string;
  /** When the front's certificate expires (https only). */
  certificateExpires?: Date;
};

const maxBody = 64 * 1024;

/**
 * One GET, redirects not followed, with the connection's own address kept (fetch hides
 * it): the TRUST_PROXY check compares it with the address the server saw.
 */
export function probe(
  url: string,
  settings: HttpSettings,
  headers: Record<string, string> = {},
): Promise<Probe> {
  const secure = url.startsWith("https:");
  const send = secure ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: "GET",
        headers: { accept: "application/json", "user-agent": "npm-run-doctor", ...headers },
        timeout: settings.timeoutMs,
        ...(secure && settings.ca ? { ca: settings.ca } : {}),
        agent: false,
      },
      (response: IncomingMessage) => {
        const socket = response.socket;
        const certificate = secure ? (socket as TLSSocket).getPeerCertificate() : undefined;
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= maxBody) chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            localAddress: socket.localAddress,
            certificateExpires: certificate?.valid_to ? new Date(certificate.valid_to) : undefined,
          }),
        );
        response.on("error", reject);
      },
    );
    req.on("timeout", () =>
      req.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })),
    );
    req.on("error", reject);
    req.end();
  });
}

/** The error code node gives a failed connection (ECONNREFUSED, CERT_HAS_EXPIRED, ...). */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : error instanceof Error ? error.message : String(error);
}
