/** Parsed command-line arguments: positionals and `--name value` / `--flag` options. */
export interface ParsedArgs {
  command: string;
  positionals: string[];
  options: Map<string, string | true>;
}

/** Options that take no value. */
const FLAGS = new Set(['help', 'quiet']);

/** Parse argv (without node and script). Throws a clear message on a missing value. */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const [command = 'help', ...rest] = argv;
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (eq >= 0) options.set(name, arg.slice(eq + 1));
    else if (FLAGS.has(name)) options.set(name, true);
    else {
      const value = rest[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`option --${name} needs a value`);
      options.set(name, value);
      i++;
    }
  }
  return { command, positionals, options };
}

/** A string option, or undefined. */
export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const v = args.options.get(name);
  if (v === true) throw new Error(`option --${name} needs a value`);
  return v;
}

/** A positive integer option, or the default. */
export function intOption(args: ParsedArgs, name: string, fallback: number): number {
  const v = stringOption(args, name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`option --${name} must be a non-negative integer, got «${v}»`);
  return n;
}

/** An option restricted to a set of values, or the default. */
export function choiceOption<T extends string>(args: ParsedArgs, name: string, choices: readonly T[], fallback: T): T {
  const v = stringOption(args, name);
  if (v === undefined) return fallback;
  if (!(choices as readonly string[]).includes(v))
    throw new Error(`option --${name} must be one of ${choices.join(', ')}, got «${v}»`);
  return v as T;
}
