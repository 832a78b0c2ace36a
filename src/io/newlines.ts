/**
 * Rewrites CRLF and lone CR to LF across chunk boundaries and counts each kind, so the CSV parser
 * sees one line ending even in files that mix them. Quoted newlines are normalized too.
 */
export class NewlineNormalizer {
  crlf = 0;
  lf = 0;
  cr = 0;
  private endedWithCr = false;

  /** Normalizes one chunk of text. */
  push(text: string): string {
    if (text.length === 0) return text;
    let start = 0;
    if (this.endedWithCr && text.charCodeAt(0) === 10) {
      // The CR at the end of the previous chunk was half of a CRLF: it was already emitted as LF.
      this.cr--;
      this.crlf++;
      start = 1;
    }
    this.endedWithCr = text.charCodeAt(text.length - 1) === 13;
    const body = start ? text.slice(start) : text;
    if (body.indexOf('\r') === -1) {
      this.lf += countLf(body);
      return body;
    }
    return body.replace(/\r\n|\r|\n/g, (m) => {
      if (m === '\r\n') this.crlf++;
      else if (m === '\r') this.cr++;
      else this.lf++;
      return '\n';
    });
  }
}

function countLf(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
