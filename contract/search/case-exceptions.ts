/**
 * What case folding changed in a text, kept instead of a second copy of it: for each changed character, the distance
 * from the previous one and the original character, two UTF-16 units. Prose has a capital every few dozen
 * characters, so this is a few percent of the text's size. `original` and `folded` have the same length
 * (`foldCase` keeps it).
 */
export function caseExceptions(original: string, folded: string): string {
  const parts: string[] = [];
  let last = 0;
  for (let at = 0; at < original.length; at += 1) {
    const code = original.charCodeAt(at);
    if (code === folded.charCodeAt(at)) continue;
    // A distance that does not fit one unit is crossed in steps that restore the folded character unchanged.
    while (at - last > 0xffff) {
      last += 0xffff;
      parts.push(String.fromCharCode(0xffff, folded.charCodeAt(last)));
    }
    parts.push(String.fromCharCode(at - last, code));
    last = at;
  }
  return parts.join('');
}

/** `folded.slice(start, end)` with its original characters put back. */
export function restoreCase(folded: string, exceptions: string, start: number, end: number): string {
  if (exceptions === '') return folded.slice(start, end);
  const chars: string[] = [];
  let copied = start;
  let at = 0;
  for (let read = 0; read < exceptions.length; read += 2) {
    at += exceptions.charCodeAt(read);
    if (at >= end) break;
    if (at < start) continue;
    chars.push(folded.slice(copied, at), exceptions.charAt(read + 1));
    copied = at + 1;
  }
  chars.push(folded.slice(copied, end));
  return chars.join('');
}
