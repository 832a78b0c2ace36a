import { buildStrongKeyColumn, type StrongKeyKind } from '../core/keys';
import { defaultPhoneRegion, rowPhoneRegions } from '../core/normalize/phone';
import type { ProfileInput } from '../core/profiles';
import type { Dataset } from './dataset';

/** A column whose values do not fit its kind: how many, and the first few with their rows. */
export interface DataQualityFinding {
  column: string;
  kind: StrongKeyKind;
  invalid: number;
  filled: number;
  examples: Array<{ key: string; value: string; problem: string }>;
}

const CHECKED: ReadonlySet<string> = new Set(['gtin', 'url', 'domain', 'email', 'phone']);

/**
 * Values of identifier columns (GTIN, URL, domain, email, phone) that their normalizer rejects: an
 * invalid GTIN check digit is no key, and a column mapped to a kind its values do not fit shows up
 * here with its first examples.
 */
export function dataQuality(ds: Dataset, input: ProfileInput): DataQualityFinding[] {
  const out: DataQualityFinding[] = [];
  // Phones written without a country code are read in their row's country, else the list's own region (8 965 … in a
  // Russian list).
  const region = input.columns.some((c) => c.kind === 'phone') ? defaultPhoneRegion(input.columns)?.region : undefined;
  for (const c of input.columns) {
    if (!CHECKED.has(c.kind)) continue;
    const col = buildStrongKeyColumn(c.kind as StrongKeyKind, c.values, {
      maxFindings: 5,
      phone: { defaultCountry: region },
      phoneRegions: c.kind === 'phone' ? rowPhoneRegions(input.columns, region) : undefined,
    });
    if (col.invalidCount === 0) continue;
    const filled = c.values.filter((v) => v.trim() !== '').length;
    out.push({
      column: c.name,
      kind: c.kind as StrongKeyKind,
      invalid: col.invalidCount,
      filled,
      examples: col.findings.map((f) => ({ key: ds.keys[f.row], value: f.value, problem: String(f.problem) })),
    });
  }
  return out;
}
