import { describe, expect, it } from 'vitest';
import { javaClassName } from './java';
import { languageOfFile } from './recipe';

describe('languageOfFile', () => {
  it('goes by the extension, else the environment', () => {
    expect(languageOfFile('tests/test_main.py', 'java')).toBe('python');
    expect(languageOfFile('main.test.mjs', 'python')).toBe('javascript');
    expect(languageOfFile('MainTest.java', 'python')).toBe('java');
    expect(languageOfFile('test.CC', 'c')).toBe('cpp');
    expect(languageOfFile('test.c', 'cpp')).toBe('c');
    expect(languageOfFile('checks', 'bash')).toBe('bash');
  });
});

describe('javaClassName', () => {
  it('is the file name, within the package the file declares', () => {
    expect(javaClassName('CalculatorTest.java', 'public class CalculatorTest {}')).toBe('CalculatorTest');
    expect(javaClassName('test/edu/CalcTest.java', '// header\npackage edu.course;\n\npublic class CalcTest {}')).toBe('edu.course.CalcTest');
  });
});
