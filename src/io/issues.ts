import type { ImportIssue, ImportIssueCode } from '../domain/dataset';

/** Where an issue is: a data row (1-based) and the physical line it starts on. */
export interface IssuePlace {
  row?: number;
  line?: number;
  column?: string;
}

/** Formats the «file, row 3 (line 5)» prefix every import message starts with. */
export function placeText(source: string, place: IssuePlace): string {
  if (place.row !== undefined && place.line !== undefined) return `${source}, row ${place.row} (line ${place.line})`;
  if (place.row !== undefined) return `${source}, row ${place.row}`;
  if (place.line !== undefined) return `${source}, line ${place.line}`;
  return source;
}

/** Collects import issues, keeping at most `cap` per code while counting all of them. */
export class IssueLog {
  readonly issues: ImportIssue[] = [];
  readonly counts: Partial<Record<ImportIssueCode, number>> = {};

  constructor(
    private readonly source: string,
    private readonly cap = 100,
  ) {}

  /** Records one issue; `problem` is the text after the place prefix. */
  add(severity: ImportIssue['severity'], code: ImportIssueCode, problem: string, place: IssuePlace = {}): void {
    const n = (this.counts[code] ?? 0) + 1;
    this.counts[code] = n;
    if (n > this.cap) return;
    const issue: ImportIssue = {
      severity,
      code,
      source: this.source,
      message: `${placeText(this.source, place)}: ${problem}`,
    };
    if (place.row !== undefined) issue.row = place.row;
    if (place.line !== undefined) issue.line = place.line;
    if (place.column !== undefined) issue.column = place.column;
    this.issues.push(issue);
  }

  /** Adds a closing note for each code whose issues were capped. */
  summarizeCapped(): void {
    for (const [code, n] of Object.entries(this.counts) as [ImportIssueCode, number][]) {
      if (n <= this.cap) continue;
      const severity = this.issues.find((i) => i.code === code)?.severity ?? 'warning';
      this.issues.push({
        severity,
        code,
        source: this.source,
        message: `${this.source}: ${n} ${code} issues in total; only the first ${this.cap} are listed`,
      });
    }
  }
}
