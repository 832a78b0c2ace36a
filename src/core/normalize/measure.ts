/**
 * Quantities with a unit as one number in the unit's base: «75cl», «750ml», «0.75 L» and «Magnum 150cl» are 0.75 and
 * 1.5 litres; «1,5 kg» and «1500 g» 1.5 kilograms; «46 sq m» and «495 sq ft» about 46 square metres; «256 GB» 256e9
 * bytes. A pack («6 x 75cl») is its whole quantity. How a source prints a quantity is not the quantity.
 */

/** Base units per unit word, lower case (volume in litres, mass in kilograms, length in metres, area in m², bytes). */
// prettier-ignore
const UNITS: ReadonlyMap<string, number> = new Map([
  ['ml', 0.001], ['cl', 0.01], ['dl', 0.1], ['l', 1], ['ltr', 1], ['litre', 1], ['litres', 1], ['liter', 1],
  ['liters', 1], ['мл', 0.001], ['л', 1], ['fl oz', 0.0295735],
  ['mg', 1e-6], ['g', 0.001], ['kg', 1], ['lb', 0.453592], ['lbs', 0.453592], ['oz', 0.0283495], ['мг', 1e-6],
  ['г', 0.001], ['кг', 1],
  ['mm', 0.001], ['cm', 0.01], ['m', 1], ['km', 1000], ['kms', 1000], ['in', 0.0254], ['ft', 0.3048], ['mi', 1609.344],
  ['mile', 1609.344], ['miles', 1609.344], ['мм', 0.001], ['см', 0.01], ['м', 1], ['км', 1000],
  ['m²', 1], ['m2', 1], ['sq m', 1], ['sq metres', 1], ['sq meters', 1], ['sqm', 1], ['ft²', 0.092903],
  ['sq ft', 0.092903], ['sqft', 0.092903], ['sq feet', 0.092903], ['м²', 1], ['м2', 1], ['кв м', 1],
  ['kb', 1e3], ['mb', 1e6], ['gb', 1e9], ['tb', 1e12],
]);

const QUANTITY =
  /(?:(\d+)\s*[x×]\s*)?(\d+(?:[.,]\d+)?)\s*(fl\.?\s?oz|sq\.?\s?(?:ft|m|metres|meters|feet)|[\p{L}]+[²2]?)\.?(?![\p{L}\d])/giu;

/**
 * The value's quantity in its unit's base, NaN when it holds no quantity with a known unit or several of them (a pack
 * of N counts as one quantity, N times).
 */
export function measureValue(raw: string): number {
  let found = NaN;
  for (const m of raw.matchAll(QUANTITY)) {
    const unit = UNITS.get(m[3].toLowerCase().replace(/\./g, '').replace(/\s+/g, ' '));
    if (unit === undefined) continue;
    if (!Number.isNaN(found)) return NaN;
    found = Number(m[2].replace(',', '.')) * unit * (m[1] ? Number(m[1]) : 1);
  }
  return found;
}

/**
 * The share of non-empty values that hold one quantity with a known unit (`numbers`: their quantities, when already
 * read).
 */
export function measureShare(values: readonly string[], numbers = Float64Array.from(values, measureValue)): number {
  let filled = 0;
  let measured = 0;
  for (let r = 0; r < values.length; r++)
    if (values[r].trim() !== '') (filled++, Number.isNaN(numbers[r]) || measured++);
  return filled === 0 ? 0 : measured / filled;
}
