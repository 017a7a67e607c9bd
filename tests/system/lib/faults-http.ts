// HTTP from a chosen client address. The server limits per client address (the socket's peer),
// and every address in 127.0.0.0/8 reaches it on Linux, so a test can be many different clients.
import http from "node:http";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function requestFrom(
  clientAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? "GET",
        headers: {
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : { "content-length": String(Buffer.byteLength(options.body)) }),
        },
        localAddress: clientAddress,
        agent: false,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.setTimeout(15_000, () =>
      request.destroy(new Error(`no answer from ${url} within 15 s`)),
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** A client address nobody else in this test run uses: 127.x.y.z from a counter. */
let nextClient = Math.floor(Math.random() * 50_000);
export function freshClientAddress(): string {
  nextClient++;
  // A last byte of 0 is skipped, not mapped to 1: that would hand out the next counter's address
  // twice (one test's used-up sign-in allowance then refused the next test's first attempt).
  if ((nextClient & 0xff) === 0) nextClient++;
  return `127.${100 + ((nextClient >> 16) & 0x7f)}.${(nextClient >> 8) & 0xff}.${nextClient & 0xff}`;
}
