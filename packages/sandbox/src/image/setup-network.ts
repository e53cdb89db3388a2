// setup.sh's network: its own network namespace (bwrap's), connected to the outside through slirp4netns, a user-mode
// network stack. With --disable-host-loopback the namespace cannot reach the host's own 127.0.0.1 services (the
// database, the API); build-firewall.ts refuses every other address that is not public.
//
// The host's root configures the namespace's interface, not slirp4netns (--configure): slirp4netns would also bring
// the namespace's loopback up, which makes the kernel give it 127.0.0.1 at once, and when that happens before bwrap
// adds 127.0.0.1 itself (bwrap reports the sandbox's pid before it sets its loopback up) bwrap stops with "loopback:
// Failed RTM_NEWADDR". Leaving the loopback to bwrap alone removes that race.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { findTool, runTool } from './tools';

/** slirp4netns's fixed addresses: the build is 10.0.2.100 behind the gateway 10.0.2.2 (DNS: 10.0.2.3). */
const INTERFACE = 'tap0';
const GUEST_ADDRESS = '10.0.2.100/24';
const GATEWAY = '10.0.2.2';
const MTU = 65520;

/** Where the build's connections leave from: the host's network, or (tests) a network namespace in it. */
export interface OuterNetwork {
  /** A network namespace made with `ip netns add`, whose /etc/netns/<name> files stand for the host's; absent, the host's own. */
  netns?: string;
}

/** The command prefix that runs a program in the outer network. */
export function inOuterNetwork(outer: OuterNetwork): string[] {
  if (!outer.netns) return [];
  if (!/^[A-Za-z0-9_.-]+$/.test(outer.netns)) throw new Error(`Not a network namespace name: ${outer.netns}`);
  return [findTool('ip', 'iproute2'), 'netns', 'exec', outer.netns];
}

/** Reads bwrap's --info-fd JSON and answers the sandbox's first process's pid, as the host sees it. */
export function readChildPid(info: Readable): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      try {
        const pid = (JSON.parse(text) as { 'child-pid'?: unknown })['child-pid'];
        if (typeof pid !== 'number') throw new Error('no child-pid');
        info.off('data', onData);
        resolve(pid);
      } catch {
        // not all of it yet
      }
    };
    info.on('data', onData);
    info.once('end', () => reject(new Error('bwrap ended before it said which process to connect.')));
    info.once('error', reject);
  });
}

/**
 * Connects the namespace of `pid` to the outside; resolves once its interface is up. slirp4netns runs in the outer
 * network (the host's), in a sandbox of its own: a mount namespace with only /etc and /run of the host, no capability
 * but binding low ports, and a seccomp filter.
 */
export async function connectNetwork(pid: number, outer: OuterNetwork = {}): Promise<ChildProcess> {
  const slirp = await startSlirp(pid, outer);
  try {
    await runTool(
      [findTool('nsenter', 'util-linux'), '-t', String(pid), '-n', findTool('ip', 'iproute2'), '-batch', '-'],
      [`link set ${INTERFACE} mtu ${MTU}`, `address add ${GUEST_ADDRESS} dev ${INTERFACE}`, `link set ${INTERFACE} up`, `route add default via ${GATEWAY} dev ${INTERFACE}`, ''].join('\n'),
    );
  } catch (error) {
    slirp.kill('SIGKILL');
    throw new Error(`Could not configure the build's network: ${(error as Error).message}`, { cause: error });
  }
  return slirp;
}

function startSlirp(pid: number, outer: OuterNetwork): Promise<ChildProcess> {
  const slirp = findTool('slirp4netns', 'slirp4netns');
  const command = [...inOuterNetwork(outer), slirp, `--mtu=${MTU}`, '--disable-host-loopback', '--enable-sandbox', '--enable-seccomp', '--ready-fd=3', String(pid), INTERFACE];
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      if (stderr.length < 2000) stderr += chunk;
    });
    const ready = child.stdio[3] as Readable;
    ready.on('error', () => undefined);
    ready.once('data', () => resolve(child));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`slirp4netns could not connect the build's network (exit ${code}): ${stderr.trim()}`)));
  });
}
