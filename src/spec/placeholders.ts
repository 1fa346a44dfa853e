// printf-style placeholders of the catalogue texts (%s, %d, %1$s, %2$s), filled in order or by position.

export function fillPlaceholders(text: string, values: ReadonlyArray<string | number>): string {
  let next = 0;
  return text.replace(/%(?:(\d+)\$)?([sd])/g, (_m, pos: string | undefined) => {
    const value = pos ? values[Number(pos) - 1] : values[next++];
    return String(value ?? '');
  });
}
