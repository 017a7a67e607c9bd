import { describe, expect, it } from "vitest";
import { parseEnv } from "../config";
import {
  canonicalAddress,
  isTrustedPeer,
  parseTrustProxy,
  resolveClientAddress,
} from "./client-ip";

const none = parseTrustProxy(undefined);
const oneHop = parseTrustProxy("1");
const twoHops = parseTrustProxy("2");
const loopbackProxy = parseTrustProxy("127.0.0.1");
const privateProxies = parseTrustProxy("10.0.0.0/8, 127.0.0.1, fd00::/8");

describe("TRUST_PROXY", () => {
  it("reads unset, 0 and false as no proxy, digits as hops, anything else as addresses/CIDRs", () => {
    expect(parseTrustProxy("")).toEqual({ kind: "none" });
    expect(parseTrustProxy("0")).toEqual({ kind: "none" });
    expect(parseTrustProxy("false")).toEqual({ kind: "none" });
    expect(oneHop).toEqual({ kind: "hops", hops: 1 });
    expect(privateProxies.kind).toBe("ranges");
  });

  it("stops start-up on an entry it cannot read, naming it", () => {
    expect(() => parseTrustProxy("10.0.0.0/8, nginx")).toThrow(
      '"nginx" is neither a hop count nor an IP address or CIDR range',
    );
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseEnv({ TRUST_PROXY: "loopback" })).toThrow(
      /Invalid environment: TRUST_PROXY: "loopback"/,
    );
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 1 });
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: "none" });
  });
});

describe("the client address", () => {
  it("without a trusted proxy is the socket's peer, whatever X-Forwarded-For claims", () => {
    expect(resolveClientAddress("203.0.113.7", "198.51.100.1", none)).toBe("203.0.113.7");
    expect(resolveClientAddress("203.0.113.7", undefined, none)).toBe("203.0.113.7");
  });

  it("behind one proxy is the address that proxy saw, not what the client wrote before it", () => {
    // nginx appends the address it saw to whatever the client sent.
    expect(resolveClientAddress("127.0.0.1", "203.0.113.7", oneHop)).toBe("203.0.113.7");
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6, 203.0.113.7", oneHop)).toBe("203.0.113.7");
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6, 203.0.113.7", loopbackProxy)).toBe(
      "203.0.113.7",
    );
    // Two headers arrive joined by a comma (Node does this for X-Forwarded-For).
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6,203.0.113.7", oneHop)).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For from a peer that is not a listed proxy", () => {
    expect(resolveClientAddress("198.51.100.9", "6.6.6.6", loopbackProxy)).toBe("198.51.100.9");
    expect(resolveClientAddress("198.51.100.9", "6.6.6.6", privateProxies)).toBe("198.51.100.9");
    expect(isTrustedPeer("198.51.100.9", loopbackProxy)).toBe(false);
    expect(isTrustedPeer("127.0.0.1", loopbackProxy)).toBe(true);
    expect(isTrustedPeer("127.0.0.1", none)).toBe(false);
  });

  it("walks back through several trusted hops (a CDN in front of a load balancer in front of nginx)", () => {
    expect(
      resolveClientAddress("127.0.0.1", "6.6.6.6, 203.0.113.7, 10.1.2.3, 10.0.0.5", privateProxies),
    ).toBe("203.0.113.7");
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.7, 10.1.2.3", twoHops)).toBe(
      "203.0.113.7",
    );
    // Fewer entries than hops: the leftmost one there is.
    expect(resolveClientAddress("10.0.0.2", "203.0.113.7", twoHops)).toBe("203.0.113.7");
    // Every hop a listed proxy (an internal health check): the leftmost.
    expect(resolveClientAddress("127.0.0.1", "10.9.9.9, 10.1.1.1", privateProxies)).toBe(
      "10.9.9.9",
    );
  });

  it("handles IPv6 and IPv4-mapped IPv6, in ranges and in headers", () => {
    expect(resolveClientAddress("::ffff:127.0.0.1", "2001:db8:0:0:0:0:0:1", loopbackProxy)).toBe(
      "2001:db8::1",
    );
    expect(resolveClientAddress("fd12:3456::1", "2001:db8::1", privateProxies)).toBe("2001:db8::1");
    expect(resolveClientAddress("fd12:3456::1", "::ffff:203.0.113.7", privateProxies)).toBe(
      "203.0.113.7",
    );
    // A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d: one bucket either way.
    expect(resolveClientAddress("::ffff:203.0.113.7", undefined, none)).toBe("203.0.113.7");
    expect(isTrustedPeer("::ffff:10.2.3.4", privateProxies)).toBe(true);
    expect(isTrustedPeer("::ffff:10.2.3.4", parseTrustProxy("::ffff:10.0.0.0/104"))).toBe(true);
    expect(isTrustedPeer("::1", loopbackProxy)).toBe(false);
  });

  it("never takes a bucket the client chose from garbage: a non-address entry stops at the nearer hop", () => {
    expect(resolveClientAddress("127.0.0.1", "evil, 203.0.113.7", twoHops)).toBe("203.0.113.7");
    expect(resolveClientAddress("127.0.0.1", "not-an-ip", oneHop)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "", oneHop)).toBe("127.0.0.1");
  });

  it("drops the port some proxies append", () => {
    expect(canonicalAddress("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(canonicalAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(canonicalAddress("2001:DB8::0:1")).toBe("2001:db8::1");
    expect(canonicalAddress("999.1.1.1")).toBeNull();
  });
});
