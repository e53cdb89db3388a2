// The ten choices of the /integrations picker (docs/PRODUCT.md §1) and how each one works with Marginalia today. Only real
// paths are described: roster and grade CSV files, uploads (files, folders, zips, notebooks) and the API. Where
// there is no direct connection, the text says so plainly.

export interface IntegrationLink {
  to: string;
  label: string;
}

export interface Integration {
  id: string;
  name: string;
  /** What kind of tool it is. */
  kind: string;
  /** True only where Marginalia itself offers the connection (the API); everything else works through files. */
  direct: boolean;
  /** How the tool and Marginalia meet today, one string per paragraph. */
  summary: string[];
  steps: string[];
  links?: IntegrationLink[];
}

const LMS_KIND = 'Learning-management system';

function lms(id: string, name: string): Integration {
  return {
    id,
    name,
    kind: LMS_KIND,
    direct: false,
    summary: [
      `There is no direct connection to ${name} yet. Rosters and grades move between the two as CSV files, which takes a few minutes per term.`,
    ],
    steps: [
      `Export your class list from ${name} as a CSV file.`,
      'In the admin console’s roster panel, import the file. Marginalia shows a preview and lists any row that needs fixing before anything changes.',
      'Grade in Marginalia as usual.',
      `Export grades as CSV, for one assignment or for the whole course (one column per assignment and a total), and bring them into ${name} with its gradebook import.`,
    ],
  };
}

export const INTEGRATIONS: Integration[] = [
  lms('canvas', 'Canvas'),
  lms('moodle', 'Moodle'),
  lms('blackboard', 'Blackboard'),
  {
    id: 'jupyter',
    name: 'Jupyter notebooks',
    kind: 'Notebook tool',
    direct: false,
    summary: [
      'Students upload their .ipynb files like any other file. Marginalia shows the notebook cell by cell, and graders attach comments and rubric points to individual cells.',
    ],
    steps: [
      'Students save their notebook and upload the .ipynb file, on its own or inside a folder or zip.',
      'Graders open the submission and comment on the cells that need it.',
      'Students read the comments next to their cells once feedback is released.',
    ],
  },
  {
    id: 'github',
    name: 'GitHub',
    kind: 'Source-hosting service',
    direct: false,
    summary: [
      'There is no direct connection to GitHub yet. Students can upload a downloaded copy of their repository, and instructors who collect work from repositories can script the uploads through the API.',
    ],
    steps: [
      'Students download their repository as a zip (or use their local copy) and upload the zip or the folder to the assignment.',
      'For many repositories at once, a script can clone each one and upload its files with the course admin’s API key, naming the students of each submission.',
      'New uploads of the same files become new versions, so graders always see the latest code.',
    ],
    links: [{ to: '/faqs#api', label: 'About the API' }],
  },
  {
    id: 'codepen',
    name: 'CodePen',
    kind: 'Front-end playground',
    direct: false,
    summary: ['There is no direct connection to CodePen. Students export their pen and upload the files.'],
    steps: [
      'Export the pen as a zip from CodePen, or copy its HTML, CSS and JavaScript into index.html, style.css and script.js.',
      'Upload the zip or the files to the assignment.',
      'Graders comment on the exact lines of markup, styles and scripts.',
    ],
  },
  {
    id: 'jsfiddle',
    name: 'JSFiddle',
    kind: 'Front-end playground',
    direct: false,
    summary: ['There is no direct connection to JSFiddle. Students copy their fiddle into files and upload them.'],
    steps: [
      'Copy the HTML, CSS and JavaScript panels into index.html, style.css and script.js.',
      'Upload the three files, or a zip of them, to the assignment.',
      'Graders comment on the exact lines of markup, styles and scripts.',
    ],
  },
  {
    id: 'replit',
    name: 'Replit',
    kind: 'Online coding environment',
    direct: false,
    summary: ['There is no direct connection to Replit. Students download their project and upload it.'],
    steps: [
      'Download the project from Replit as a zip.',
      'Upload the zip to the assignment; Marginalia unpacks it and keeps the folder structure.',
      'Tests and graders work on the uploaded files as on any other submission.',
    ],
  },
  {
    id: 'zybooks',
    name: 'zyBooks',
    kind: 'Textbook-publisher platform',
    direct: false,
    summary: [
      'There is no direct connection to zyBooks. Scores earned in zyBooks stay there; Marginalia is where code written for a lab gets line-by-line feedback.',
    ],
    steps: [
      'Students copy or download the code of their lab into files.',
      'They upload the files to the matching assignment in Marginalia.',
      'Graders comment on the code and apply the rubric; grades can be exported as CSV alongside your other records.',
    ],
  },
  {
    id: 'homegrown',
    name: 'Homegrown tools',
    kind: 'Your own scripts and systems',
    direct: true,
    summary: [
      'Marginalia’s API follows codePost’s conventions, so scripts written for codePost can be pointed at your Marginalia server. Authenticate with an API key from your settings.',
    ],
    steps: [
      'Get your API key in Settings and send it as "Authorization: Token" followed by the key.',
      'Create courses, assignments, rosters, rubrics and test cases; upload submissions and files; add comments and read grades.',
      'Post the results of your own test runs to /submissionTests/ and they count toward the grade.',
    ],
    links: [
      { to: '/faqs#api', label: 'About the API' },
      { to: '/autograder', label: 'Running your own tests' },
    ],
  },
];
