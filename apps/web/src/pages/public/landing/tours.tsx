import type { ReactNode } from 'react';
import { CodeIllustration, FeedbackIllustration, RubricIllustration } from './illustrations';

export type TourKey = 'annotate' | 'students' | 'instructors';

export interface Tour {
  key: TourKey;
  label: string;
  title: string;
  intro: string;
  points: { title: string; text: string }[];
  illustration: ReactNode;
  /** Where to read further, beyond the tours. */
  more: { to: string; label: string };
}

/** The three feature tours of /why-marginalia, in the order of its control; `#key` selects one. */
export const TOURS: readonly Tour[] = [
  {
    key: 'annotate',
    label: 'Annotate code',
    title: 'Comments that sit on the code they are about',
    intro: 'Grading code should feel like reviewing it. Graders select what they mean and say why, right there.',
    points: [
      {
        title: 'Select exactly what you mean',
        text: 'A comment covers any range of characters, from a single operator to a whole function, and stays anchored to it.',
      },
      {
        title: 'Write like a reviewer',
        text: 'Comments take Markdown, including code blocks, and can carry points off or bonus points.',
      },
      {
        title: 'Reuse what you already wrote',
        text: 'Apply a rubric comment to the selection in a click, so a common mistake gets the same words and the same points every time.',
      },
      {
        title: 'Stay in the flow',
        text: 'Keyboard shortcuts, zoom and dark mode in the code view; notebooks and Markdown files are shown rendered, ready to comment on.',
      },
    ],
    illustration: <CodeIllustration />,
    more: { to: '/demo', label: 'Open a graded submission' },
  },
  {
    key: 'students',
    label: 'For students',
    title: 'Feedback students can act on',
    intro: 'Students see what their graders saw, line by line, and have a fair way to respond.',
    points: [
      {
        title: 'Feedback in place',
        text: 'Every comment appears beside the code it is about, with its points and the rubric item it comes from.',
      },
      {
        title: 'Say what helped',
        text: 'Students rate comments as helpful or not, which tells staff which feedback lands.',
      },
      {
        title: 'Ask for a second look',
        text: 'A regrade request carries the student’s reason; staff answer it next to the code, and the student hears back by e-mail.',
      },
      {
        title: 'Hand work in without fuss',
        text: 'Upload files, folders or a zip and see what will be sent first. Due dates, late days and partners are handled for you.',
      },
    ],
    illustration: <FeedbackIllustration />,
    more: { to: '/faqs#users', label: 'Questions about roles' },
  },
  {
    key: 'instructors',
    label: 'For instructors',
    title: 'Consistent grading across a whole course staff',
    intro: 'Run grading for hundreds of students with a team of graders, and keep it fair.',
    points: [
      {
        title: 'Rubrics that keep grades consistent',
        text: 'Shared comments with points, in categories that can cap deductions. Change one and every grade that uses it is updated.',
      },
      {
        title: 'A queue for the grading team',
        text: 'Graders claim the next submission with one click; sections, progress and statistics show where grading stands.',
      },
      {
        title: 'Fair by design',
        text: 'Anonymous grading hides names behind stable pseudonyms; similarity checks rank an assignment’s pairs of submissions and show the matching code side by side, so work that is too alike stands out.',
      },
      {
        title: 'Tests that count',
        text: 'Test categories and cases with points; results appear with their logs beside the code and flow into the grade.',
      },
      {
        title: 'Your data in and out',
        text: 'Import rosters from CSV with a preview, export grades as CSV, and script anything else through the codePost-compatible API.',
      },
    ],
    illustration: <RubricIllustration />,
    more: { to: '/autograder', label: 'How the autograder works' },
  },
];

export function tourFromHash(hash: string): Tour {
  const key = hash.replace(/^#/, '');
  return TOURS.find((tour) => tour.key === key) ?? TOURS[0]!;
}
