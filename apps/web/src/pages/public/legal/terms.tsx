import { Link } from 'react-router';
import type { LegalSection } from './LegalDocument';
import { GOVERNING_LAW, MINIMUM_AGES } from './legalFacts';

// The Terms of Service. Marginalia is software anyone may run, so the texts speak of "the operator": whoever runs
// the instance the reader is using. Kept as data so the page, its table of contents and the tests share one list.

export const TERMS_INTRO = (
  <p>
    These terms govern your use of this Marginalia instance: the website, the application and the API served at this
    address. Marginalia is open-source software for giving and receiving feedback on code in programming courses. An
    instance is run by an <strong>operator</strong>, such as a university, a department or the Marginalia project
    itself for its hosted instance, and &ldquo;we&rdquo; and &ldquo;us&rdquo; below mean that operator. Please read
    these terms together with the <Link to="/privacy">Privacy Policy</Link>.
  </p>
);

export function termsSections(contactEmail: string): LegalSection[] {
  return [
    {
      id: 'acceptance',
      title: 'Acceptance of these terms',
      body: (
        <>
          <p>
            By creating an account, joining a course, or otherwise using the service, you agree to these terms. If you use
            the service on behalf of a school or another organization, you confirm that you may accept these terms for it.
            If you do not agree, please do not use the service.
          </p>
          <p>
            Your school may have its own rules for courses, such as an honour code or an acceptable-use policy for its
            systems. Those rules apply alongside these terms.
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: 'Accounts and roles',
      body: (
        <>
          <p>
            You need an account to use the service beyond its public pages. Accounts are identified by an e-mail address;
            please use your own, preferably the one your school gave you, and keep your password secret. You are
            responsible for what is done with your account. If you believe someone else has used it, reset your password
            and tell us.
          </p>
          <p>In each course, a person holds one or more roles:</p>
          <ul>
            <li>
              <strong>Course admins</strong> (instructors and staff) create courses and manage their rosters,
              sections, assignments, rubrics and settings;
            </li>
            <li>
              <strong>Graders and super graders</strong> (teaching assistants) review and grade submissions they are
              allowed to see;
            </li>
            <li>
              <strong>Students</strong> upload their work and read the feedback published to them.
            </li>
          </ul>
          <p>
            Course admins decide who belongs to their course and in which role. The operator may also name platform
            admins, who approve instructor sign-ups and look after the instance.
          </p>
        </>
      ),
    },
    {
      id: 'ages',
      title: 'Minimum age',
      body: (
        <>
          <p>To hold an account you must be at least:</p>
          <ul>
            <li>{MINIMUM_AGES.europeanUnion} years old if you live in the European Union;</li>
            <li>{MINIMUM_AGES.spainOrSouthKorea} years old if you live in Spain or South Korea;</li>
            <li>{MINIMUM_AGES.elsewhere} years old everywhere else.</li>
          </ul>
          <p>
            Where a law of your country sets a higher age for agreeing to online services, that age applies. If you are
            under the age of majority where you live, a parent or guardian must agree to these terms with you. If we
            learn that an account belongs to someone below the minimum age, we will close it.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: (
        <>
          <p>Use the service for teaching and learning, honestly. In particular, you agree not to:</p>
          <ul>
            <li>
              break the academic-integrity rules of your course or school, for example by submitting work that is not
              your own or by helping others do so;
            </li>
            <li>
              share another person&apos;s submissions, feedback or grades outside the course without their permission,
              or use the service to obtain work you are not entitled to see;
            </li>
            <li>
              attack the service: probe or test it for weaknesses without the operator&apos;s written permission, get
              around access checks or rate limits, overload it, or upload malware;
            </li>
            <li>
              use code submitted for the autograder to reach beyond its sandbox, mine cryptocurrency, or attack other
              systems;
            </li>
            <li>access another person&apos;s account, or pretend to be someone else;</li>
            <li>upload content that is unlawful, harassing, or infringes the rights of others.</li>
          </ul>
          <p>
            Course staff may run similarity checks on submissions to help uphold academic integrity. What a course does
            with their results is decided by the course and the school.
          </p>
        </>
      ),
    },
    {
      id: 'content',
      title: 'Your content',
      body: (
        <>
          <p>
            You keep every right you have in what you upload. Students own their submissions. Comments and grades
            belong to the people and the course that wrote them.
          </p>
          <p>
            By submitting work to a course, you give that course, its staff and the operator a non-exclusive licence to
            store, copy, display, run (in the autograder), compare (in similarity checks) and grade it, and to show the
            feedback to the people the course allows, for as long as is needed to teach and run the course and to keep
            the records your school must keep. The licence gives no right to publish your work or to use it for any
            other purpose.
          </p>
          <p>
            You confirm that you may upload what you upload, and that you will respect the rights of others, including
            the licences of any code you include.
          </p>
        </>
      ),
    },
    {
      id: 'api',
      title: 'The API and API keys',
      body: (
        <>
          <p>
            The service has an API for scripts and tools. Course admins may create an API key in{' '}
            <Link to="/settings">Settings</Link>. A key acts with your permissions: treat it like a password, keep it out
            of shared code and public repositories, and reset it if it may have leaked (resetting makes the old key stop
            working). You are responsible for what is done with your key.
          </p>
          <p>
            Use the API within reasonable limits, and do not use it to collect data you may not see in the web
            application. We may limit, suspend or revoke access to protect the service or its users. How the API
            works is described in the <Link to="/docs#api">help centre</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'open-source',
      title: 'The software and the service',
      body: (
        <>
          <p>
            The Marginalia software is open source, published under the Apache License, Version 2.0. That licence, not
            these terms, governs your use of the source code: you may read, run, change and share it as it allows.
          </p>
          <p>
            These terms govern the <em>service</em>: this particular instance, run by its operator. Anyone who runs
            their own instance becomes the operator of that instance and is responsible for it, including for the
            terms and privacy notice its users see. The Marginalia name may not be used to suggest that another
            instance is run or endorsed by the Marginalia project.
          </p>
        </>
      ),
    },
    {
      id: 'availability',
      title: 'Availability and changes',
      body: (
        <>
          <p>
            We aim to keep the service available and working, but we do not promise that it will be uninterrupted or
            free of errors. We may take it offline for maintenance, and we may add, change or remove features.
          </p>
          <p>
            The service may also be shut down. If we decide to shut it down, we will give notice on the site ahead of
            time in the announcement at the top of every page, and you will have the chance to download your work and
            grades before it closes. Please keep your own copies of anything you cannot afford to lose.
          </p>
          <p>
            We may change these terms. When the change matters, we will say so on the site before it takes effect and
            update the date at the top. If you keep using the service after that date, the new terms apply to you.
          </p>
        </>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers and limitation of liability',
      body: (
        <>
          <p>
            The service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the extent the law allows, the
            operator and the contributors to the Marginalia software make no warranties of any kind, express or
            implied, including of merchantability, fitness for a particular purpose and non-infringement. Grades and
            autograder results are produced by course staff and by tests they write; the operator does not check them.
          </p>
          <p>
            To the extent the law allows, the operator is not liable for indirect, incidental, special, consequential
            or punitive damages, or for lost data, lost profits or lost opportunities, arising from your use of the
            service. Where liability cannot be excluded, it is limited to the greater of the amount you paid to use the
            service in the twelve months before the claim and one hundred US dollars. Nothing in these terms limits
            liability that cannot be limited by law.
          </p>
        </>
      ),
    },
    {
      id: 'termination',
      title: 'Suspension and termination',
      body: (
        <>
          <p>
            You may stop using the service at any time, and ask us to close your account (see the Privacy Policy for
            what is kept afterwards). Course admins may remove people from their courses.
          </p>
          <p>
            We may suspend or close an account that breaks these terms, puts the service or others at risk, or that we
            are required to close by law, telling you why where we can. Sections on your content, disclaimers,
            liability and governing law continue to apply after an account is closed.
          </p>
        </>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of {GOVERNING_LAW}, United States of America, without regard to its
          conflict-of-laws rules. Disputes will be brought in the state or federal courts located in New Jersey, unless
          the law of the country where you live gives you the right to bring them at home. If a provision of these
          terms cannot be enforced, the rest remains in effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about these terms, or reports of misuse, go to the operator of this instance at{' '}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. Questions about a course, such as a grade or a
          deadline, are best sent to its instructors.
        </p>
      ),
    },
  ];
}
