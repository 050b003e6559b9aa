// The formatting toolbar over a plain textarea: markdown-lite the server turns
// into the HTML part (**bold**, _italic_, '- ' lists, [text](url) links). Each
// edit returns the new text and the selection to restore.

export type Edit = { value: string; selectionStart: number; selectionEnd: number };

type Selection = { value: string; start: number; end: number };

/** Wraps the selection (or a placeholder, selected) in `mark`…`mark`; unwraps when already wrapped. */
export function toggleWrap({ value, start, end }: Selection, mark: string, placeholder: string): Edit {
  const selected = value.slice(start, end);
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (before.endsWith(mark) && after.startsWith(mark)) {
    return { value: before.slice(0, -mark.length) + selected + after.slice(mark.length), selectionStart: start - mark.length, selectionEnd: end - mark.length };
  }
  const text = selected || placeholder;
  return { value: `${before}${mark}${text}${mark}${after}`, selectionStart: start + mark.length, selectionEnd: start + mark.length + text.length };
}

/** Starts every selected line (or the current one) with '- '; removes it when all have it. */
export function toggleList({ value, start, end }: Selection): Edit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end);
  const lineEnd = nextBreak < 0 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const all = lines.every((l) => /^- /.test(l));
  const changed = lines.map((l) => (all ? l.replace(/^- /, '') : /^- /.test(l) ? l : `- ${l}`)).join('\n');
  const out = value.slice(0, lineStart) + changed + value.slice(lineEnd);
  return { value: out, selectionStart: lineStart, selectionEnd: lineStart + changed.length };
}

const looksLikeUrl = (s: string) => /^(https?:\/\/|mailto:)\S+$/i.test(s.trim());

/** [text](url): a selected URL links to itself; other text gets "https://" selected to type over. */
export function insertLink({ value, start, end }: Selection): Edit {
  const selected = value.slice(start, end);
  if (looksLikeUrl(selected)) {
    const link = `[${selected.trim()}](${selected.trim()})`;
    return { value: value.slice(0, start) + link + value.slice(end), selectionStart: start + 1, selectionEnd: start + 1 + selected.trim().length };
  }
  const text = selected || 'link text';
  const link = `[${text}](https://)`;
  const urlAt = start + text.length + 3;
  return { value: value.slice(0, start) + link + value.slice(end), selectionStart: urlAt, selectionEnd: urlAt + 'https://'.length };
}
