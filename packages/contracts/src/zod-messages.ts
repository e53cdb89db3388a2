import { z } from 'zod';

// Error texts in the style existing API clients already display ("This field is required.").
// Installed once when the contracts are imported, so the server and the web app word errors alike.
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'This field is required.';
    if (issue.code === 'invalid_type' && issue.input === null) return 'This field may not be null.';
    if (issue.code === 'invalid_type') return `Expected ${issue.expected}.`;
    return undefined;
  },
});
