/**
 * Keeps stdout for the analyzer CLI's JSON only. Libraries loaded for extraction (pdf.js,
 * tesseract.js and its worker threads, whose output Node pipes into the parent's stdout) may
 * print; once guarded, anything written to process.stdout (console.log included) goes to stderr,
 * and the returned writer is the only way to reach the real stdout.
 */
export function guardStdout(): (text: string) => void {
  const out = process.stdout;
  const write = out.write.bind(out);
  out.write = ((chunk: unknown, ...rest: unknown[]) =>
    (process.stderr.write as (c: unknown, ...r: unknown[]) => boolean)(chunk, ...rest)) as typeof out.write;
  return (text: string) => {
    write(text);
  };
}
