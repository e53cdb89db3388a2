/**
 * The body of a failed answer, readable: `{detail}` as text, `{field: [messages]}` as a list, anything else
 * as JSON. Kept as text so nothing in a body can inject markup.
 */
export function ErrorBody({ body }: { body: unknown }) {
  if (body === null || body === undefined || body === '') return null;
  if (typeof body === 'string') return <span>{body}</span>;
  if (typeof body === 'object' && !Array.isArray(body)) {
    const entries = Object.entries(body as Record<string, unknown>);
    if (entries.length === 1 && entries[0]?.[0] === 'detail' && typeof entries[0][1] === 'string') {
      return <span>{entries[0][1]}</span>;
    }
    if (entries.every(([, value]) => Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
      return (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {entries.map(([field, messages]) => (
            <li key={field}>
              {field === 'non_field_errors' ? '' : `${field}: `}
              {(messages as string[]).join(' ')}
            </li>
          ))}
        </ul>
      );
    }
  }
  return <pre style={{ margin: 0, whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}>{JSON.stringify(body, null, 2)}</pre>;
}
