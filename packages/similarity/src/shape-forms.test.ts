import { beforeAll, describe, expect, it } from 'vitest';
import { loadEngine, type SimilarityEngine } from './engine';
import type { EngineLanguage } from './types';

// Equivalent ways of writing a step by one or a member of the object itself read as one shape: a copy that swaps
// them scores as the original, and a step by anything but one is still a different statement.

let engine: SimilarityEngine;
beforeAll(async () => {
  engine = await loadEngine();
});

const FILE: Record<EngineLanguage, string> = { java: 'Main.java', cpp: 'main.cpp', c: 'main.c', javascript: 'main.js', typescript: 'main.ts', python: 'main.py', text: 'main.txt' };

function similarity(language: EngineLanguage, a: string, b: string): number {
  const file = FILE[language];
  return engine.align({ id: 'a', files: [{ path: file, text: a }] }, { id: 'b', files: [{ path: file, text: b }] }, { language, minimumMatchTokens: 12 }).score.similarity;
}

const javaCounter = (step: (name: string) => string, self: string) => `public class Counter {
    private int count;
    private int[] seen = new int[100];

    void record(int value) {
        for (int i = 0; i < value; ${step('i')}) {
            if (${self}seen[i % 100] > 2) ${step(`${self}count`)};
            ${self}seen[i % 100] = ${self}seen[i % 100] * 3 + value;
        }
        ${self}report(value, ${self}count);
    }

    void report(int value, int total) {
        while (total > 0) {
            System.out.println(value + " " + total);
            total = total / 2 - value;
        }
    }
}
`;

const cppCounter = (step: (name: string) => string, self: string) => `#include <vector>
class Counter {
    int count = 0;
    std::vector<int> seen;
public:
    void record(int value) {
        for (int i = 0; i < value; ${step('i')}) {
            if (${self}seen[i % 100] > 2) ${step(`${self}count`)};
            ${self}seen[i % 100] = ${self}seen[i % 100] * 3 + value;
        }
        while (${self}count > value) {
            ${step(`${self}count`.replace('++', '--'))};
            ${self}seen.push_back(${self}count * value);
        }
    }
};
`;

const pythonCounter = (step: (name: string) => string, self: string) => `class Counter:
    def __init__(self):
        self.count = 0
        self.seen = [0] * 100

    def record(self, value):
        i = 0
        while i < value:
            if ${self}seen[i % 100] > 2:
                ${step(`${self}count`)}
            ${self}seen[i % 100] = ${self}seen[i % 100] * 3 + value
            ${step('i')}
        return ${self}count * value + len(${self}seen)
`;

const javascriptCounter = (step: (name: string) => string, self: string) => `class Counter {
  constructor() {
    this.count = 0;
    this.seen = new Array(100).fill(0);
  }

  record(value) {
    for (let i = 0; i < value; ${step('i')}) {
      if (${self}seen[i % 100] > 2) ${step(`${self}count`)};
      ${self}seen[i % 100] = ${self}seen[i % 100] * 3 + value;
    }
    return ${self}count * value + ${self}seen.length;
  }
}
`;

const postfix = (name: string) => `${name}++`;
const prefix = (name: string) => `++${name}`;
const plusOne = (name: string) => `${name} += 1`;
const spelledOut = (name: string) => `${name} = ${name} + 1`;
const plusTwo = (name: string) => `${name} += 2`;

describe('equivalent forms', () => {
  it('reads i++, ++i, i += 1 and i = i + 1 as one step in Java, C++ and JavaScript', () => {
    for (const [language, program] of [['java', javaCounter], ['cpp', cppCounter], ['javascript', javascriptCounter]] as const) {
      const original = program(postfix, 'this.');
      for (const step of [prefix, plusOne, spelledOut]) expect(similarity(language, original, program(step, 'this.')), `${language} ${step('i')}`).toBe(1);
      expect(similarity(language, original, program(plusTwo, 'this.')), `${language} i += 2`).toBeLessThan(1);
    }
  });

  it('reads i += 1 and i = i + 1 as one step in Python', () => {
    const original = pythonCounter(plusOne, 'self.');
    expect(similarity('python', original, pythonCounter(spelledOut, 'self.'))).toBe(1);
    expect(similarity('python', original, pythonCounter(plusTwo, 'self.'))).toBeLessThan(1);
  });

  it('reads this.x (this->x in C++, self.x in Python) as x', () => {
    expect(similarity('java', javaCounter(postfix, 'this.'), javaCounter(postfix, ''))).toBe(1);
    expect(similarity('cpp', cppCounter(postfix, 'this->'), cppCounter(postfix, ''))).toBe(1);
    expect(similarity('javascript', javascriptCounter(postfix, 'this.'), javascriptCounter(postfix, 'that.'))).toBeLessThan(1);
    expect(similarity('python', pythonCounter(plusOne, 'self.'), pythonCounter(plusOne, 'other.'))).toBeLessThan(1);
  });
});
