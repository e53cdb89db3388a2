// Ordinary programs: each toolchain the autograder uses compiles and runs inside the sandbox, reads its input and
// gives back its output and exit code.
import { describe, expect, it } from 'vitest';
import { BubblewrapSandbox } from '../bubblewrap/bubblewrap-sandbox';
import { javacFlags, javaFlags } from '../java-flags';
import { DEFAULTS, SHORT, UNAVAILABLE, expectNothingLeft, requireSandbox, text, useSandbox } from './harness';

describe.skipIf(UNAVAILABLE)('programs in the bubblewrap sandbox', { timeout: 30_000 }, () => {
  const env = useSandbox({ firstUid: 31001 });

  it('says it is available and what it enforces', async () => {
    const availability = await env.sandbox.availability();
    expect(availability.available).toBe(true);
    if (availability.available) expect(availability.enforced).toEqual(expect.arrayContaining(['namespaces', 'uid-per-slot', 'rlimits', 'tmpfs-disk']));
  });

  it('runs python3 with stdin, stdout, stderr and the exit code', async () => {
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('main.py', 'import sys\nname = sys.stdin.read().strip()\nprint(f"hello {name}")\nprint("warn", file=sys.stderr)\nsys.exit(3)\n');
      const result = await workspace.run({ command: ['python3', 'main.py'], stdin: 'ada\n', limits: SHORT });
      expect(result).toMatchObject({ verdict: 'exited', exitCode: 3, signal: null, outputTruncated: false });
      expect(text(result.stdout)).toBe('hello ada\n');
      expect(text(result.stderr)).toBe('warn\n');
      await expectNothingLeft(workspace.uid);
    } finally {
      await workspace.dispose();
    }
  });

  it("gives the program its own stderr, apart from the sandbox tools' messages, and no descriptor of theirs", async () => {
    const diagnostics: string[] = [];
    const sandbox = new BubblewrapSandbox({ firstUid: 31009, root: env.root, onDiagnostics: (message) => diagnostics.push(message) });
    const workspace = await sandbox.createWorkspace({ diskMb: 16, maxFiles: 256 });
    try {
      const result = await workspace.run({ command: ['/bin/bash', '-c', 'echo to-stderr >&2; ls /proc/self/fd; exit 2'], limits: SHORT });
      expect(result).toMatchObject({ verdict: 'exited', exitCode: 2 });
      expect(text(result.stderr)).toBe('to-stderr\n');
      // ls lists its own listing's descriptor (3) besides stdio: nothing of the chain's reaches the program.
      expect(text(result.stdout).trim().split('\n')).toEqual(['0', '1', '2', '3']);
      expect(diagnostics).toEqual([]);
    } finally {
      await workspace.dispose();
    }
  });

  it('compiles and runs C and C++ with gcc and g++', async () => {
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('main.c', '#include <stdio.h>\nint main(void) { int n; scanf("%d", &n); printf("%d\\n", n * 2); return 0; }\n');
      await workspace.writeFile('main.cpp', '#include <iostream>\nint main() { std::cout << "c++ ok" << std::endl; return 4; }\n');
      const limits = { ...SHORT, wallSeconds: 20, cpuSeconds: 15, memoryMb: 768, processes: 64 };
      expect(await workspace.run({ command: ['gcc', '-O2', '-o', 'c-prog', 'main.c'], limits })).toMatchObject({ verdict: 'exited', exitCode: 0 });
      const c = await workspace.run({ command: ['./c-prog'], stdin: '21', limits: SHORT });
      expect(c).toMatchObject({ verdict: 'exited', exitCode: 0 });
      expect(text(c.stdout)).toBe('42\n');
      expect(await workspace.run({ command: ['g++', '-O2', '-o', 'cpp-prog', 'main.cpp'], limits })).toMatchObject({ verdict: 'exited', exitCode: 0 });
      const cpp = await workspace.run({ command: ['./cpp-prog'], limits: SHORT });
      expect(cpp).toMatchObject({ verdict: 'exited', exitCode: 4 });
      expect(text(cpp.stdout)).toBe('c++ ok\n');
    } finally {
      await workspace.dispose();
    }
  });

  it('compiles and runs Java with javac and java under the default limits', async () => {
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('Main.java', 'public class Main { public static void main(String[] a) { System.out.println("java " + (6 * 7)); System.exit(5); } }\n');
      const compiled = await workspace.run({ command: ['javac', ...javacFlags(), 'Main.java'], limits: DEFAULTS });
      expect(text(compiled.stderr)).toBe('');
      expect(compiled).toMatchObject({ verdict: 'exited', exitCode: 0 });
      const ran = await workspace.run({ command: ['java', ...javaFlags(), 'Main'], limits: DEFAULTS });
      expect(text(ran.stderr)).toBe('');
      expect(ran).toMatchObject({ verdict: 'exited', exitCode: 5 });
      expect(text(ran.stdout)).toBe('java 42\n');
    } finally {
      await workspace.dispose();
    }
  });

  it('runs node and bash', async () => {
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('main.js', 'process.stdout.write(String(process.argv.length)); process.exitCode = 2;\n');
      const node = await workspace.run({ command: ['node', 'main.js', 'x'], limits: { ...SHORT, memoryMb: 768 } });
      expect(node).toMatchObject({ verdict: 'exited', exitCode: 2 });
      expect(text(node.stdout)).toBe('3');
      await workspace.writeFile('run.sh', '#!/bin/bash\necho "$HOME $PATH $LANG $(hostname)"\n', { executable: true });
      const bash = await workspace.run({ command: ['./run.sh'], limits: SHORT });
      expect(text(bash.stdout)).toBe('/box /usr/bin:/bin C.UTF-8 sandbox\n');
    } finally {
      await workspace.dispose();
    }
  });

  it('makes a second workspace wait for the only slot, until its signal gives up', async () => {
    const held = await env.workspace();
    try {
      await expect(env.sandbox.createWorkspace({ diskMb: 4, maxFiles: 16, signal: AbortSignal.timeout(200) })).rejects.toThrow();
    } finally {
      await held.dispose();
    }
    const next = await env.workspace();
    await next.dispose();
  });

  it('passes the variables the caller sets, and refuses names that are not variable names', async () => {
    const workspace = await env.workspace();
    try {
      const result = await workspace.run({ command: ['sh', '-c', 'echo "$GREETING"'], env: { GREETING: 'hi there' }, limits: SHORT });
      expect(text(result.stdout)).toBe('hi there\n');
      await expect(workspace.run({ command: ['true'], env: { 'A=B': 'x' }, limits: SHORT })).rejects.toThrow(/variable name/);
      await expect(workspace.run({ command: ['true'], limits: { ...SHORT, cpuSeconds: 0 } })).rejects.toThrow(/cpuSeconds/);
    } finally {
      await workspace.dispose();
    }
  });
});

requireSandbox();
