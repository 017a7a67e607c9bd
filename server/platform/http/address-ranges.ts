import ipaddr from "ipaddr.js";

/**
 * Which hops in front of the server may say who the client is (TRUST_PROXY, server/platform/config.ts).
 * - none: the TCP peer is the client; any X-Forwarded-For is a client's own claim and ignored.
 * - hops: that many proxies stand in front of every request (the nginx of the deploy recipe is 1),
 *   so the client is the address the outermost of them saw.
 * - ranges: the peer and each X-Forwarded-For entry are proxies while they fall in these
 *   addresses/CIDRs; the first one outside them, walking back from the server, is the client.
 */
export type ProxyTrust =
  { kind: "none" } | { kind: "hops"; hops: number } | { kind: "ranges"; ranges: AddressRanges };

/** Addresses and CIDR ranges, as parseAddressRanges reads them. */
export type AddressRanges = Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;

const NO_PROXY: ProxyTrust = { kind: "none" };

/**
 * TRUST_PROXY as written by the operator: unset, `0` or `false` (no proxy), a hop count (`1`),
 * or a comma list of addresses and CIDRs (`127.0.0.1, 10.0.0.0/8, fd00::/8`). Throws a sentence
 * naming the entry it cannot read, so a typo stops start-up instead of trusting nobody (or everybody).
 */
export function parseTrustProxy(value: string | undefined): ProxyTrust {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text.toLowerCase() === "false") return NO_PROXY;
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Number(text) };
  const ranges = parseAddressRanges(text, "neither a hop count nor an IP address or CIDR range");
  return ranges.length ? { kind: "ranges", ranges } : NO_PROXY;
}

/**
 * A comma list of addresses and CIDRs (`196.201.214.200, 196.201.213.0/24, fd00::/8`), as
 * TRUST_PROXY and MPESA_CALLBACK_ALLOWED_IPS take them. Throws `"<entry>" is <what>` for an
 * entry that is neither.
 */
export function parseAddressRanges(
  text: string,
  what = "neither an IP address nor a CIDR range",
): AddressRanges {
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (ipaddr.isValidCIDR(entry)) return asIPv4Range(ipaddr.parseCIDR(entry));
      if (ipaddr.isValid(entry)) {
        const address = ipaddr.process(entry);
        return [address, address.kind() === "ipv4" ? 32 : 128] as [
          ipaddr.IPv4 | ipaddr.IPv6,
          number,
        ];
      }
      throw new Error(`"${entry}" is ${what}`);
    });
}

/** An IPv4-mapped IPv6 range (::ffff:10.0.0.0/104) as the IPv4 range it means, since addresses are compared as IPv4. */
function asIPv4Range([address, bits]: [ipaddr.IPv4 | ipaddr.IPv6, number]): [
  ipaddr.IPv4 | ipaddr.IPv6,
  number,
] {
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96)
    return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
  return [address, bits];
}

/**
 * One address in canonical form, or null when it is not an address: IPv4-mapped IPv6
 * (`::ffff:203.0.113.7`, what a dual-stack socket reports) becomes IPv4 so a client has one
 * bucket whichever way it connected; IPv6 is compressed (RFC 5952); a port some proxies append
 * (`203.0.113.7:51234`, `[2001:db8::1]:443`) is dropped.
 */
export function canonicalAddress(raw: string): string | null {
  const known = recentlyCanonical.get(raw);
  if (known !== undefined) return known;
  const canonical = parseCanonicalAddress(raw);
  // Bounded: forged headers full of made-up addresses only empty it now and then.
  if (recentlyCanonical.size >= RECENT_ADDRESSES) recentlyCanonical.clear();
  recentlyCanonical.set(raw, canonical);
  return canonical;
}

/**
 * Addresses seen lately, as canonicalAddress answered them: a server hears the same clients and
 * proxies again and again, and parsing an address cost more than the rest of a rate-limit check.
 */
const recentlyCanonical = new Map<string, string | null>();
const RECENT_ADDRESSES = 10_000;

function parseCanonicalAddress(raw: string): string | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  if (!ipaddr.isValid(text)) return null;
  const address = ipaddr.process(text);
  return address.kind() === "ipv6"
    ? (address as ipaddr.IPv6).toRFC5952String()
    : address.toString();
}

function inRanges(address: string, ranges: AddressRanges): boolean {
  const parsed = ipaddr.parse(address);
  return ranges.some((range) => range[0].kind() === parsed.kind() && parsed.match(range));
}

/** Whether an address (as clientAddress gives it, or a raw one) falls in these ranges. */
export function isAddressIn(address: string, ranges: AddressRanges): boolean {
  const canonical = canonicalAddress(address);
  return canonical !== null && inRanges(canonical, ranges);
}

/** Whether the TCP peer is one of the proxies TRUST_PROXY names (its forwarded headers count). */
export function isTrustedPeer(peer: string, trust: ProxyTrust): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") return trust.hops > 0;
  return isAddressIn(peer, trust.ranges);
}

/**
 * The client's address: the one function every rate limit, better-auth and the request log use.
 * Walks from the TCP peer back through X-Forwarded-For (each proxy appends the address it saw,
 * so the rightmost entry is the nearest hop) while the hop is trusted. Entries left of the first
 * untrusted hop were written by the client and are never read, so a forged header changes
 * nothing. An entry that is not an address stops the walk at the last real one (the nearer
 * proxy: a stricter bucket, never one the client chose).
 */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
): string {
  const nearest = canonicalAddress(peer) ?? peer;
  if (trust.kind === "none" || !forwardedFor) return nearest;
  const hops = forwardedFor.split(",").reverse();
  let client = nearest;
  for (let index = 0; ; index++) {
    const trusted =
      trust.kind === "hops"
        ? index < trust.hops
        : canonicalAddress(client) !== null && inRanges(client, trust.ranges);
    if (!trusted || index >= hops.length) return client;
    const next = canonicalAddress(hops[index]!);
    if (next === null) return client;
    client = next;
  }
}
