/** Normalizers: pure, synchronous; one place for each rule. */
export {
  foldToAscii,
  foldCompact,
  foldCodePoint,
  keepAlnum,
  splitWords,
  lowerYo,
  dropPictographs,
  looseLatin,
  Memo,
  mapDistinct,
} from './fold';
export {
  titleCompactKey,
  titleTokens,
  titleTokenSortKey,
  titleMarkers,
  titleWords,
  titleViews,
  cleanTitle,
  type TitleViews,
  type TitleWord,
} from './title';
export {
  extractMarkers,
  markerYears,
  markerParts,
  markerIssues,
  markerNumbers,
  romanValue,
  ordinalValue,
  stripAgeRatings,
  type TitleMarker,
  type PartKind,
} from './markers';
export { expandAbbreviation, ABBREVIATIONS, LETTER_ABBREVIATIONS } from './abbreviations';
export { stemWord } from './stem';
export { normalizeCompanyName, companyTokens } from './company';
export { normalizeHost, normalizeHostReference, domainParts, registeredDomain, type DomainParts } from './host';
export { canonicalUrl, TRACKING_PARAMS, TRACKING_PREFIXES } from './url';
export { parseGtin, normalizeGtin, gtinCheckDigit, type GtinResult, type GtinProblem } from './gtin';
export { normalizeEmail, type EmailOptions } from './email';
export {
  normalizePhone,
  defaultPhoneRegion,
  rowPhoneRegions,
  countryCodeOf,
  type PhoneOptions,
  type PhoneRegionGuess,
  type RegionColumn,
} from './phone';
export {
  parseDateTime,
  parseInstant,
  calendarDay,
  dayOfInstant,
  suggestReferenceOffset,
  DEFAULT_REFERENCE_OFFSET_MINUTES,
  type DateTimeOptions,
  type ParsedDateTime,
} from './datetime';
export { fixedOffsetMinutes, isKnownZone, wallTimeToInstant } from './zone';
export { parseLatitude, parseLongitude, haversineMetres, placeholderPoints } from './geo';
export { normalizeCity } from './city';
export { normalizeAddress, streetKeys } from './address';
