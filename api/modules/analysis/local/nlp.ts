// Sentence splitting, parts of speech, lemmas and sentiment from wink-nlp with its
// English "lite web" model (ships inside the npm package: nothing is downloaded).
// Loaded once per process, on first use (~100 ms).
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export type Token = {
  /** As written. */
  text: string;
  /** Lower case. */
  lower: string;
  lemma: string;
  pos: string;
};

export type Sentence = {
  text: string;
  tokens: Token[];
  /** wink's sentiment score, -1 … 1. */
  sentiment: number;
  /** Which paragraph or list item of the text the sentence is in (0, 1, …). */
  block?: number;
};

type Nlp = ReturnType<typeof winkNLP>;

/** A token whose lemma is looked up only when asked for: few tokens ever are, and lemmatising is not free. */
class WinkToken implements Token {
  readonly lower: string;
  private cachedLemma: string | undefined;
  constructor(
    readonly text: string,
    readonly pos: string,
    private readonly docTokens: { itemAt(k: number): { out(f: unknown): unknown } },
    private readonly index: number,
  ) {
    this.lower = text.toLowerCase();
  }

  get lemma(): string {
    this.cachedLemma ??= ((this.docTokens.itemAt(this.index).out(instance().its.lemma) as string | undefined) ?? this.text).toLowerCase();
    return this.cachedLemma;
  }
}
let nlp: Nlp | null = null;

function instance(): Nlp {
  nlp ??= winkNLP(model, ['sbd', 'negation', 'sentiment', 'pos']);
  return nlp;
}

/** Where the splitter cuts a sentence that goes on: after an abbreviation ("co.", "approx."), "?)" or an ordinal date ("am 17.", "den 2."). */
const CUT_AFTER =
  /(?:\b(?:co|cos|corp|inc|ltd|llc|no|nos|vs|approx|dept|est|etc|jr|sr|dr|mr|mrs|ms|st|ave|mt|fig|vol|pp|cf|misc|govt|assn|intl|natl|univ|e\.g|i\.e|bzw|ca|evtl|ggf|inkl|zB|z\.B|usw|bspw|resp|dvs|bl\.a|t\.ex|ang|ok|np|tj|itd|itp|ul|tel|godz|mgr|prof|aprox|env|av|p\.ex)\.|[?!]\)|(?<![\d.])\b\d{1,2}\.)$/i;

const CONTROL_CHARS = /[\x00-\x08\x0E-\x1F\x7F]/;
const CONTROL_CHARS_ALL = new RegExp(CONTROL_CHARS.source, 'g');
// Enron's archive wrote Windows punctuation as \x01 and a second character ("=01&Why didn=01,t you ask?=018 I
// wondered"): quotes, apostrophes and dashes again, so reported speech and contractions read as written.
const LOST_PUNCTUATION = /\x01([&;8,()*])/g;
const PUNCTUATION_FOR: Record<string, string> = { '&': '"', ';': '"', '8': '"', ',': "'", '(': '-', ')': '-', '*': '-' };
const CONTRACTION_MARK =
  /\b(let|it|that|there|here|what|who|where|he|she|i|you|we|they|don|doesn|didn|can|couldn|won|wouldn|shouldn|isn|aren|wasn|weren|hasn|haven|hadn)[,;](s|t|m|re|ve|ll|d)\b(?![,;]?\d)/gi;

/** Splits text into sentences with tagged tokens. Paragraph breaks always end a sentence. */
export function sentences(text: string): Sentence[] {
  const n = instance();
  const its = n.its;
  const out: Sentence[] = [];
  // wink joins lines of one paragraph; blank lines, bullets and list items must not run together.
  let blockIndex = -1;
  for (const block of text.split(/\n\s*\n|\n(?=\s*(?:[-*•·]|\d{1,2}[.)])\s)/)) {
    blockIndex++;
    // Mail decoded with the wrong charset has "?" for curly quotes and dashes ("don?t", "PP?s", "2:14 PM?ET", "???"):
    // restore the apostrophe, drop the rest, so the sentence splitter and the question test are not fooled.
    // Links keep their query strings.
    let trimmed = block.replace(/\s+/g, ' ').trim();
    if (trimmed.includes('?')) {
      trimmed = trimmed
        .split(' ')
        .map((w) =>
          !w.includes('?') || /[/=&@]|^www\./i.test(w)
            ? w
            : w.replace(/(?<=[A-Za-z])\?(?=(s|t|ll|re|ve|d|m)\b)/g, "'").replace(/(?<=[A-Za-z0-9])\?(?=[A-Za-z])|\?{3,}/g, ' '),
        )
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    }
    // The same mail writes the apostrophe as "," or ";" ("Let,s", "I,m", "don;t"), or leaves control characters
    // where a curly quote was ("=0F" in Enron's mail: "\x0F"Are those folks …?\x0F" he asked"): they would hide the quotes.
    if (CONTROL_CHARS.test(trimmed)) trimmed = trimmed.replace(LOST_PUNCTUATION, (_, c: string) => PUNCTUATION_FOR[c]!).replace(CONTROL_CHARS_ALL, '');
    if (/[a-z][,;][a-z]/i.test(trimmed)) trimmed = trimmed.replace(CONTRACTION_MARK, "$1'$2");
    if (!trimmed) continue;
    const doc = n.readDoc(trimmed);
    // Token texts and tags of the whole block at once; each sentence takes its span of them.
    const all = doc.tokens();
    const texts = all.out() as string[];
    const pos = all.out(its.pos) as string[];
    const first = out.length;
    doc.sentences().each((s: any) => {
      const sText = s.out().trim();
      if (!sText) return;
      const [start, end] = s.out(its.span) as [number, number];
      const tokens: Token[] = [];
      for (let i = start; i <= end; i++) {
        if (pos[i] === 'SPACE') continue;
        tokens.push(new WinkToken(texts[i]!, pos[i] ?? 'X', all, i));
      }
      const prev = out.length > first ? out[out.length - 1]! : null;
      // A cut after an abbreviation or a parenthesised "?" leaves the rest of the sentence starting in lower case or with a
      // number ("some member co. or cos. | think the draft …", "These companies (or company?) | claim …", "(ok. | 2 500 zł)?"):
      // one sentence.
      if (prev && /^[\p{Ll}\d]/u.test(sText) && CUT_AFTER.test(prev.text)) {
        out[out.length - 1] = { text: `${prev.text} ${sText}`, tokens: [...prev.tokens, ...tokens], sentiment: prev.sentiment, block: blockIndex };
        return;
      }
      out.push({ text: sText, tokens, sentiment: s.out(its.sentiment) as unknown as number, block: blockIndex });
    });
  }
  return out;
}
