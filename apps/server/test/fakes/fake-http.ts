import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on 127.0.0.1 for vendor fakes: the adapters under test go through fetch, the
 * socket and the vendor's wire format exactly as in production; only the vendor is pretend.
 */
export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body as text (form-encoded bodies are read from it). */
  rawBody?: string;
  /** Parsed when the body is JSON. */
  json?: unknown;
  /** Parsed when the body is multipart/form-data (undici's parser, as a server would see it). */
  form?: FormData;
};

export type FakeReply = { status: number; json?: unknown; text?: string; body?: Buffer; contentType?: string; headers?: Record<string, string> } | "hang";

export type FakeServer = {
  url: string;
  requests: FakeRequest[];
  close(): Promise<void>;
};

/** The smallest valid PNG (1x1), what the fakes hand out as "generated" images. */
export const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

export const TINY_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#e11d48"/></svg>';

export async function startFakeServer(handler: (request: FakeRequest, server: { url: string }) => FakeReply | Promise<FakeReply>): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const self = { url: "" };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const raw = Buffer.concat(chunks);
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        const contentType = req.headers["content-type"] ?? "";
        const request: FakeRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers };
        if (raw.length > 0 && !contentType.startsWith("multipart/form-data")) request.rawBody = raw.toString("utf8");
        if (contentType.includes("application/json") && raw.length > 0) request.json = JSON.parse(raw.toString("utf8")) as unknown;
        if (contentType.startsWith("multipart/form-data"))
          request.form = await new Request("http://fake/", { method: "POST", headers: { "content-type": contentType }, body: raw }).formData();
        requests.push(request);
        const reply = await handler(request, self);
        if (reply === "hang") return;
        const body = reply.body ?? (reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? ""));
        res.writeHead(reply.status, { ...reply.headers, "content-type": reply.contentType ?? (reply.json !== undefined ? "application/json" : "text/plain") });
        res.end(body);
      })().catch((error: unknown) => {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: self.url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hung requests keep their sockets open; drop them so close() returns at once.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The string value of a multipart field (undefined when absent or a file). */
export function field(form: FormData | undefined, name: string): string | undefined {
  const value = form?.get(name);
  return typeof value === "string" ? value : undefined;
}

/** The file parts of a multipart field. */
export function files(form: FormData | undefined, name: string): File[] {
  return (form?.getAll(name) ?? []).filter((v): v is File => typeof v !== "string");
}
