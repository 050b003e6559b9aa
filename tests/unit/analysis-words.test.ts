// The gate-word finder behind the analyzer's regex gates: whole runs only, "word*" prefixes, case folding.
import { describe, expect, it } from 'vitest';
import { alternativesOf, compileGate, has, wordFinder } from '../../api/modules/analysis/local/words.ts';

const found = (words: string[], text: string, fold = false) => {
  const finder = wordFinder(words);
  const hits = finder.find(text, undefined, fold);
  return words.filter((w) => hits[finder.id(w)] === 1);
};

describe('wordFinder', () => {
  it('finds whole runs of letters or digits only', () => {
    expect(found(['need', 'you', '800'], 'I need you: call 1-800-555')).toEqual(['need', 'you', '800']);
    expect(found(['need', 'you'], 'needs, youth')).toEqual([]);
    expect(found(['pm', '2'], 'at 2pm')).toEqual(['pm', '2']);
  });

  it('"word*" matches a run that begins with it', () => {
    expect(found(['expir*', 'expire'], 'it expires soon')).toEqual(['expir*']);
    expect(found(['expir*', 'expire'], 'expire')).toEqual(['expir*', 'expire']);
    expect(found(['expir*'], 'unexpired')).toEqual([]);
  });

  it('reads A–Z as a–z only when folding', () => {
    expect(found(['click'], 'CLICK here')).toEqual([]);
    expect(found(['click'], 'CLICK here', true)).toEqual(['click']);
  });

  it('takes other characters the words use as letters', () => {
    expect(found(['©', 'home'], '© 2002 home')).toEqual(['©', 'home']);
    expect(found(['©', 'home'], '©home')).toEqual([]);
  });

  it("adds a second text to the first one's words", () => {
    const finder = wordFinder(['a', 'b']);
    const hits = finder.find('b', finder.find('a'));
    expect([hits[finder.id('a')], hits[finder.id('b')]]).toEqual([1, 1]);
  });
});

describe('gates', () => {
  it('"a b & c" is open with a or b, and c', () => {
    const finder = wordFinder(['a', 'b', 'c']);
    const gate = compileGate(finder, 'a b & c');
    expect(has(finder.find('b c'), gate)).toBe(true);
    expect(has(finder.find('a b'), gate)).toBe(false);
  });

  it('splits a regex into its top-level alternatives', () => {
    expect(alternativesOf(String.raw`\ba|(b|c)d|[|]e|\|f`)).toEqual([String.raw`\ba`, '(b|c)d', '[|]e', String.raw`\|f`]);
  });
});
