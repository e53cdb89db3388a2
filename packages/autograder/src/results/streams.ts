// A sandboxed command's output as text for comparisons and logs.
import type { SandboxRunResult } from '@marginalia/sandbox';
import { decodeText } from '../text';

export interface Streams {
  stdout: string;
  stderr: string;
  /** The output was cut at the run's output limit. */
  truncated: boolean;
}

/** The line every JVM prints to stderr when it takes its flags from JAVA_TOOL_OPTIONS (which every run sets). */
const JAVA_OPTIONS_NOTICE = /^Picked up JAVA_TOOL_OPTIONS: .*\n?/gm;

export function withoutJavaNotice(text: string): string {
  return text.replace(JAVA_OPTIONS_NOTICE, '');
}

export function streamsOf(result: SandboxRunResult): Streams {
  return { stdout: decodeText(result.stdout), stderr: withoutJavaNotice(decodeText(result.stderr)), truncated: result.outputTruncated };
}

/** "Title:\ntext" when there is text; empty otherwise. */
export function section(title: string, text: string): string {
  return text === '' ? '' : `${title}:\n${text}`;
}
