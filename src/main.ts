// Entry point: builds the program, runs it, maps thrown errors to exit codes.
export async function main(argv: string[]): Promise<number> {
  process.stderr.write(`calev: not built yet (${argv.join(' ')})\n`);
  return 1;
}
