/** Types for the untyped `snowball-stemmers` package (CommonJS, v0.6.0). */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  interface SnowballFactory {
    newStemmer(algorithm: string): Stemmer;
    algorithms(): string[];
  }
  const factory: SnowballFactory;
  export default factory;
}
