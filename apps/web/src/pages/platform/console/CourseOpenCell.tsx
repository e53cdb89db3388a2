import { Button, Tag } from 'antd';
import type { CourseToOpen } from './CoursePeopleDrawer';

/** A course's name in a console table: opens the drawer of its people; an archived course says so. */
export function CourseOpenCell({ course, onOpen }: { course: CourseToOpen & { period: string; archived: boolean }; onOpen(course: CourseToOpen): void }) {
  return (
    <>
      <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => onOpen(course)} aria-label={`People of ${course.name} ${course.period}`}>
        {course.name}
      </Button>
      {course.archived ? <Tag style={{ marginInlineStart: 8 }}>archived</Tag> : null}
    </>
  );
}
