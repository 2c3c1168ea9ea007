import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../lib/app-error.js';

/**
 * Where a webhook may not point: every special-use range (private, loopback, link-local, shared, documentation,
 * benchmarking, multicast, reserved, unique-local, NAT64 and 6to4; IPv4-mapped below). A receiver on one of them is
 * inside the firm's own network, so a webhook there would let an admin's URL reach services the internet cannot.
 */
const SPECIAL_USE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  SPECIAL_USE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  SPECIAL_USE.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is one a webhook may not reach (anything that is not an IP address counts as one). */
export function isSpecialUseAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return SPECIAL_USE.check(address, 'ipv4');
  // IPv4-mapped (::ffff:a.b.c.d) is refused whole: a BlockList rule for it would match every IPv4 address too.
  if (family === 6) return /^::ffff:/i.test(address) || SPECIAL_USE.check(address, 'ipv6');
  return true;
}

export class TargetRefused extends Error {}

const REFUSED =
  'This address is in a private, loopback or otherwise reserved network; webhooks only reach the internet.';

/**
 * The resolver every delivery connects through: the host's addresses are checked when the socket is opened, so
 * the address that was checked is the one connected to (a name that changes its answer between a check and the
 * connection cannot slip past).
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused =
        addresses.length === 0 || (!allowPrivate && addresses.some((a) => isSpecialUseAddress(a.address)));
      if (refused) return callback(new TargetRefused(REFUSED), '', 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

/** The host of a URL as the resolver takes it (an IPv6 literal without its brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a webhook URL when an admin saves it: https only (plain http only where private targets are allowed,
 * for a local receiver), no credentials in it, and every address its host resolves to outside the special-use
 * ranges. Answers 422 on the `url` field with what is wrong.
 */
export async function assertTargetAllowed(raw: string, allowPrivate: boolean): Promise<void> {
  const refuse = (message: string) => AppError.validation(message, { url: message });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('Enter an https:// URL.');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw refuse('Only https:// URLs are accepted.');
  }
  if (url.username || url.password) throw refuse('A webhook URL cannot hold a user name or password.');
  await new Promise<void>((resolve, reject) => {
    guardedLookup(allowPrivate)(hostOf(url), { all: true }, (error) => {
      if (!error) resolve();
      else if (error instanceof TargetRefused) reject(refuse(error.message));
      else reject(refuse(`The host ${url.hostname} could not be found.`));
    });
  });
}
