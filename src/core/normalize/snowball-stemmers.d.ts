/** Types for the untyped `snowball-stemmers` package (v0.6.0, a UMD/CommonJS module with named exports). */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  /** A stemmer for one of the algorithms listed by {@link algorithms} ('russian', 'english' …). */
  export function newStemmer(algorithm: string): Stemmer;
  export function algorithms(): string[];
}
