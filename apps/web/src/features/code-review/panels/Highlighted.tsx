import { Fragment } from 'react';
import { splitMatches } from './rubricSearch';

/** A text with the parts that match the search marked. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitMatches(text, query).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
