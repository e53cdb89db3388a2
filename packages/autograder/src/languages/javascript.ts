// JavaScript: Node runs the instructor's node:test file in one process with our reporter; a preloaded module takes
// the marker secret from stdin before the test file (and the student's code) loads.
import type { Recipe } from './recipe';

export function javascriptUnitRecipe(harnessDir: string, fileName: string): Recipe {
  return {
    harness: ['node_nonce.mjs', 'node_unit_reporter.mjs'],
    command: ['node', '--import', `./${harnessDir}/node_nonce.mjs`, `--test-reporter=./${harnessDir}/node_unit_reporter.mjs`, '--test-reporter-destination=stdout', `./${fileName}`],
  };
}

export function javascriptIoRecipe(harnessDir: string, fileName: string, functionName: string, argumentsPath: string): Recipe {
  return {
    harness: ['node_nonce.mjs', 'node_io.mjs'],
    command: ['node', '--import', `./${harnessDir}/node_nonce.mjs`, `./${harnessDir}/node_io.mjs`, fileName, functionName, argumentsPath],
  };
}
