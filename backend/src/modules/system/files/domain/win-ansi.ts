/**
 * The standard PDF fonts speak WinAnsi (Latin-1 plus € „ “ – — … and a few more); pdfkit maps those itself.
 * Anything else would come out as garbage, so it becomes a close ASCII stand-in or "?".
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const STAND_INS: Record<string, string> = { '≤': '<=', '≥': '>=', '≈': '~', 'Ø': 'Ø', '⌀': 'Ø', '−': '-', '‑': '-', '\u2009': ' ' };

export function toWinAnsi(text: string): string {
  return Array.from(text.normalize('NFC'))
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (ch === '\n') return ch;
      if (ch === '\t' || code === 0xa0 || code === 0x202f) return ' ';
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) return ch;
      return STAND_INS[ch] ?? '?';
    })
    .join('');
}
