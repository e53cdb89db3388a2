// Counts in sentences: "1 student", "2 students", "1 person", "3 people". Every count text of the app goes
// through here, so that none says "1 students".

/** The word alone, for texts that write the number themselves (grouped, signed, as a fraction). */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return count === 1 || count === -1 ? one : many;
}

/** The count and its word: `plural(1, 'file')` is "1 file", `plural(2, 'person', 'people')` is "2 people". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${pluralWord(count, one, many)}`;
}
