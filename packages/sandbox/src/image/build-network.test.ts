// The build's network for real (bwrap's namespace, slirp4netns, the firewall), with no traffic to any real address:
// slirp4netns runs inside a network namespace of the test's own, whose own interface holds the private, loopback,
// metadata, CGNAT, unique-local and "own" addresses a build must not reach, each with a listener that records who
// reached it. Needs root, bubblewrap, slirp4netns, nftables and iproute2 (scripts/lib/system-packages.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFirewallRules, installBuildFirewall, REFUSED_IPV4, REFUSED_IPV6 } from './build-firewall';
import { connectNetwork, readChildPid, type OuterNetwork } from './setup-network';
import { lookUpTool, runTool } from './tools';

describe('the build firewall rules', () => {
  it('refuse every non-public range and the host addresses given, and let DNS through to slirp only', () => {
    const rules = buildFirewallRules(['192.0.2.10', '10.1.2.3', '2001:db8::10', 'not an address']);
    for (const range of [...REFUSED_IPV4, ...REFUSED_IPV6]) expect(rules).toContain(range);
    expect(rules).toContain('169.254.0.0/16');
    expect(rules).toContain('100.64.0.0/10');
    expect(rules).toContain('fc00::/7');
    expect(rules).toMatch(/refused_ipv4 \{[^}]*192\.0\.2\.10, 10\.1\.2\.3 \}/);
    expect(rules).toMatch(/refused_ipv6 \{[^}]*2001:db8::10 \}/);
    expect(rules).not.toContain('not an address');
    expect(rules).toContain('ip daddr 10.0.2.3 meta l4proto { tcp, udp } th dport 53 accept');
  });
});

const MISSING = [
  process.getuid?.() === 0 ? null : 'root',
  ...(['bwrap', 'slirp4netns', 'nft', 'ip', 'nsenter'] as const).map((tool) => (lookUpTool(tool) ? null : tool)),
].filter((missing) => missing !== null);

/** Addresses of the test's own namespace, standing for what a host reaches; none is routed beyond it. */
const PRIVATE = '10.203.0.1';
const METADATA = '169.254.169.254';
const CGNAT = '100.64.0.1';
const ULA = 'fd00:203::1';
/** A documentation address, standing for the host's own public address. */
const OWN = '198.51.100.7';
const PORT = 8080;

/** Listens on every address of the namespace (and its DNS on PRIVATE:53); prints what reached it, one JSON a line. */
const LISTENER = `
const net = require('node:net'), dgram = require('node:dgram');
const say = (what) => process.stdout.write(JSON.stringify(what) + '\\n');
const addresses = process.argv.slice(1);
let pending = addresses.length + 2;
const up = () => { if (--pending === 0) say({ ready: true }); };
for (const address of addresses) {
  net.createServer((socket) => { say({ tcp: address, port: ${PORT} }); socket.end('reached\\n'); }).listen(${PORT}, address, up);
}
net.createServer((socket) => { say({ tcp: '${PRIVATE}', port: 53 }); socket.destroy(); }).listen(53, '${PRIVATE}', up);
const dns = dgram.createSocket('udp4');
dns.on('message', () => say({ udp: '${PRIVATE}', port: 53 }));
dns.bind(53, '${PRIVATE}', up);
`;

/** Inside the build's sandbox: answers each request line (a connection to try, or a command to run) with one line. */
const AGENT = `
const net = require('node:net'), dgram = require('node:dgram'), { spawnSync } = require('node:child_process');
const reply = (what) => process.stdout.write(JSON.stringify(what) + '\\n');
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  const request = JSON.parse(line);
  if (request.run) {
    const result = spawnSync(request.run[0], request.run.slice(1), { encoding: 'utf8' });
    return reply({ status: result.status, output: (result.stdout || '') + (result.stderr || '') });
  }
  if (request.udp) {
    const socket = dgram.createSocket(request.udp.includes(':') ? 'udp6' : 'udp4');
    let done = false;
    const finish = (what) => { if (!done) { done = true; reply(what); socket.close(); } };
    socket.on('error', (error) => finish({ error: error.code }));
    return socket.send(Buffer.from('query'), request.port, request.udp, (error) => finish(error ? { error: error.code } : { sent: true }));
  }
  const socket = net.connect({ host: request.tcp, port: request.port });
  const timer = setTimeout(() => { socket.destroy(); reply({ error: 'timeout' }); }, 5000);
  socket.on('connect', () => { clearTimeout(timer); socket.destroy(); reply({ connected: true }); });
  socket.on('error', (error) => { clearTimeout(timer); reply({ error: error.code }); });
});
`;

interface Build {
  pid: number;
  request: (what: object) => Promise<Record<string, unknown>>;
  stop: () => void;
}

