// The autograder suite: what the bubblewrap sandbox adds to one run. The same trivial programs (python3 doing
// nothing, a C program printing one line) run bare on the host and inside the sandbox, one after the other, and the
// table shows both and the difference at p50 and p95. Target: the sandbox adds at most 100 ms per run. It needs root
// and bubblewrap; elsewhere it says why and measures nothing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { BubblewrapSandbox, type SandboxLimits, type Workspace } from '@marginalia/sandbox';

const RUNS = Number(process.env.BENCH_SANDBOX_RUNS ?? 50);
const TARGET_MS = 100;
const LIMITS: SandboxLimits = { cpuSeconds: 10, wallSeconds: 30, memoryMb: 768, processes: 64, fileSizeMb: 16, outputBytes: 1024 * 1024 };

interface Program {
  name: string;
  bare: string[];
  sandboxed: string[];
}

function runBare(argv: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.resume();
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} exited with ${code}`))));
  });
}

async function runSandboxed(workspace: Workspace, argv: string[]): Promise<void> {
  const result = await workspace.run({ command: argv, limits: LIMITS });
  if (result.verdict !== 'exited' || result.exitCode !== 0) throw new Error(`${argv.join(' ')} in the sandbox: ${result.verdict}`);
}

async function timings(run: () => Promise<void>): Promise<number[]> {
  await run(); // warm caches before measuring
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function runAutograderSuite(): Promise<void> {
  console.log(`\nAutograder sandbox overhead — ${RUNS} runs per program, bare vs bubblewrap\n`);
  const sandbox = new BubblewrapSandbox();
  const availability = await sandbox.availability();
  if (!availability.available) {
    console.log(`Not measured: ${availability.reason}`);
    return;
  }
  console.log(`Enforced: ${availability.enforced.join(', ')}`);
  const folder = await mkdtemp(`${tmpdir()}/marginalia-bench-sandbox-`);
  const workspace = await sandbox.createWorkspace({ diskMb: 16, maxFiles: 64 });
  try {
    await writeFile(`${folder}/hello.c`, '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n');
    const compiled = spawnSync('gcc', ['-O2', '-o', `${folder}/hello`, `${folder}/hello.c`]);
    if (compiled.status !== 0) throw new Error(`gcc failed: ${compiled.stderr}`);
    await workspace.writeFile('hello', await readFile(`${folder}/hello`), { executable: true });
    const programs: Program[] = [
      { name: 'python3 -c pass', bare: ['/usr/bin/python3', '-c', 'pass'], sandboxed: ['python3', '-c', 'pass'] },
      { name: 'C hello (gcc -O2)', bare: [`${folder}/hello`], sandboxed: ['./hello'] },
    ];
    const rows = [];
    for (const program of programs) {
      const bare = await timings(() => runBare(program.bare));
      const boxed = await timings(() => runSandboxed(workspace, program.sandboxed));
      const overhead50 = percentile(boxed, 50) - percentile(bare, 50);
      const overhead95 = percentile(boxed, 95) - percentile(bare, 95);
      rows.push({
        program: program.name,
        'bare p50': ms(percentile(bare, 50)),
        'bare p95': ms(percentile(bare, 95)),
        'sandbox p50': ms(percentile(boxed, 50)),
        'sandbox p95': ms(percentile(boxed, 95)),
        'added p50': ms(overhead50),
        'added p95': ms(overhead95),
        [`p50 within ${TARGET_MS} ms`]: overhead50 <= TARGET_MS ? 'yes' : 'NO',
      });
    }
    console.table(rows);
    console.log(`Target: the sandbox adds at most ${TARGET_MS} ms per run at p50 (a run includes killing what is left and emptying /tmp).`);
    // The machine's load skews both columns, the sandboxed one more (it starts several processes per run).
    console.log(`Load average during the suite: ${loadavg().map((value) => value.toFixed(1)).join(', ')}`);
  } finally {
    await workspace.dispose();
    await rm(folder, { recursive: true, force: true });
  }
}
