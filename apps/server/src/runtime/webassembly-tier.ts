import { setFlagsFromString } from 'node:v8';
import type { DatabaseConfig } from '../core/config';

// Which of V8's compilers runs the server's WebAssembly: the embedded database (PGlite) and the similarity engine's
// parsers (tree-sitter) are WebAssembly. By default V8 starts every function on its baseline compiler (Liftoff)
// and recompiles the hot ones with its optimizing compiler, whose working memory the process keeps once freed. On
// the embedded database that is what decides whether a server stays under its memory budget: a similarity check
// of 500 submissions peaked at 492–591 MB with optimizing and 436–460 MB on the baseline alone, for about a second
// more (7.1–7.2 s against 8.2–8.8 s; docs/SIMILARITY.md, "WebAssembly on the baseline compiler"). With PostgreSQL the
// database is a process of its own and speed is worth more than memory, so the server optimizes as usual.

export type WebAssemblyTier = 'baseline' | 'optimizing';

export function webAssemblyTierFor(config: Pick<DatabaseConfig, 'DATABASE_URL'>): WebAssemblyTier {
  return config.DATABASE_URL ? 'optimizing' : 'baseline';
}

/**
 * Applies the tier to the whole process, its worker threads included. It counts for modules compiled afterwards,
 * so it is called before the database is opened.
 */
export function useWebAssemblyTier(tier: WebAssemblyTier): void {
  if (tier === 'baseline') setFlagsFromString('--liftoff-only');
}
