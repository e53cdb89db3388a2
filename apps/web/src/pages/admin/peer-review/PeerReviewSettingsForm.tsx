import { useEffect, useState } from 'react';
import { Alert, Form, InputNumber, Radio, Switch, message, theme } from 'antd';
import { MAX_REVIEWS_PER_STUDENT, PEER_REVIEW_ANONYMITY, PEER_REVIEW_MESSAGES, PEER_REVIEW_RUBRICS, type PeerReviewStage } from '@marginalia/contracts';
import { showServerErrors } from '../../../api/serverErrors';
import { DeadlineInput } from '../assignments/dates/DeadlineInput';
import { SettingsGroup } from '../settings/SettingsGroup';
import { changedPeerReviewSettings, PEER_REVIEW_FIELDS, peerReviewFormValues, type PeerReviewField, type PeerReviewFormValues } from './peerReviewForm';
import { ANONYMITY_LABELS, PEER_REVIEW_FIELD_TEXT as TEXT, PEER_REVIEW_TAB_TEXTS, RUBRIC_LABELS } from './peerReviewTexts';
import type { usePeerReviewStage } from './usePeerReview';
import { StickySaveBar } from '../../../components/StickySaveBar';

interface PeerReviewSettingsFormProps {
  stage: PeerReviewStage;
  zone: string;
  save: ReturnType<typeof usePeerReviewStage>['save'];
  readOnly: boolean;
}

const item = (name: PeerReviewField) => ({ name, label: TEXT[name].label, extra: TEXT[name].help });

/** Every peer-review setting in one form that saves only what changed. */
export function PeerReviewSettingsForm({ stage, zone, save, readOnly }: PeerReviewSettingsFormProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<PeerReviewFormValues>();
  const [dirty, setDirty] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const [messages, messageHolder] = message.useMessage();
  // The allocation is made when the review opens: until it closes, these two stay as they are.
  const allocated = stage.state === 'open';

  // A stage changed by "Open now" or a save is followed by an untouched form.
  useEffect(() => {
    if (!dirty) form.setFieldsValue(peerReviewFormValues(stage, zone));
  }, [stage, zone, dirty, form]);

  function submit(values: PeerReviewFormValues) {
    const changes = changedPeerReviewSettings(stage, values, zone);
    if (Object.keys(changes).length === 0) return;
    setGeneral([]);
    save.mutate(changes, {
      onSuccess: (updated) => {
        form.setFieldsValue(peerReviewFormValues(updated, zone));
        setDirty(false);
        void messages.success(PEER_REVIEW_TAB_TEXTS.saved);
      },
      onError: (error) => setGeneral(showServerErrors(form, error, PEER_REVIEW_FIELDS)),
    });
  }

  function discard() {
    form.setFieldsValue(peerReviewFormValues(stage, zone));
    form.setFields(PEER_REVIEW_FIELDS.map((name) => ({ name, errors: [] })));
    setDirty(false);
    setGeneral([]);
  }

  const lockedExtra = (name: PeerReviewField) => (allocated ? `${TEXT[name].help} ${PEER_REVIEW_MESSAGES.openNow}` : TEXT[name].help);

  return (
    <Form<PeerReviewFormValues>
      form={form}
      name="peerReviewSettings"
      layout="vertical"
      initialValues={peerReviewFormValues(stage, zone)}
      disabled={readOnly}
      onValuesChange={(_, values) => setDirty(Object.keys(changedPeerReviewSettings(stage, values, zone)).length > 0)}
      onFinish={submit}
      requiredMark={false}
      style={{ maxWidth: 760 }}
    >
      {messageHolder}
      {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: token.margin }} />}
      <SettingsGroup title="Reviewing">
        <Form.Item {...item('enabled')} extra={lockedExtra('enabled')} valuePropName="checked">
          <Switch disabled={allocated} />
        </Form.Item>
        <Form.Item {...item('reviewsPerStudent')} extra={lockedExtra('reviewsPerStudent')}>
          <InputNumber min={1} max={MAX_REVIEWS_PER_STUDENT} precision={0} disabled={allocated} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item {...item('opensAt')} extra={`${TEXT.opensAt.help} Times are in ${zone}.`}>
          <DeadlineInput timeZone={zone} />
        </Form.Item>
        <Form.Item {...item('closesAt')} extra={`${TEXT.closesAt.help} Times are in ${zone}.`}>
          <DeadlineInput timeZone={zone} />
        </Form.Item>
        <Form.Item {...item('minComments')}>
          <InputNumber min={0} max={50} precision={0} style={{ width: 140 }} />
        </Form.Item>
      </SettingsGroup>
      <SettingsGroup title="Names and grading">
        <Form.Item {...item('anonymity')}>
          <Radio.Group options={PEER_REVIEW_ANONYMITY.map((value) => ({ value, label: ANONYMITY_LABELS[value] }))} />
        </Form.Item>
        <Form.Item {...item('rubric')}>
          <Radio.Group options={PEER_REVIEW_RUBRICS.map((value) => ({ value, label: RUBRIC_LABELS[value] }))} />
        </Form.Item>
        <Form.Item {...item('weight')}>
          <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item {...item('approval')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </SettingsGroup>
      <StickySaveBar dirty={dirty} saving={save.isPending} readOnly={readOnly} onDiscard={discard} />
    </Form>
  );
}
