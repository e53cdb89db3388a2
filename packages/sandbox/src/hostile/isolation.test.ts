// Hostile programs that go after the rest of the machine: the network (the internet, DNS, the host's own ports,
// the database, other workers), the worker's secrets, and privileges (setuid programs, namespaces, ptrace, mount).
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT, UNAVAILABLE, hostileRun, program, requireSandbox, text, useSandbox } from './harness';

describe.skipIf(UNAVAILABLE)('hostile programs against the rest of the machine', { timeout: 30_000 }, () => {
  const env = useSandbox({ firstUid: 31401, slots: 2 });
  let listener: Server;
  let port = 0;
  let connections = 0;
  const abstractName = `marginalia-sandbox-test-${process.pid}`;
  let abstractListener: Server;

  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.end('hello from the host\n');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as { port: number }).port;
    abstractListener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => abstractListener.listen({ path: `\0${abstractName}` }, resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => listener?.close(resolve));
    await new Promise((resolve) => abstractListener?.close(resolve));
  });

  it('reaches no network: not the internet, not DNS, not the host, the database or other workers', async () => {
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('network.py', program('network.py'));
      const result = await hostileRun(workspace, { command: ['python3', 'network.py', String(port), abstractName], limits: SHORT });
      expect(text(result.stderr)).toBe('');
      const out = text(result.stdout);
      expect(out).toMatch(/^internet refused /m);
      expect(out).toMatch(/^dns failed /m);
      expect(out).toMatch(/^host refused /m);
      expect(out).toMatch(/^postgres refused /m);
      expect(out).not.toMatch(/connected/);
      expect(out).toMatch(/^abstract refused /m);
      // Only its own loopback interface exists.
      expect(out).toMatch(/^interfaces \['lo'\]$/m);
      expect(connections).toBe(0);
    } finally {
      await workspace.dispose();
    }
  });

  it('cannot reach a server another workspace runs at the same time', async () => {
    const server = await env.workspace();
    const client = await env.workspace();
    try {
      const serving = server.run({
        command: ['python3', '-c', 'import socket,time\ns=socket.socket()\ns.bind(("127.0.0.1", 9000))\ns.listen()\nprint("listening", flush=True)\ntime.sleep(2)'],
        limits: SHORT,
      });
      await new Promise((resolve) => setTimeout(resolve, 700));
      const probe = await client.run({
        command: ['python3', '-c', 'import socket\ntry:\n  socket.create_connection(("127.0.0.1", 9000), timeout=1)\n  print("connected")\nexcept OSError as e:\n  print("refused")'],
        limits: SHORT,
      });
      expect(text(probe.stdout)).toBe('refused\n');
      expect(text((await serving).stdout)).toBe('listening\n');
    } finally {
      await Promise.all([server.dispose(), client.dispose()]);
    }
  });

  it('leaks none of the worker environment', async () => {
    const workspace = await env.workspace();
    process.env.MARGINALIA_SANDBOX_TEST_SECRET = 'do-not-leak';
    try {
      const script = 'env; cat /proc/1/environ | tr "\\0" "\\n"; cat /proc/self/environ | tr "\\0" "\\n"; echo; grep -rl do-not-leak /proc/*/environ 2>/dev/null';
      const result = await hostileRun(workspace, { command: ['sh', '-c', script], env: { EXTRA: 'given' }, limits: SHORT });
      const out = text(result.stdout);
      expect(out).not.toContain('do-not-leak');
      expect(out).not.toContain('MARGINALIA_SANDBOX_TEST_SECRET');
      // Exactly what the sandbox sets and the caller gave (the shell adds PWD and such of its own).
      expect(out).toMatch(/^EXTRA=given$/m);
      expect(out).toMatch(/^HOME=\/box$/m);
    } finally {
      delete process.env.MARGINALIA_SANDBOX_TEST_SECRET;
      await workspace.dispose();
    }
  });

  it('leaves nothing for the next run of its slot: /tmp, /dev/shm, its keyring, SysV IPC', async () => {
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('leave.py', program('leave-behind.py'));
      const planted = await hostileRun(workspace, { command: ['python3', 'leave.py', 'plant'], limits: SHORT });
      // The keyring is refused outright now (the seccomp filter answers add_key with EPERM); the rest is planted.
      expect(text(planted.stdout)).toBe('planted False True\n');
      const found = await hostileRun(workspace, { command: ['python3', 'leave.py', 'find'], limits: SHORT });
      expect(text(found.stdout)).toBe('tmp False\nshm False\nkey False\nsysv False\n');
    } finally {
      await workspace.dispose();
    }
  });

  it('gains no privilege: no setuid, no capabilities, no new namespaces, no mount, no ptrace of others', async () => {
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('escalate.py', program('escalate.py'));
      const result = await hostileRun(workspace, { command: ['python3', 'escalate.py', String(process.pid)], limits: SHORT });
      expect(result).toMatchObject({ verdict: 'exited', exitCode: 0 });
      const lines = text(result.stdout).trim().split('\n');
      const line = (prefix: string) => lines.find((l) => l.startsWith(prefix)) ?? '';
      expect(line('uid')).toBe(`uid ${workspace.uid} ${workspace.uid}`);
      expect(line('CapEff')).toBe('CapEff: 0000000000000000');
      expect(line('CapPrm')).toBe('CapPrm: 0000000000000000');
      expect(line('NoNewPrivs')).toBe('NoNewPrivs: 1');
      expect(line('setuid0')).toMatch(/^setuid0 -1 (1|22)$/); // EPERM, or EINVAL: uid 0 does not even exist in its user namespace
      for (const attempt of ['su', 'unshare', 'mount']) expect(line(attempt)).toMatch(new RegExp(`^${attempt} (exit [1-9]\\d*|error)`));
      expect(line('chroot')).toBe('chroot error 1'); // EPERM
      expect(line('ptrace')).toMatch(/^ptrace -1 (1|3)$/); // EPERM, or ESRCH
    } finally {
      await workspace.dispose();
    }
  });
});

requireSandbox();
