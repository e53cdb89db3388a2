// Where a failed build's log says what went wrong. A setup.sh log runs to tens of kilobytes of package lists and
// download progress; the admin needs the first line that reports an error (apt's "E:", pip's "error:", a
// traceback, a command bash could not find) and what follows it, with the whole log one click away.

/** Lines that open an error report in the tools setup.sh commonly runs (apt, dpkg, pip, Python, bash, npm, make). */
const ERROR_LINE = [
  /^E: /, // apt
  /^dpkg: error/,
  /^\s*(error|ERROR|Error)\b[:![]/, // pip, compilers, generic
  /^\S+: (error|fatal error): /, // gcc, clang
  /^fatal: /, // git
  /^Traceback \(most recent call last\):/, // Python
  /^[A-Za-z]+(Error|Exception): /, // a Python exception without its traceback
  /^npm ERR! /,
  /^make(\[\d+\])?: \*\*\* /,
  /: (command not found|No such file or directory|Permission denied)$/, // bash
  /^curl: \(\d+\) /,
];

/** Lines shown before the first error line, for its context. */
export const CONTEXT_BEFORE = 3;
/** The most lines the excerpt shows. */
export const EXCERPT_LINES = 120;

export interface BuildLogExcerpt {
  /** The excerpt's text. */
  text: string;
  /** 1-based numbers of its first and last line in the whole log. */
  firstLine: number;
  lastLine: number;
  totalLines: number;
  /** The first error line (1-based) and its text, or null when no line looks like one: then the excerpt is the end. */
  errorLine: { number: number; text: string } | null;
}

function splitLines(log: string): string[] {
  const lines = log.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The 0-based index of the first line that reports an error, or -1. */
export function firstErrorLine(lines: readonly string[]): number {
  return lines.findIndex((line) => ERROR_LINE.some((pattern) => pattern.test(line.replace(/\r$/, ''))));
}

/**
 * The part of a failed build's log to open with: from just before its first error line, or, when no line looks like
 * an error, its last lines (a build stops where it failed).
 */
export function buildLogExcerpt(log: string): BuildLogExcerpt {
  const lines = splitLines(log);
  const error = firstErrorLine(lines);
  const start = error >= 0 ? Math.max(0, error - CONTEXT_BEFORE) : Math.max(0, lines.length - EXCERPT_LINES);
  const end = Math.min(lines.length, start + EXCERPT_LINES);
  return {
    text: lines.slice(start, end).join('\n'),
    firstLine: start + 1,
    lastLine: end,
    totalLines: lines.length,
    errorLine: error >= 0 ? { number: error + 1, text: lines[error]!.trim() } : null,
  };
}
