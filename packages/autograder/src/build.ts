// The build step: the instructor's command (or the language's default) runs once per run, after the files are
// written and before the tests, in the same folder. Whatever it leaves is the state every test starts from.
import type { AutograderLanguage } from '@marginalia/contracts';
import { JAVA_DEFAULT_BUILD } from './languages/java';
import { sandboxLimits } from './limits';
import { abnormalEnding } from './results/ending';
import { joinSections } from './results/make';
import { withoutJavaNotice } from './results/streams';
import { runCommand, type RunContext } from './run-context';
import { capText, decodeText, displayText, MAX_LOG_BYTES } from './text';
import type { RunReport } from './types';

/**
 * What runs when the instructor gives no build command. Java compiles every .java file; the others have nothing
 * to build before their tests (C and C++ io_cli tests need the instructor's build command; unit tests compile what
 * they need themselves).
 */
export function defaultBuildCommand(language: AutograderLanguage): string {
  return language === 'java' ? JAVA_DEFAULT_BUILD : '';
}

export async function runBuild(context: RunContext, setupNotes: string[]): Promise<RunReport['build']> {
  const command = context.plan.buildCommand.trim() || defaultBuildCommand(context.plan.language);
  const notes = setupNotes.join('\n');
  if (command === '') return { ran: false, ok: true, log: capText(displayText(notes), MAX_LOG_BYTES).text, durationMs: 0 };
  const limits = sandboxLimits(context.plan.limits);
  // One stream, so compiler messages and the command's own output keep their order.
  const result = await runCommand(context, { command: ['bash', '-c', `exec 2>&1\n${command}`], limits });
  const output = withoutJavaNotice(decodeText(result.stdout) + decodeText(result.stderr));
  const ending = abnormalEnding(result, limits);
  const ok = ending === null && result.exitCode === 0;
  const status = ending ?? (ok ? '' : `The build command exited with code ${result.exitCode}.`);
  const log = joinSections([notes, `$ ${command}`, output.trimEnd(), status]);
  return { ran: true, ok, log: capText(displayText(log), MAX_LOG_BYTES).text, durationMs: result.durationMs };
}
