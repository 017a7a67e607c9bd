// A small SMTP server on loopback for system tests: it accepts every message, but answers the
// end of each message only after `delayMs`, like a slow or distant mail server. It keeps what it
// received so a test can read the mail. Test-only: never part of the running site.
import net from "node:net";

export interface ReceivedMail {
  to: string[];
  data: string;
}

export interface SlowSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSlowSmtpServer(delayMs: number): Promise<SlowSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let message: ReceivedMail = { to: [], data: "" };
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply("220 slow.test ESMTP ready");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(message);
            message = { to: [], data: "" };
            setTimeout(() => reply("250 2.0.0 queued"), delayMs);
          } else {
            message.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO") reply("250-slow.test\r\n250 8BITMIME");
        else if (command === "HELO") reply("250 slow.test");
        else if (command === "MAIL") reply("250 2.1.0 ok");
        else if (command === "RCPT") {
          message.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 2.1.5 ok");
        } else if (command === "DATA") {
          inData = true;
          reply("354 go ahead");
        } else if (command === "QUIT") {
          reply("221 bye");
          socket.end();
        } else if (command === "RSET" || command === "NOOP") reply("250 ok");
        else reply("502 5.5.2 not implemented");
      }
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
