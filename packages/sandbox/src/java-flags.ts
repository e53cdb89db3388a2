// The JVM reserves address space far beyond what it uses (heap, code cache, class space), so under the sandbox's
// per-process address-space limit (RLIMIT_AS) it fails to start unless told to reserve less. These flags keep java
// and javac well inside the default 768 MB.
export const JAVA_MEMORY_FLAGS: readonly string[] = [
  '-Xmx256m',
  '-XX:ReservedCodeCacheSize=64m',
  '-XX:CompressedClassSpaceSize=64m',
  '-XX:MaxMetaspaceSize=128m',
  '-XX:+UseSerialGC',
  '-Xshare:off',
];

/** Flags for `java`. */
export function javaFlags(): string[] {
  return [...JAVA_MEMORY_FLAGS];
}

/** The same flags for `javac`, which passes each one to its own JVM with `-J`. */
export function javacFlags(): string[] {
  return JAVA_MEMORY_FLAGS.map((flag) => `-J${flag}`);
}
