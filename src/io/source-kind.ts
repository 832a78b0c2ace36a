/**
 * Which reader a file needs, judged by its content (never by its name): a workbook (ZIP with an
 * Excel or OpenDocument spreadsheet inside, or an old Office compound file), a Parquet file, or
 * text (which the CSV reader then checks for binary content).
 */
import type { SourceContainer } from '../domain/dataset';

/** The reader a file goes to. */
export type SourceKind =
  | { kind: 'text' }
  | { kind: 'workbook'; format: 'xlsx' | 'ods' | 'xls'; what: string }
  /** A ZIP archive holding no spreadsheet (a Word document, a plain archive …): refused with `what`. */
  | { kind: 'archive'; what: string }
  | { kind: 'parquet' };

/** Bytes of a file's head enough to tell the kinds apart. */
export const KIND_SNIFF_BYTES = 64 * 1024;

const latin1 = new TextDecoder('latin1');

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

/** The kind of a file from its first bytes (`KIND_SNIFF_BYTES`, or the whole file when shorter). */
export function sourceKindOf(head: Uint8Array): SourceKind {
  if (startsWith(head, [0x50, 0x41, 0x52, 0x31])) return { kind: 'parquet' };
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { kind: 'workbook', format: 'xls', what: 'an old Office file' };
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return { kind: 'text' };
  // Entry names sit in clear in the local headers: an OpenDocument file starts with its «mimetype» entry.
  const names = latin1.decode(head.subarray(0, KIND_SNIFF_BYTES));
  if (names.includes('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'))
    return { kind: 'workbook', format: 'ods', what: 'an OpenDocument spreadsheet' };
  if (names.includes('mimetypeapplication/vnd.oasis.opendocument.text'))
    return { kind: 'archive', what: 'an OpenDocument text document (.odt)' };
  if (names.includes('mimetypeapplication/vnd.oasis.opendocument.presentation'))
    return { kind: 'archive', what: 'an OpenDocument presentation (.odp)' };
  if (/word\/(document|styles|_rels)/.test(names)) return { kind: 'archive', what: 'a Word document (.docx)' };
  if (/ppt\/(presentation|slides|_rels)/.test(names))
    return { kind: 'archive', what: 'a PowerPoint presentation (.pptx)' };
  if (names.includes('xl/') || names.includes('[Content_Types].xml'))
    return { kind: 'workbook', format: 'xlsx', what: 'an Excel workbook' };
  // Entries may be listed in any order: a ZIP whose first entries say nothing is tried as a workbook.
  return { kind: 'workbook', format: 'xlsx', what: 'a ZIP archive' };
}

/** «an .xlsx workbook, sheet «People» (2 of 3 sheets)»: how a source read from a container is described. */
export function containerText(container: SourceContainer): string {
  if (container.kind === 'parquet') return 'a Parquet file';
  const sheets = container.sheets ?? [];
  const of = sheets.length > 1 ? ` (${sheets.indexOf(container.sheet ?? '') + 1} of ${sheets.length} sheets)` : '';
  return `an .${container.kind} workbook, sheet «${container.sheet ?? ''}»${of}`;
}