/**
 * A sandbox like setup.sh's (bwrap, its own network namespace, root without CAP_NET_ADMIN), connected as a build is.
 * `connectFirst` holds bwrap (through a user namespace's --userns-block-fd) before it sets its loopback up, until the
 * network is connected: the order in which slirp4netns's own set-up made bwrap fail.
 */
async function startBuild(outer: OuterNetwork, command: string[], connectFirst = false): Promise<{ child: ChildProcess; pid: number; network: ChildProcess; closed: Promise<number | null> }> {
  const child = spawn(
    'bwrap',
    [
      ...['--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-net', '--die-with-parent', '--new-session'],
      ...['--ro-bind', '/', '/', '--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp', '--cap-drop', 'CAP_NET_ADMIN'],
      ...(connectFirst ? ['--unshare-user', '--userns-block-fd', '5'] : []),
      ...['--info-fd', '3', '--block-fd', '4', '--', ...command],
    ],
    { stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'pipe', 'pipe'] },
  );
  const fds = child.stdio as readonly unknown[];
  const [info, block, holdUserNamespace] = [fds[3] as Readable, fds[4] as Writable, fds[5] as Writable];
  info.on('error', () => undefined);
  block.on('error', () => undefined);
  holdUserNamespace.on('error', () => undefined);
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`The sandbox ended (exit ${code}): ${stderr.trim()}`))));
  exited.catch(() => undefined);
  const pid = await Promise.race([readChildPid(info), exited]);
  const network = await connectNetwork(pid, outer);
  try {
    await installBuildFirewall(pid, outer);
  } catch (error) {
    network.kill('SIGKILL');
    throw error;
  }
  if (connectFirst) {
    // With --userns-block-fd the user namespace's maps are the caller's to write: root as itself, as bwrap would.
    writeFileSync(`/proc/${pid}/uid_map`, '0 0 1\n');
    writeFileSync(`/proc/${pid}/gid_map`, '0 0 1\n');
  }
  holdUserNamespace.end('go');
  block.end('go');
  return { child, pid, network, closed };
}

/** Runs `command` in a connected build sandbox; answers its exit status and output. */
async function buildOnce(outer: OuterNetwork, command: string[], connectFirst = false): Promise<{ code: number | null; output: string }> {
  const { child, network, closed } = await startBuild(outer, command, connectFirst);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await closed;
  network.kill('SIGKILL');
  return { code, output };
}

