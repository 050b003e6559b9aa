// Outbound mail connections (IMAP and SMTP servers a user types in, issue 17): never to
// the server's own network — loopback, private, link-local, shared or reserved
// addresses, checked after DNS resolution — unless MAIL_ALLOW_PRIVATE_HOSTS=true (a
// self-hoster's mail server on their own network; the tests' local servers). The
// connection then goes to the address that was checked (no second lookup to rebind).
import dns from 'node:dns/promises';
import net from 'node:net';

export type MailHostPolicy = { allowPrivate: boolean };

export class MailHostError extends Error {
  override name = 'MailHostError';
}

const blocked = new net.BlockList();
for (const [addr, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(addr, prefix, 'ipv4');
for (const [addr, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(addr, prefix, 'ipv6');
}

/** Whether `address` (an IP) is on a loopback, private, link-local or otherwise non-public network. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true; // not an address at all: treat as unsafe
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type ResolvedMailHost = {
  /** The address to connect to (the one that was checked). */
  address: string;
  /** A private address that MAIL_ALLOW_PRIVATE_HOSTS let through: plain-text logins stay possible there. */
  privateAllowed: boolean;
};

/**
 * Resolves `host` and refuses it with a clear message when any of its addresses is
 * private and private hosts are not allowed.
 */
export async function resolveMailHost(host: string, policy: MailHostPolicy, kind: 'IMAP' | 'SMTP' = 'IMAP'): Promise<ResolvedMailHost> {
  const name = host.trim().replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (net.isIP(name)) addresses = [name];
  else {
    try {
      addresses = (await dns.lookup(name, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new MailHostError(`The ${kind} server ${host} could not be found. Check the server name.`);
    }
  }
  const privateOnes = addresses.filter(isPrivateAddress);
  if (privateOnes.length && !policy.allowPrivate) {
    throw new MailHostError(
      `The ${kind} server ${host} is on a private or local network (${privateOnes[0]}); Nugget does not connect there. ` +
        'A server administrator can allow it with MAIL_ALLOW_PRIVATE_HOSTS=true.',
    );
  }
  const address = addresses[0]!;
  return { address, privateAllowed: privateOnes.length > 0 };
}
