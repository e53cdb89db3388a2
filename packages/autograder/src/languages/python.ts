// Python: Debian's python3 in isolated mode (-I: no script folder or user site on the path, no PYTHON*
// variables), unbuffered so prints and markers keep their order. The harness puts the workspace on the path itself,
// after it has imported what it needs.
import type { Recipe } from './recipe';

export function pythonUnitRecipe(harnessDir: string, fileName: string): Recipe {
  return { harness: ['python_unit.py'], command: ['python3', '-I', '-u', `${harnessDir}/python_unit.py`, fileName] };
}

export function pythonIoRecipe(harnessDir: string, fileName: string, functionName: string, argumentsPath: string): Recipe {
  return { harness: ['python_io.py'], command: ['python3', '-I', '-u', `${harnessDir}/python_io.py`, fileName, functionName, argumentsPath] };
}
