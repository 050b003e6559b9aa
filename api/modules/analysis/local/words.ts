// Which of a fixed list of words occur in a text, in one pass and without cutting the text into strings:
// the cheap test that lets a costly regex be skipped when a word every one of its matches contains is absent.

/**
 * Finds which of `words` occur in a text as whole runs. A run is a maximal sequence of letters or of digits;
 * the letters are a–z plus any other character the words use (signals.ts uses "©"). A word ending in "*"
 * stands for any run that begins with it ("expir*": expires, expiring …). Built once: a trie over the
 * alphabet, walked one run at a time.
 */
export function wordFinder(words: string[]) {
  const unique = [...new Set(words)];
  const extra = [...new Set(unique.join('').replace(/[a-z0-9*]/g, ''))];
  // Symbols: a–z 0–25, the extra letters next, then 0–9; -1 separates runs.
  const SYMBOLS = 26 + extra.length + 10;
  const symbol = new Int16Array(256).fill(-1);
  for (let c = 97; c <= 122; c++) symbol[c] = c - 97;
  for (const [k, ch] of extra.entries()) {
    if (ch.charCodeAt(0) >= 256) throw new Error(`gate word letter "${ch}" is outside Latin-1`);
    symbol[ch.charCodeAt(0)] = 26 + k;
  }
  const DIGIT0 = 26 + extra.length;
  for (let c = 48; c <= 57; c++) symbol[c] = DIGIT0 + c - 48;
  // Case-folded: A–Z read as a–z.
  const folded = symbol.slice();
  for (let c = 65; c <= 90; c++) folded[c] = c + 32 - 97;
  const size = unique.reduce((n, w) => n + w.length, 1);
  const next = new Int32Array(size * SYMBOLS).fill(-1);
  const wordAt = new Int32Array(size).fill(-1); // node → word that is a whole run
  const prefixAt = new Int32Array(size).fill(-1); // node → "word*" that a run may begin with
  let nodes = 1;
  for (const [id, entry] of unique.entries()) {
    const prefix = entry.endsWith('*');
    const word = prefix ? entry.slice(0, -1) : entry;
    if (!/^(?:\d+|[^\d*]+)$/.test(word)) throw new Error(`gate word "${entry}" is not a run of letters or of digits`);
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const at = node * SYMBOLS + symbol[word.charCodeAt(i)]!;
      if (next[at]! < 0) next[at] = nodes++;
      node = next[at]!;
    }
    (prefix ? prefixAt : wordAt)[node] = id;
  }
  return {
    /** How many words: the length of the arrays `find` fills. */
    size: unique.length,
    /** The id of a word (as listed, "*" included) in the arrays `find` returns. */
    id(word: string): number {
      const id = unique.indexOf(word);
      if (id < 0) throw new Error(`"${word}" is not a gate word`);
      return id;
    },
    /**
     * found[id] === 1 for each word that occurs in `text`; pass `found` to add a second text's words to the first's,
     * and `foldCase` to read A–Z as a–z.
     */
    find(text: string, found: Uint8Array = new Uint8Array(unique.length), foldCase = false): Uint8Array {
      const table = foldCase ? folded : symbol;
      let node = 0; // trie node of the current run; -1 once the run has left the trie
      let kind = 0; // of the current run: 0 none, 1 letters, 2 digits
      for (let i = 0; i <= text.length; i++) {
        const c = i < text.length ? text.charCodeAt(i) : 32;
        const sym = c < 256 ? table[c]! : -1;
        const k = sym < 0 ? 0 : sym < DIGIT0 ? 1 : 2;
        if (k !== kind) {
          if (kind !== 0 && node >= 0 && wordAt[node]! >= 0) found[wordAt[node]!] = 1;
          node = 0;
          kind = k;
        }
        if (k !== 0 && node >= 0) {
          node = next[node * SYMBOLS + sym]!;
          if (node >= 0 && prefixAt[node]! >= 0) found[prefixAt[node]!] = 1;
        }
      }
      return found;
    },
  };
}

/**
 * A gate written as words, "a b & c d": open when a text has a or b, and c or d (lists separated by " & ").
 * Compiled to the ids of `finder`, which must know the words.
 */
export type Gate = Int32Array[];
export const gateWordsOf = (spec: string): string[] => spec.split(/ & | /);
export function compileGate(finder: ReturnType<typeof wordFinder>, spec: string): Gate {
  return spec.split(' & ').map((list) => Int32Array.from(list.split(' '), finder.id));
}
/** The gate is open: each of its lists has a word in `found`. */
export function has(found: Uint8Array, gate: Gate): boolean {
  for (const list of gate) {
    let any = false;
    for (let k = 0; k < list.length && !any; k++) any = found[list[k]!] === 1;
    if (!any) return false;
  }
  return true;
}

/** The top-level alternatives of a regex's source ("a|(b|c)|d" → a, (b|c), d). */
export function alternativesOf(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}
