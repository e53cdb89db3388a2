export interface Quote {
  text: string;
  author: string;
}

/**
 * Cheer for the not-found page: well-known words of programmers and computer scientists. The card sets a quote in
 * typographic double quotes, so a quote within one takes typographic single ones (‘ ’), and apostrophes are ’.
 */
export const QUOTES: readonly Quote[] = [
  {
    text: 'Programs must be written for people to read, and only incidentally for machines to execute.',
    author: 'Harold Abelson',
  },
  { text: 'Simplicity is prerequisite for reliability.', author: 'Edsger W. Dijkstra' },
  {
    text: 'Program testing can be used to show the presence of bugs, but never to show their absence!',
    author: 'Edsger W. Dijkstra',
  },
  { text: 'Premature optimization is the root of all evil.', author: 'Donald Knuth' },
  { text: 'Talk is cheap. Show me the code.', author: 'Linus Torvalds' },
  {
    text: 'Any fool can write code that a computer can understand. Good programmers write code that humans can understand.',
    author: 'Martin Fowler',
  },
  {
    text: 'Debugging is twice as hard as writing the code in the first place. Therefore, if you write the code as cleverly as possible, you are, by definition, not smart enough to debug it.',
    author: 'Brian Kernighan',
  },
  { text: 'Controlling complexity is the essence of computer programming.', author: 'Brian Kernighan' },
  { text: 'The most dangerous phrase in the language is, ‘We’ve always done it this way.’', author: 'Grace Hopper' },
  { text: 'Make it work, make it right, make it fast.', author: 'Kent Beck' },
  {
    text: 'There are two ways of constructing a software design: one way is to make it so simple that there are obviously no deficiencies, and the other way is to make it so complicated that there are no obvious deficiencies.',
    author: 'C. A. R. Hoare',
  },
  { text: 'The best way to predict the future is to invent it.', author: 'Alan Kay' },
];

/** `random` is injectable so tests can pick a known quote. */
export function pickQuote(random: () => number = Math.random): Quote {
  const index = Math.min(QUOTES.length - 1, Math.floor(random() * QUOTES.length));
  return QUOTES[index] ?? { text: 'Simplicity is prerequisite for reliability.', author: 'Edsger W. Dijkstra' };
}
