import { useState } from 'react';
import { Button, Empty, Popconfirm, Space, Table, Tag, theme, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assignment, Course, FileTemplate, FileTemplateUpdate } from '@marginalia/contracts';
import {
  assignmentQueryKeys,
  createFileTemplate,
  deleteFileTemplate,
  fetchFileTemplates,
  fileTemplatesQueryKey,
  updateFileTemplate,
} from '../../../../api/assignments';
import { LoadFailed, LoadingState } from '../../shell/ConsoleStates';
import { FileTemplateDialog } from './FileTemplateDialog';

/** The File templates tab: the starter and required files of an assignment. */
export function FileTemplatesTab({ course, assignment }: { course: Course; assignment: Assignment }) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const templates = useQuery({
    queryKey: fileTemplatesQueryKey(assignment.id, assignment.fileTemplates),
    queryFn: () => fetchFileTemplates(assignment.fileTemplates),
  });
  // The assignment lists its templates' ids; reading it again brings the list up to date.
  const changed = () => queryClient.invalidateQueries({ queryKey: assignmentQueryKeys.ofCourse(course.id) });
  const create = useMutation({
    mutationFn: (fields: FileTemplateUpdate & { name: string }) => createFileTemplate({ ...fields, assignment: assignment.id }, { quiet: true }),
    onSuccess: changed,
  });
  const update = useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: FileTemplateUpdate }) => updateFileTemplate(id, fields, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['fileTemplates', assignment.id] }),
  });
  const remove = useMutation({ mutationFn: deleteFileTemplate, onSuccess: changed });
  const [open, setOpen] = useState<FileTemplate | 'new' | null>(null);
  const readOnly = course.archived;

  if (templates.isPending) return <LoadingState label="Loading the file templates" />;
  if (templates.isError) return <LoadFailed what="the file templates" onRetry={() => void templates.refetch()} />;

  const columns: TableColumnsType<FileTemplate> = [
    { title: 'File', key: 'file', render: (_, template) => `${template.path ?? ''}${template.name}` },
    { title: 'Language', dataIndex: 'extension', width: 120 },
    { title: 'Required', dataIndex: 'required', width: 110, render: (required: boolean) => (required ? <Tag color="processing">Required</Tag> : 'Optional') },
    {
      title: 'Actions',
      key: 'actions',
      width: 190,
      render: (_, template) => (
        <Space size="small">
          <Button size="small" icon={readOnly ? <EyeOutlined /> : <EditOutlined />} aria-label={`${readOnly ? 'View' : 'Edit'} template ${template.name}`} onClick={() => setOpen(template)}>
            {readOnly ? 'View' : 'Edit'}
          </Button>
          <Popconfirm
            title={`Delete the template ${template.name}?`}
            description="Files students already submitted are kept."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(template.id).catch(() => undefined)}
            disabled={readOnly}
          >
            <Button size="small" danger icon={<DeleteOutlined />} disabled={readOnly} aria-label={`Delete template ${template.name}`}>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div style={{ maxWidth: 900 }}>
      <Button type="primary" icon={<PlusOutlined />} disabled={readOnly} onClick={() => setOpen('new')} style={{ marginBottom: token.marginSM }}>
        Add file template
      </Button>
      {templates.data.length === 0 ? (
        <Empty description="No file templates. Add starter files students begin from, or files every submission must include." />
      ) : (
        <Table<FileTemplate> rowKey="id" size="small" columns={columns} dataSource={templates.data} pagination={false} />
      )}
      {open !== null && (
        <FileTemplateDialog
          template={open === 'new' ? undefined : open}
          save={(fields) => (open === 'new' ? create.mutateAsync(fields) : update.mutateAsync({ id: open.id, fields }))}
          saving={create.isPending || update.isPending}
          readOnly={readOnly}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
