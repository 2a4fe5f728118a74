import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { WEBHOOK_LIMITS, WEBHOOK_TEXT } from '../../shared/constants/webhooks';

/** A target refused: the message says why, for the admin's form or the delivery log. */
export class WebhookTargetError extends Error {}

/** An IPv4 range: its first address and its prefix length. */
type V4Range = [string, number];

/**
 * Where a webhook may not go (docs/ARCHITECTURE.md "Webhooks"): this host and its network
 * (loopback, private, link-local, shared 100.64/10), and the ranges no public service lives on.
 */
const FORBIDDEN_V4: V4Range[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function v4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function inV4Range(address: string, [first, bits]: V4Range): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(v4Number(address) / size) === Math.floor(v4Number(first) / size);
}

/** An IPv6 address's 8 groups (`::` expanded, a dotted IPv4 tail turned into two groups). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4Number(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const before = part(head);
  const after = part(tail);
  return tail === undefined ? before : [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

function v4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an address (IPv4 or IPv6, IPv4-mapped included) is one a webhook may not reach. */
export function isForbiddenAddress(address: string): boolean {
  const version = isIP(address.replace(/%.*$/, ''));
  if (version === 4) return FORBIDDEN_V4.some((range) => inV4Range(address, range));
  if (version !== 6) return true;
  const g = v6Groups(address);
  const zerosUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (the old "compatible" form, :: and ::1 among them).
  if (zerosUpTo(5) && g[5] === 0xffff) return isForbiddenAddress(v4FromGroups(g[6]!, g[7]!));
  if (zerosUpTo(6)) return true;
  // NAT64 (64:ff9b::a.b.c.d) reaches the IPv4 address it carries.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isForbiddenAddress(v4FromGroups(g[6]!, g[7]!));
  // 6to4 (2002:aabb:ccdd::) carries one too.
  if (g[0] === 0x2002) return isForbiddenAddress(v4FromGroups(g[1]!, g[2]!));
  const first = g[0]!;
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xffc0) === 0xfec0 || // site-local fec0::/10
    (first & 0xff00) === 0xff00 || // multicast
    (first === 0x2001 && g[1] === 0x0db8) || // documentation
    (first === 0x100 && g.slice(1, 4).every((x) => x === 0)) // discard 100::/64
  );
}

/**
 * The checks a URL passes before it is saved or called, without the network: http(s), a host,
 * no user name or password, a sensible length. Answers the URL as parsed.
 */
export function parseWebhookUrl(url: string): URL {
  if (url.length > WEBHOOK_LIMITS.urlMaxLength) throw new WebhookTargetError(WEBHOOK_TEXT.urlTooLong);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookTargetError(WEBHOOK_TEXT.urlInvalid);
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !parsed.hostname) {
    throw new WebhookTargetError(WEBHOOK_TEXT.urlInvalid);
  }
  if (parsed.username || parsed.password) throw new WebhookTargetError(WEBHOOK_TEXT.urlCredentials);
  return parsed;
}

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the URL's host and checks every address it has (an attacker's name may answer one good
 * and one bad address). The caller connects to the address answered, never resolving again, so a
 * name that changes its answer between the check and the request (DNS rebinding) can't slip
 * past. `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_TARGETS) skips the range check, for development.
 */
export async function checkedTarget(
  url: string,
  { allowPrivate, resolve = systemResolve }: { allowPrivate: boolean; resolve?: Resolve },
): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  const parsed = parseWebhookUrl(url);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new WebhookTargetError(WEBHOOK_TEXT.targetUnresolved);
    }
  }
  if (addresses.length === 0) throw new WebhookTargetError(WEBHOOK_TEXT.targetUnresolved);
  if (!allowPrivate && addresses.some((a) => isForbiddenAddress(a.address))) throw new WebhookTargetError(WEBHOOK_TEXT.targetRefused);
  const chosen = addresses[0]!;
  return { url: parsed, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
