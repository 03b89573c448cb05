/** An address's lines, one a line, leaving out the empty ones (a postal address as NHS pages show it). */
export function AddressLines({ lines }: { lines: readonly (string | null | undefined)[] }) {
  return lines
    .filter((line): line is string => Boolean(line?.trim()))
    .map((line, index) => (
      <span key={index}>
        {index > 0 && <br />}
        {line}
      </span>
    ));
}
