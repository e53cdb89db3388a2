import { LanguageSupport, StreamLanguage } from '@codemirror/language';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LOADERS, languageForExtension, languageForNotebook, loadLanguage } from './languages';

describe('language map', () => {
  it.each([
    ['py', 'python'],
    ['java', 'java'],
    ['h', 'c'],
    ['c', 'c'],
    ['hpp', 'cpp'],
    ['cc', 'cpp'],
    ['mjs', 'javascript'],
    ['tsx', 'tsx'],
    ['ts', 'typescript'],
    ['json', 'json'],
    ['md', 'markdown'],
    ['rs', 'rust'],
    ['yml', 'yaml'],
    ['rb', 'ruby'],
    ['sh', 'shell'],
    ['hs', 'haskell'],
    ['rkt', 'scheme'],
    ['ml', 'ocaml'],
    ['R', 'r'],
    ['kt', 'kotlin'],
    ['scala', 'scala'],
    ['swift', 'swift'],
    ['lua', 'lua'],
    ['pl', 'perl'],
    ['.PY', 'python'],
  ])('%s is highlighted as %s', (extension, language) => {
    expect(languageForExtension(extension)).toBe(language);
  });

  it('shows unknown extensions as plain text', () => {
    expect(languageForExtension('txt')).toBeNull();
    expect(languageForExtension('')).toBeNull();
    expect(languageForExtension('constructor')).toBeNull();
  });

  it('reads a notebook language, python when unknown', () => {
    expect(languageForNotebook('R')).toBe('r');
    expect(languageForNotebook('julia')).toBe('julia');
    expect(languageForNotebook(undefined)).toBe('python');
    expect(languageForNotebook('brainfunk')).toBe('python');
  });

  it('loads Lezer grammars and legacy modes on demand, once each', async () => {
    const python = await loadLanguage('python');
    expect(python).toBeInstanceOf(LanguageSupport);
    expect(await loadLanguage('python')).toBe(python);
    expect(await LANGUAGE_LOADERS.ruby()).toBeInstanceOf(StreamLanguage);
    expect(await LANGUAGE_LOADERS.kotlin()).toBeInstanceOf(StreamLanguage);
  });
});
