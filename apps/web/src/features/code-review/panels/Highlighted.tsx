import { Fragment } from 'react';
import { theme } from 'antd';
import { splitMatches } from './rubricSearch';

/** A text with the parts that match the search marked. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const { token } = theme.useToken();
  return (
    <>
      {splitMatches(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} style={{ background: token.colorWarningBg, color: 'inherit', padding: 0 }}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
