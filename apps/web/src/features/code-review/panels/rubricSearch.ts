import type { RubricChoice } from '../model/types';

// The rubric panel's search: a rubric comment matches on its name, its text or its category's name, ignoring case.

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

export function choiceMatches(choice: RubricChoice, query: string): boolean {
  if (query === '') return true;
  const { rubricComment, category } = choice;
  return [rubricComment.name, rubricComment.text, category.name].some((field) => field.toLowerCase().includes(query));
}

/** Splits a text into the parts that match the query and those that don't, for highlighting. */
export function splitMatches(text: string, query: string): { text: string; match: boolean }[] {
  if (query === '') return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(query); at !== -1; at = lower.indexOf(query, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + query.length), match: true });
    from = at + query.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
