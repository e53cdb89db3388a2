import { Alert, Flex, Modal, Skeleton, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Assignment, Course } from '@marginalia/contracts';
import { assignmentQueryKeys, fetchPublicationPreview } from '../../../../api/assignments';
import { usableZone } from '../dates/zonedTime';
import { publicationSummary } from './publicationSummary';

interface PublishConfirmDialogProps {
  course: Course;
  assignment: Assignment;
  publishing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before students see grades: how many will, whether they are e-mailed, whether regrades open. */
export function PublishConfirmDialog({ course, assignment, publishing, onConfirm, onCancel }: PublishConfirmDialogProps) {
  const { token } = theme.useToken();
  const preview = useQuery({
    queryKey: assignmentQueryKeys.publication(assignment.id),
    queryFn: () => fetchPublicationPreview(assignment.id),
    // Grading goes on while the admin decides: always today's numbers.
    staleTime: 0,
  });
  const lines = preview.data ? publicationSummary(preview.data, course, assignment, usableZone(course.timezone)) : [];
  return (
    <Modal open title={`Publish ${assignment.name}?`} okText="Publish" confirmLoading={publishing} onOk={onConfirm} onCancel={onCancel}>
      {preview.isPending && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      {preview.isError && <Alert type="warning" showIcon title="What publishing would show could not be loaded. You can still publish." />}
      {lines.length > 0 && (
        <Flex vertical gap={token.marginXS} component="ul" style={{ margin: 0, paddingInlineStart: token.paddingLG }} aria-label="What publishing does">
          {lines.map((line) => (
            <li key={line.key} data-line={line.key}>
              {line.text}
              {line.link && (
                <>
                  {' '}
                  <Link to={line.link.to} onClick={onCancel}>
                    {line.link.label}
                  </Link>
                </>
              )}
            </li>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
