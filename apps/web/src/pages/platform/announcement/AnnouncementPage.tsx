import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Switch, Typography, message } from 'antd';
import { ANNOUNCEMENT_TEXT_MAX, AnnouncementInput, SITE_TEXTS, type AnnouncementSettings } from '@marginalia/contracts';
import { ApiError } from '../../../api/errors';
import { announcementQueryKey, fetchAnnouncementSettings, saveAnnouncement, siteQueryKey } from '../../../api/site';
import { PageHeading } from '../../../components/PageHeading';
import { LoadFailed } from '../../../components/LoadStates';
import { usePageTitle } from '../../../hooks/usePageTitle';

// `/dashboard/announcement`, platform admins: the announcement every page of this installation shows
// (docs/PRODUCT.md §1.1). Off on a fresh install; the text is required while it is on, a date and a link are
// optional. Every save is a new version: readers who dismissed the previous one see it again.

interface Values {
  enabled: boolean;
  text: string;
  date: string;
  link: string;
}

type FieldErrors = Partial<Record<keyof Values, string[]>>;

const FIELDS: (keyof Values)[] = ['enabled', 'text', 'date', 'link'];

function valuesOf(settings: AnnouncementSettings): Values {
  return { enabled: settings.enabled, text: settings.text, date: settings.date ?? '', link: settings.link ?? '' };
}

/** The contract's check, run before sending; the server runs the same one. */
function checkLocally(values: Values): FieldErrors {
  const parsed = AnnouncementInput.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Values;
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

function serverErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) return null;
  const body = error.body as Record<string, string[]>;
  return Object.fromEntries(FIELDS.filter((field) => body[field]).map((field) => [field, body[field]]));
}

const lastChange = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export default function AnnouncementPage() {
  usePageTitle('Announcement');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [messages, messageHolder] = message.useMessage();
  const settings = useQuery({ queryKey: announcementQueryKey, queryFn: fetchAnnouncementSettings });
  const save = useMutation({
    mutationFn: (values: Values) => saveAnnouncement(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(announcementQueryKey, saved);
      // This browser's banner follows at once; everyone else's on their next page load.
      void queryClient.invalidateQueries({ queryKey: siteQueryKey });
      form.setFieldsValue(valuesOf(saved));
      void messages.success(SITE_TEXTS.announcementSaved);
    },
    onError: (error) => setErrors(serverErrors(error) ?? {}),
  });

  useEffect(() => {
    if (settings.data) form.setFieldsValue(valuesOf(settings.data));
  }, [form, settings.data]);

  const submit = (values: Values) => {
    const local = checkLocally(values);
    setErrors(local);
    if (Object.keys(local).length === 0) save.mutate(values);
  };
  const fieldStatus = (field: keyof Values) =>
    errors[field] ? { validateStatus: 'error' as const, help: errors[field]!.join(' ') } : {};

  return (
    <div style={{ maxWidth: 720 }}>
      {messageHolder}
      <PageHeading>Announcement</PageHeading>
      <Typography.Paragraph type="secondary">
        A notice at the top of every page of this installation, for everyone, signed in or not: planned maintenance, a
        move, the end of a term. Readers may dismiss it; an edited announcement shows again.
      </Typography.Paragraph>
      {settings.isError ? (
        <LoadFailed what="the announcement" onRetry={() => void settings.refetch()} />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          disabled={!settings.data}
          initialValues={{ enabled: false, text: '', date: '', link: '' }}
          onFinish={submit}
          onValuesChange={() => setErrors({})}
        >
          <Form.Item name="enabled" label="Show the announcement" valuePropName="checked" {...fieldStatus('enabled')}>
            <Switch />
          </Form.Item>
          <Form.Item name="text" label="Text" extra="Required while the announcement is shown." {...fieldStatus('text')}>
            <Input.TextArea rows={3} maxLength={ANNOUNCEMENT_TEXT_MAX} showCount />
          </Form.Item>
          <Form.Item name="date" label="Date (optional)" extra="Shown after the text, e.g. the day of the maintenance." {...fieldStatus('date')}>
            <Input type="date" style={{ width: 200, maxWidth: '100%' }} />
          </Form.Item>
          <Form.Item
            name="link"
            label="Link (optional)"
            extra="“Read more” goes there: a page of this site such as /shutdown, or an address starting with https://."
            {...fieldStatus('link')}
          >
            <Input placeholder="https://status.example.edu/" />
          </Form.Item>
          {save.isError && !serverErrors(save.error) && <Alert type="error" showIcon style={{ marginBottom: 16 }} title="The announcement could not be saved. Try again." />}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
          {settings.data?.updatedAt && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
              Last changed {lastChange.format(new Date(settings.data.updatedAt))}
              {settings.data.updatedBy ? ` by ${settings.data.updatedBy}` : ''}.
            </Typography.Paragraph>
          )}
        </Form>
      )}
    </div>
  );
}
