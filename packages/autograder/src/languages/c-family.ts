// C and C++: the instructor's test file, every source file of the submission (the student's `main` renamed so it
// does not clash with the harness's) and the harness's main, compiled into one program in the harness folder.
import type { Recipe } from './recipe';

// Arguments: $1 the compiler, $2 the test file, $3 the harness folder, then the source extensions. `**` skips
// dot-folders, so the harness folder's own files are not picked up twice.
const COMPILE = `
shopt -s globstar nullglob
compiler="$1"; test_file="$2"; dir="$3"; shift 3
sources=()
for extension in "$@"; do
  for file in **/*."$extension"; do
    [[ "$file" == "$test_file" ]] || sources+=("$file")
  done
done
if [[ "$compiler" == g++ ]]; then standard=-std=gnu++17; main_language=c++; else standard=-std=gnu17; main_language=c; fi
exec "$compiler" "$standard" -g -O1 -I "$dir" -Dmain=marginalia_student_main "\${sources[@]}" "$test_file" -x "$main_language" "$dir/marginalia_test_main.c" -x none -o "$dir/tests" -lm
`;

export function cFamilyUnitRecipe(harnessDir: string, fileName: string, language: 'c' | 'cpp'): Recipe {
  const [compiler, extensions] = language === 'c' ? ['gcc', ['c']] : ['g++', ['cpp', 'cc', 'cxx']];
  return {
    harness: ['marginalia_test.h', 'marginalia_test_main.c'],
    compile: ['bash', '-c', COMPILE, 'compile-tests', compiler, fileName.replace(/^\.\//, ''), harnessDir, ...extensions],
    command: [`./${harnessDir}/tests`],
  };
}