describe.skipIf(MISSING.length > 0 && process.env.CI !== 'true')('the build network in a namespace of its own', () => {
  if (MISSING.length > 0) {
    it('can set up build networks here', () => expect.fail(`Needs ${MISSING.join(', ')}.`));
    return;
  }
  const netns = `marginalia-test-${randomBytes(4).toString('hex')}`;
  const outer: OuterNetwork = { netns };
  const reached: Record<string, unknown>[] = [];
  let listener: ChildProcess | undefined;

  beforeAll(async () => {
    await runTool(['ip', 'netns', 'add', netns]);
    // slirp4netns forwards the build's DNS to the name server of the namespace's resolv.conf: the listener's.
    mkdirSync(`/etc/netns/${netns}`, { recursive: true });
    writeFileSync(`/etc/netns/${netns}/resolv.conf`, `nameserver ${PRIVATE}\n`);
    await runTool(['ip', '-n', netns, '-batch', '-'], [
      'link set lo up',
      // A bridge with no port: a local interface like a dummy one, which not every kernel has.
      'link add test0 type bridge',
      `address add ${PRIVATE}/24 dev test0`,
      `address add ${METADATA}/16 dev test0`,
      `address add ${CGNAT}/10 dev test0`,
      `address add ${OWN}/32 dev test0`,
      `address add ${ULA}/64 dev test0 nodad`,
      'link set test0 up',
      '',
    ].join('\n'));
    listener = spawn('ip', ['netns', 'exec', netns, process.execPath, '-e', LISTENER, PRIVATE, METADATA, CGNAT, OWN, ULA, '127.0.0.1'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const lines = createInterface({ input: listener.stdout as Readable });
    await new Promise<void>((resolve, reject) => {
      listener?.once('exit', (code) => reject(new Error(`The listener ended (exit ${code}).`)));
      lines.on('line', (line) => {
        const event = JSON.parse(line) as Record<string, unknown>;
        if (event.ready) resolve();
        else reached.push(event);
      });
    });
  }, 30_000);

  afterAll(async () => {
    listener?.kill('SIGKILL');
    await runTool(['ip', 'netns', 'delete', netns]).catch(() => undefined);
    rmSync(`/etc/netns/${netns}`, { recursive: true, force: true });
  });

  describe('a build', () => {
    let build: Build;

    beforeAll(async () => {
      const { child, pid, network } = await startBuild(outer, [process.execPath, '-e', AGENT]);
      const replies = createInterface({ input: child.stdout as Readable });
      const waiting: ((reply: Record<string, unknown>) => void)[] = [];
      replies.on('line', (line) => waiting.shift()?.(JSON.parse(line) as Record<string, unknown>));
      build = {
        pid,
        request: (what) =>
          new Promise((resolve) => {
            waiting.push(resolve);
            (child.stdin as Writable).write(`${JSON.stringify(what)}\n`);
          }),
        stop: () => {
          child.kill('SIGKILL');
          network.kill('SIGKILL');
        },
      };
      // slirp4netns has no IPv6 here; a route for it sends IPv6 to the interface, where only the rules stop it.
      await runTool(['nsenter', '-t', String(pid), '-n', 'ip', '-6', 'route', 'add', 'default', 'dev', 'tap0']);
    }, 30_000);

    afterAll(() => build?.stop());

    it.each([
      ['a private address', PRIVATE],
      ['the host loopback (slirp4netns\'s 10.0.2.2)', '10.0.2.2'],
      ['the cloud metadata address', METADATA],
      ['a carrier-grade NAT address', CGNAT],
      ['a unique-local address', ULA],
      ['the host\'s own address', OWN],
      ['the DNS forwarder on another port', '10.0.2.3'],
    ])('is refused at once connecting to %s', async (_, address) => {
      const reply = await build.request({ tcp: address, port: PORT });
      // A reset from the rules: without them the connection would reach the listener, or (IPv6) hang.
      expect(reply).toEqual({ error: 'ECONNREFUSED' });
      expect(reached).toEqual([]);
    });

    it('reaches only its own loopback at 127.0.0.1, not the host\'s', async () => {
      expect(await build.request({ tcp: '127.0.0.1', port: PORT })).toEqual({ error: 'ECONNREFUSED' });
      expect(reached).toEqual([]);
    });

    it('resolves names through slirp4netns\'s forwarder: DNS to 10.0.2.3 port 53 gets through, over UDP and TCP', async () => {
      // The same name server straight at its private address is refused: only what goes through slirp4netns arrives.
      expect(await build.request({ udp: PRIVATE, port: 53 })).toEqual({ error: 'EPERM' });
      expect(await build.request({ udp: '10.0.2.3', port: 53 })).toEqual({ sent: true });
      expect(await build.request({ tcp: '10.0.2.3', port: 53 })).toEqual({ connected: true });
      await expect.poll(() => reached.length).toBe(2);
      expect(reached).toEqual(expect.arrayContaining([{ udp: PRIVATE, port: 53 }, { tcp: PRIVATE, port: 53 }]));
      reached.length = 0;
    });

    it('cannot read or remove the rules, even as root with every other capability', async () => {
      for (const command of [['nft', 'flush', 'ruleset'], ['nft', 'list', 'ruleset'], ['ip', 'link', 'set', 'tap0', 'down']]) {
        const reply = await build.request({ run: command });
        expect(reply.status, `${command.join(' ')}: ${String(reply.output)}`).not.toBe(0);
      }
      const rules = await runTool(['nsenter', '-t', String(build.pid), '-n', 'nft', 'list', 'ruleset']);
      expect(rules).toContain('table inet marginalia_build');
      expect(await build.request({ tcp: PRIVATE, port: PORT })).toEqual({ error: 'ECONNREFUSED' });
      expect(reached).toEqual([]);
    });

    // Last: it takes the rules away, to show that they alone kept the listeners unreached.
    it('reaches the listeners once the host removes the rules', async () => {
      await runTool(['nsenter', '-t', String(build.pid), '-n', 'nft', 'flush', 'ruleset']);
      expect(await build.request({ tcp: PRIVATE, port: PORT })).toEqual({ connected: true });
      await expect.poll(() => reached).toEqual([{ tcp: PRIVATE, port: PORT }]);
    });
  });

  // From the host's own network, as production does (it sends nothing).
  it('sets the network up 20 times, four at once, without a failure', async () => {
    for (let round = 0; round < 5; round++) {
      const command = ['/bin/sh', '-c', 'ip -brief address show dev tap0'];
      for (const result of await Promise.all([1, 2, 3, 4].map(() => buildOnce({}, command)))) {
        expect(result.code, result.output).toBe(0);
        expect(result.output).toContain('10.0.2.100/24');
      }
    }
  }, 120_000);

  it('leaves the loopback to bwrap, so a network connected before bwrap sets its loopback up is no failure', async () => {
    const result = await buildOnce({}, ['/bin/sh', '-c', 'ip -brief address show'], true);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/lo\s+UNKNOWN\s+127\.0\.0\.1\/8/);
    expect(result.output).toContain('10.0.2.100/24');
  });
});
