/**
 * Cells that a spreadsheet would run as a formula (OWASP «CSV injection»): starting with `=`, `@`,
 * tab or carriage return, or with `+` / `-` — except when the rest is only digits, spaces and
 * `. , ( ) / -` with at least one digit (`-12.5`, `+7 495 123-45-67`): without letters no function,
 * reference or DDE call can be written, so those are left as they are (see docs/DECISIONS.md).
 */
export const FORMULA_TRIGGER = /^(?:[=@\t\r]|[+-](?!(?=\D*\d)[\d .,()/-]*$))/;

/** Whether a cell would be neutralized on export. */
export function isFormulaLike(cell: string): boolean {
  return FORMULA_TRIGGER.test(cell);
}

/** Prefixes a formula-like cell with a single quote; other cells are returned unchanged. */
export function neutralizeFormula(cell: string): string {
  return FORMULA_TRIGGER.test(cell) ? `'${cell}` : cell;
}
