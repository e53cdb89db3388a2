/**
 * What course staff ask of a grading tool, and how Marginalia answers. These are the needs we hear most often
 * from people who run programming courses, written in our own words: each is attributed to a role and a kind
 * of course, never to a real person or institution.
 */
export interface Testimonial {
  id: string;
  /** The need, in the first person, as course staff put it. */
  need: string;
  /** Who typically says it: a role and a kind of course. */
  role: string;
  course: string;
  /** How Marginalia meets the need. */
  answer: string;
  /** Where to read more. */
  link: { to: string; label: string };
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'exact-code',
    need: 'Our graders need to point at the exact expression that is wrong, not write a paragraph at the bottom of the file.',
    role: 'Head TA',
    course: 'data-structures course, 400 students',
    answer:
      'Select any range of characters, from one symbol to a whole function, and attach a comment to it. Students read each comment right beside the code it is about.',
    link: { to: '/why-marginalia#annotate', label: 'See how annotating works' },
  },
  {
    id: 'consistent-rubric',
    need: 'With twenty graders, the same mistake should cost the same points, whoever grades it.',
    role: 'Instructor',
    course: 'introductory programming course, 900 students',
    answer:
      'Rubrics hold shared comments with points, grouped in categories that can cap their deductions. Graders apply them in a click, and changing a rubric comment updates every grade that uses it.',
    link: { to: '/why-marginalia#instructors', label: 'Rubrics for instructors' },
  },
  {
    id: 'self-hosting',
    need: 'We cannot send student work to a service we do not control.',
    role: 'Teaching-systems lead',
    course: 'computer-science department',
    answer:
      'Marginalia is open source and runs on your own server, with your own PostgreSQL database. Student code and grades stay where your institution keeps them.',
    link: { to: '/pricing', label: 'What self-hosting takes' },
  },
  {
    id: 'queue',
    need: 'I just want the next submission to grade, without a spreadsheet of who has what.',
    role: 'Grader',
    course: 'systems-programming course, 250 students',
    answer:
      'Graders claim the next submission from a shared queue with one click. Two graders never get the same submission, and everyone sees how many are left.',
    link: { to: '/why-marginalia#instructors', label: 'Grading as a team' },
  },
  {
    id: 'anonymous',
    need: 'Grading should be about the work, not about who wrote it.',
    role: 'Instructor',
    course: 'algorithms course, 300 students',
    answer:
      'Turn on anonymous grading for an assignment and graders see a stable pseudonym instead of a name, so they can still tell submissions apart.',
    link: { to: '/why-marginalia#instructors', label: 'Anonymous grading' },
  },
  {
    id: 'tests',
    need: 'Correctness checks should run on their own, and their results should count.',
    role: 'Lecturer',
    course: 'introductory Python course, 600 students',
    answer:
      'Define test categories and test cases with points. Results appear beside the code with their logs and count in the grade, whether the tests run on Marginalia or on your own system.',
    link: { to: '/autograder', label: 'How the autograder works' },
  },
  {
    id: 'regrades',
    need: 'Students should be able to act on feedback, and to tell us when a deduction looks wrong.',
    role: 'Course coordinator',
    course: 'software-engineering course, 200 students',
    answer:
      'Students read comments in place, rate them as helpful or not, and ask for a regrade with a reason. Staff answer the request where the code is, and the student is told by e-mail.',
    link: { to: '/why-marginalia#students', label: 'The student view' },
  },
  {
    id: 'api',
    need: 'We have years of course scripts written against the codePost API.',
    role: 'Instructor',
    course: 'course that graded on codePost',
    answer:
      'Marginalia answers the same resources with the same conventions, so existing scripts keep working with a new address and an API key.',
    link: { to: '/faqs#api', label: 'About the API' },
  },
];

/** The ones the landing page shows. */
export const FEATURED_TESTIMONIAL_IDS = ['exact-code', 'consistent-rubric', 'self-hosting'] as const;

export function featuredTestimonials(): Testimonial[] {
  return FEATURED_TESTIMONIAL_IDS.map((id) => TESTIMONIALS.find((t) => t.id === id)).filter((t): t is Testimonial => t !== undefined);
}
