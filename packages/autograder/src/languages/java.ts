// Java: JUnit 4 and Hamcrest from Debian's junit4 package, first on the class path so a class the student planted
// cannot stand in for them. The JVM needs its memory flags to start under the sandbox's address-space limit.
import { javacFlags, javaFlags } from '@marginalia/sandbox';
import type { Recipe } from './recipe';

export const JUNIT_CLASSPATH = ['/usr/share/java/junit4.jar', '/usr/share/java/hamcrest-core.jar'];

const JAVA_FLAGS = javaFlags();
const JAVAC_FLAGS = javacFlags();

/** Compiles every .java file of the submission into the workspace's root (packages in their folders). */
export const JAVA_DEFAULT_BUILD = `find . -name '*.java' -not -path './.*' -print0 | xargs -0 -r javac ${JAVAC_FLAGS.join(' ')} -encoding UTF-8 -d .`;

/** The test class's binary name: its file name, within the package the file declares. */
export function javaClassName(fileName: string, source: string): string {
  const simple = (fileName.split('/').pop() ?? fileName).replace(/\.java$/, '');
  const declared = /^\s*package\s+([\w.]+)\s*;/m.exec(source);
  return declared ? `${declared[1]}.${simple}` : simple;
}

export function javaUnitRecipe(harnessDir: string, fileName: string, source: string): Recipe {
  const classPath = [...JUNIT_CLASSPATH, '.'].join(':');
  return {
    harness: ['MarginaliaJUnitRunner.java'],
    compile: ['javac', ...JAVAC_FLAGS, '-encoding', 'UTF-8', '-cp', classPath, '-sourcepath', '.', '-d', '.', fileName, `${harnessDir}/MarginaliaJUnitRunner.java`],
    command: ['java', ...JAVA_FLAGS, '-cp', classPath, 'MarginaliaJUnitRunner', javaClassName(fileName, source)],
  };
}
