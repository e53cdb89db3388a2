export type * from './types';
export { BubblewrapSandbox, type BubblewrapSandboxOptions } from './bubblewrap/bubblewrap-sandbox';
export { JAVA_MEMORY_FLAGS, javaFlags, javacFlags } from './java-flags';
