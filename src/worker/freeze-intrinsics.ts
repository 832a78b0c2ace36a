/**
 * Freezes the built-in prototypes of the thread that imports it first: a workbook crafted to set
 * properties on Object.prototype (SheetJS 0.18.5's published prototype-pollution advisory) then
 * changes nothing. Only the throwaway workbook worker imports this.
 */
for (const proto of [
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
  Boolean.prototype,
]) {
  Object.freeze(proto);
}
export {};
