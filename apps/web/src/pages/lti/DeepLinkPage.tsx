import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, InputNumber, Radio, Result, Spin, Typography } from 'antd';
import { useParams } from 'react-router';
import { LIMITS, LTI_DEEP_LINK_TEXTS as TEXTS, MAX_POINTS, type LtiDeepLinkPlace, type LtiDeepLinkResponse } from '@marginalia/contracts';
import { ApiError } from '../../api/errors';
import { cancelDeepLink, deepLinkQueryKey, fetchDeepLinkRequest, placeDeepLink } from '../../api/ltiDeepLinks';
import { LoadFailed, LoadingState } from '../../components/LoadStates';
import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../hooks/usePageTitle';
import { postToLms } from './postToLms';

// `/lti/deep-link/{ref}`, where an LMS's deep-linking launch hands the instructor over (docs/LMS.md, "Deep
// Linking"): they pick an assignment of the linked course or create one, and the signed answer goes back to the LMS
// by a form post; "Cancel" returns an answer that places nothing.

const NEW = 'new';

interface NewAssignment {
  name: string;
  points: number | null;
}

const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** The server's words for a refused choice, by field: a taken name, an assignment not of this course. */
function refusal(error: unknown): { name?: string[]; assignment?: string[] } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) return null;
  const body = error.body as Record<string, unknown>;
  const texts = (value: unknown) => (Array.isArray(value) ? value.filter((text): text is string => typeof text === 'string') : undefined);
  const create = body.create as Record<string, unknown> | undefined;
  return { name: texts(body.name) ?? texts(create?.name), assignment: texts(body.assignment) ?? texts(body.non_field_errors) };
}

export default function DeepLinkPage() {
  usePageTitle(TEXTS.title);
  const { ref = '' } = useParams();
  const [form] = Form.useForm<NewAssignment>();
  const [choice, setChoice] = useState<number | typeof NEW | null>(null);
  const [returning, setReturning] = useState(false);
  const request = useQuery({ queryKey: deepLinkQueryKey(ref), queryFn: () => fetchDeepLinkRequest(ref), retry: (count, error) => !isGone(error) && count < 2 });
  const back = (answer: LtiDeepLinkResponse) => {
    setReturning(true);
    postToLms(answer);
  };
  const place = useMutation({ mutationFn: (body: LtiDeepLinkPlace) => placeDeepLink(ref, body), onSuccess: back });
  const cancel = useMutation({ mutationFn: () => cancelDeepLink(ref), onSuccess: back });

  if (request.isPending) return <LoadingState label={TEXTS.title} />;
  if (request.isError || isGone(place.error) || isGone(cancel.error)) {
    if (isGone(request.error) || isGone(place.error) || isGone(cancel.error)) return <Result status="warning" title={TEXTS.gone} subTitle={TEXTS.goneDetail} />;
    return <LoadFailed what="the LMS request" onRetry={() => void request.refetch()} />;
  }
  if (returning) {
    return (
      <Flex justify="center" align="center" gap={12} style={{ padding: 48 }} role="status">
        <Spin />
        <span>{TEXTS.returning}</span>
      </Flex>
    );
  }

  const { course, assignments } = request.data;
  const chosen = choice ?? (assignments.length === 0 ? NEW : null);
  const refused = refusal(place.error);
  const submit = async () => {
    if (chosen === null) return;
    if (chosen !== NEW) return place.mutate({ assignment: chosen });
    const values = await form.validateFields().catch(() => null);
    if (values) place.mutate({ create: { name: values.name.trim(), points: values.points ?? 0 } });
  };
  const busy = place.isPending || cancel.isPending;

  return (
    <div style={{ maxWidth: 640, width: '100%', margin: '0 auto' }}>
      <PageHeading>{TEXTS.title}</PageHeading>
      <Typography.Paragraph>
        <strong>
          {course.name} · {course.period}
        </strong>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{TEXTS.intro}</Typography.Paragraph>
      <Radio.Group
        aria-label={TEXTS.chooseLabel}
        value={chosen}
        onChange={(event) => setChoice(event.target.value as number | typeof NEW)}
        disabled={busy}
        style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 16 }}
      >
        {assignments.map((assignment) => (
          <Radio key={assignment.id} value={assignment.id}>
            {assignment.name} <Typography.Text type="secondary">({TEXTS.points(assignment.points)})</Typography.Text>
          </Radio>
        ))}
        <Radio value={NEW}>{TEXTS.createOption}</Radio>
      </Radio.Group>
      {chosen === NEW && (
        <Form<NewAssignment> form={form} layout="vertical" disabled={busy} initialValues={{ name: '', points: 10 }} onValuesChange={() => place.reset()} style={{ marginInlineStart: 24 }}>
          <Form.Item
            name="name"
            label={TEXTS.nameLabel}
            rules={[{ required: true, whitespace: true, message: TEXTS.nameRequired }, { max: LIMITS.assignmentName }]}
            validateStatus={refused?.name ? 'error' : undefined}
            help={refused?.name?.join(' ')}
          >
            <Input maxLength={LIMITS.assignmentName} />
          </Form.Item>
          <Form.Item name="points" label={TEXTS.pointsLabel}>
            <InputNumber min={0} max={MAX_POINTS} style={{ width: 160, maxWidth: '100%' }} />
          </Form.Item>
        </Form>
      )}
      {refused?.assignment && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={refused.assignment.join(' ')} />}
      {(place.isError || cancel.isError) && !refused && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={TEXTS.failed} />}
      {chosen === null && <Typography.Paragraph type="secondary">{TEXTS.chooseRequired}</Typography.Paragraph>}
      <Flex gap={8} wrap>
        <Button type="primary" onClick={() => void submit()} disabled={chosen === null || cancel.isPending} loading={place.isPending}>
          {TEXTS.place}
        </Button>
        <Button onClick={() => cancel.mutate()} disabled={place.isPending} loading={cancel.isPending}>
          {TEXTS.cancel}
        </Button>
      </Flex>
    </div>
  );
}
