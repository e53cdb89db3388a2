// setup.sh's firewall (docs/AUTOGRADER.md, "Build network"): a build reaches public addresses only. slirp4netns
// opens the build's connections from the host, so without these rules setup.sh would reach whatever the host reaches:
// the cloud's metadata service, the internal network, the host's own services. The rules live in the build's own
// network namespace, installed by the host's root before setup.sh starts; setup.sh's root has no CAP_NET_ADMIN there,
// so it can neither read nor change them.
import { isIPv4, isIPv6 } from 'node:net';
import { inOuterNetwork, type OuterNetwork } from './setup-network';
import { findTool, runTool } from './tools';

/** IPv4 destinations a build may not reach, besides the host's own addresses. */
export const REFUSED_IPV4 = [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8', // private (and slirp's own 10.0.2.2, the host's loopback)
  '100.64.0.0/10', // carrier-grade NAT, used by some clouds inside their networks
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, with the cloud metadata service 169.254.169.254
  '172.16.0.0/12', // private
  '192.168.0.0/16', // private
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, with the broadcast address 255.255.255.255
] as const;

/** IPv6 destinations a build may not reach, besides the host's own addresses. */
export const REFUSED_IPV6 = [
  '::/128', // unspecified
  '::1/128', // loopback
  'fc00::/7', // unique-local
  'fe80::/10', // link-local
  'ff00::/8', // multicast
] as const;

/** slirp4netns's DNS forwarder, the build's only name server (base-image.ts writes it into resolv.conf). */
export const BUILD_DNS = '10.0.2.3';

/** nftables' text for the build's namespace, refusing REFUSED_* and `hostAddresses` but DNS to BUILD_DNS. */
export function buildFirewallRules(hostAddresses: readonly string[]): string {
  const ipv4 = [...REFUSED_IPV4, ...hostAddresses.filter((address) => isIPv4(address))];
  const ipv6 = [...REFUSED_IPV6, ...hostAddresses.filter((address) => isIPv6(address))];
  return [
    'table inet marginalia_build {',
    // auto-merge: a host address inside a refused range (10.0.0.5 in 10.0.0.0/8) is no conflict.
    `  set refused_ipv4 { type ipv4_addr; flags interval; auto-merge; elements = { ${ipv4.join(', ')} } }`,
    `  set refused_ipv6 { type ipv6_addr; flags interval; auto-merge; elements = { ${ipv6.join(', ')} } }`,
    '  chain output {',
    '    type filter hook output priority filter; policy accept;',
    // The namespace's own loopback and addresses are the build's own, not the host's.
    '    oifname "lo" accept',
    `    ip daddr ${BUILD_DNS} meta l4proto { tcp, udp } th dport 53 accept`,
    // Refused at once (a reset, or "administratively prohibited"), so a refused address fails fast instead of hanging.
    '    ip daddr @refused_ipv4 meta l4proto tcp reject with tcp reset',
    '    ip daddr @refused_ipv4 reject with icmpx admin-prohibited',
    '    ip6 daddr @refused_ipv6 meta l4proto tcp reject with tcp reset',
    '    ip6 daddr @refused_ipv6 reject with icmpx admin-prohibited',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Every address of every interface of the outer network, read now (they may change while the host runs). */
export async function readOuterAddresses(outer: OuterNetwork = {}): Promise<string[]> {
  const json = await runTool([...inOuterNetwork(outer), findTool('ip', 'iproute2'), '-json', 'address', 'show']);
  const links = JSON.parse(json) as { addr_info?: { local?: unknown }[] }[];
  return links.flatMap((link) => (link.addr_info ?? []).map((info) => info.local)).filter((local): local is string => typeof local === 'string' && (isIPv4(local) || isIPv6(local)));
}

/** Installs the build's firewall in the network namespace of `pid` (bwrap's sandbox), before setup.sh starts. */
export async function installBuildFirewall(pid: number, outer: OuterNetwork = {}): Promise<void> {
  const rules = buildFirewallRules(await readOuterAddresses(outer));
  await runTool([findTool('nsenter', 'util-linux'), '-t', String(pid), '-n', findTool('nft', 'nftables'), '-f', '-'], rules);
}
