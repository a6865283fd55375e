import { createSocket } from "node:dgram";
import type { AddressInfo } from "node:net";

/**
 * A DNS server on 127.0.0.1 that answers TXT questions from a table, for tests of the mail
 * domain's SPF, DKIM and DMARC records. A name not in the table is NXDOMAIN; a name given
 * "SERVFAIL" fails as a broken resolver would. Node's resolver (c-ares) asks over UDP.
 */
export type DnsStandIn = { server: string; questions: string[]; close: () => Promise<void> };

const TXT = 16;

export async function startDnsStandIn(
  records: Record<string, string[] | "SERVFAIL">,
): Promise<DnsStandIn> {
  const table = new Map(Object.entries(records).map(([name, txt]) => [name.toLowerCase(), txt]));
  const questions: string[] = [];
  const socket = createSocket("udp4");
  socket.on("message", (query, peer) => {
    const question = readQuestion(query);
    if (!question) return;
    questions.push(question.name);
    const found = table.get(question.name.toLowerCase());
    const answers = Array.isArray(found) && question.type === TXT ? found : [];
    const rcode = found === undefined ? 3 : found === "SERVFAIL" ? 2 : 0;
    socket.send(answer(query, question.end, answers, rcode), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", () => resolve()));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** The first question's name and type, and where the question section ends. */
function readQuestion(query: Buffer): { name: string; type: number; end: number } | undefined {
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length) {
    const length = query[offset] ?? 0;
    offset += 1;
    if (length === 0) break;
    labels.push(query.toString("latin1", offset, offset + length));
    offset += length;
  }
  if (offset + 4 > query.length) return undefined;
  return { name: labels.join("."), type: query.readUInt16BE(offset), end: offset + 4 };
}

/** The reply: the query's id and question, then one TXT answer per string. */
function answer(query: Buffer, questionEnd: number, texts: string[], rcode: number): Buffer {
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  header.writeUInt16BE(0x8180 | rcode, 2); // a response, recursion desired and available
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(texts.length, 6);
  const records = texts.map((text) => {
    // A TXT record is a run of strings of at most 255 bytes each; long keys are split.
    const bytes = Buffer.from(text, "utf8");
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length || chunks.length === 0; at += 255) {
      const chunk = bytes.subarray(at, at + 255);
      chunks.push(Buffer.from([chunk.length]), chunk);
    }
    const data = Buffer.concat(chunks);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    fixed.writeUInt16BE(TXT, 2);
    fixed.writeUInt16BE(1, 4); // class IN
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, query.subarray(12, questionEnd), ...records]);
}
