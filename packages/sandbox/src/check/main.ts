// `npm run sandbox:check` (docs/ARCHITECTURE.md, "Sandbox"): run as root on a worker host, it makes a real sandbox
// in the folder a worker with the check's uids would use (removed afterwards), runs every probe against it and
// prints what held. Exits 1 when the sandbox cannot run here or any probe got through. The sandbox's uids (default
// 39001) must be free on the host; set SANDBOX_CHECK_FIRST_UID to use others.
import { rm } from 'node:fs/promises';
import { BubblewrapSandbox } from '../bubblewrap/bubblewrap-sandbox';
import { libseccompVersion } from '../seccomp/compile';
import { DENY_RULES } from '../seccomp/deny-list';
import { checkPassed, formatReport, runCheck } from './run-check';

const firstUid = Number(process.env.SANDBOX_CHECK_FIRST_UID ?? 39001);
// The folder checks of a real worker apply: a root-owned folder outside /tmp (docs/ARCHITECTURE.md, "Sandbox").
const sandbox = new BubblewrapSandbox({ slots: 1, firstUid });
const passed = await (async () => {
  try {
    console.log(`Sandbox check: ${sandbox.name}, uid ${firstUid}, probes in sequence…`);
    const seccomp = (() => {
      try {
        return `libseccomp ${libseccompVersion()}`;
      } catch (error) {
        return (error as Error).message;
      }
    })();
    console.log(`seccomp filter: ${DENY_RULES.length} rules, ${seccomp}`);
    const report = await runCheck(sandbox, (row) => console.log(`  ${row.held ? 'held  ' : 'FAILED'} ${row.probe}`));
    console.log(`\n${formatReport(report)}`);
    return checkPassed(report);
  } finally {
    await rm(sandbox.root, { recursive: true, force: true });
  }
})();
process.exit(passed ? 0 : 1);
