/** The values that differ from the current ones (all of them when there is nothing yet). */
export function changedValues<T extends object>(current: Partial<Record<keyof T, unknown>> | undefined, values: T): Partial<T> {
  if (!current) return values;
  return Object.fromEntries(Object.entries(values).filter(([field, value]) => value !== current[field as keyof T])) as Partial<T>;
}
