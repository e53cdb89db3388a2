import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Input, theme } from 'antd';
import type { CoursePeople } from '@marginalia/contracts';
import { fetchCoursePeople, platformConsoleQueryKeys } from '../../../api/platformConsole';
import { LoadFailed } from '../../../components/LoadStates';
import { SecondaryText } from '../../../components/SecondaryText';
import { organizationName } from '../../../format/organizationName';
import { LoginAsLink } from './links';

// A course's people as the Organizations and Courses views open them: its admins, graders (super graders
// included) and students, each a login-as link. Large courses get a filter box over the three lists.

export interface CourseToOpen {
  id: number;
  /** Shown as the title while the people load. */
  name: string;
}

const ROLES = [
  { key: 'admins', title: 'Admins', none: 'No admins.' },
  { key: 'graders', title: 'Graders', none: 'No graders.' },
  { key: 'students', title: 'Students', none: 'No students.' },
] as const;

/** From this many people on, a filter box helps find one. */
const FILTER_FROM = 12;

function PeopleLists({ people }: { people: CoursePeople }) {
  const { token } = theme.useToken();
  const [filter, setFilter] = useState('');
  const total = people.admins.length + people.graders.length + people.students.length;
  const needle = filter.trim().toLowerCase();
  const { course } = people;
  return (
    <>
      <SecondaryText>
        {course.organization ? organizationName(course.organization) : 'No organization'} · {course.period}
      </SecondaryText>
      {total >= FILTER_FROM && (
        <Input.Search
          aria-label="Filter people"
          placeholder="Filter people by e-mail"
          allowClear
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          style={{ margin: `${token.marginXS}px 0 ${token.marginMD}px` }}
        />
      )}
      {ROLES.map((role) => {
        const all = people[role.key];
        const shown = needle ? all.filter((person) => person.email.toLowerCase().includes(needle)) : all;
        const headingId = `course-people-${role.key}`;
        return (
          <section key={role.key} aria-labelledby={headingId} style={{ marginTop: token.marginMD }}>
            <h3 id={headingId} style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, margin: `0 0 ${token.marginXS}px` }}>
              {role.title} ({needle ? `${shown.length} of ${all.length}` : all.length})
            </h3>
            {shown.length === 0 ? (
              <SecondaryText>{needle && all.length ? 'None matches.' : role.none}</SecondaryText>
            ) : (
              <ul aria-label={role.title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {shown.map((person) => (
                  <li key={person.id} style={{ padding: `${token.paddingXXS}px 0`, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
                    <LoginAsLink email={person.email} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}

export function CoursePeopleDrawer({ course, onClose }: { course: CourseToOpen | null; onClose(): void }) {
  const id = course?.id ?? 0;
  const people = useQuery({ queryKey: platformConsoleQueryKeys.coursePeople(id), queryFn: () => fetchCoursePeople(id), enabled: course !== null });
  let body = null;
  if (people.isError) body = <LoadFailed what="the course’s people" onRetry={() => void people.refetch()} />;
  else if (people.data) body = <PeopleLists key={id} people={people.data} />;
  return (
    <Drawer
      open={course !== null}
      onClose={onClose}
      title={people.data?.course.name ?? course?.name ?? 'Course'}
      size="min(480px, 100vw)"
      loading={course !== null && people.isPending}
    >
      {body}
    </Drawer>
  );
}
