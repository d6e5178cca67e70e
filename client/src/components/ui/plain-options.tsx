/** One <option> per value, each labelled with the value itself. */
export function PlainOptions({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}
