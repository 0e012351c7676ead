/** What every bench script starts and ends with. */

/** A whole number ≥ 1 from the environment, or `fallback` when the variable is unset or empty. */
export function wholeNumberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

/** Runs a script's `main` and exits with its code, or 1 with the error's stack when it throws. */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
