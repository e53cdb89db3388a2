import { LockOutlined } from '@ant-design/icons';
import { Tooltip, theme } from 'antd';
import { SIMILARITY_TEXTS } from '@marginalia/contracts';

// A side of a pair from a course where the reader may not read submissions now: the server sends neither its
// students nor its code, and the page says so rather than leaving a blank.

/** The side's name in a list or a heading: "A submission from another course", with a lock and why on hover. */
export function OtherCourseSideName() {
  const { token } = theme.useToken();
  return (
    <Tooltip title={SIMILARITY_TEXTS.otherCourseSideDetail}>
      <span style={{ color: token.colorTextSecondary, fontStyle: 'italic' }} data-testid="other-course-side">
        <LockOutlined aria-hidden style={{ marginRight: token.marginXXS }} />
        {SIMILARITY_TEXTS.otherCourseSide}
      </span>
    </Tooltip>
  );
}

/** Where the code of a side would be in the pair view: what it is and why it is not shown. */
export function OtherCourseSideCode({ height }: { height: string }) {
  const { token } = theme.useToken();
  return (
    <div
      role="note"
      aria-label={SIMILARITY_TEXTS.otherCourseSide}
      style={{
        minHeight: 120,
        height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: token.marginXS,
        padding: token.padding,
        textAlign: 'center',
        border: `1px dashed ${token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        background: token.colorFillQuaternary,
        color: token.colorTextSecondary,
      }}
    >
      <LockOutlined aria-hidden style={{ fontSize: token.fontSizeHeading3, color: token.colorTextTertiary }} />
      <strong style={{ color: token.colorText }}>{SIMILARITY_TEXTS.otherCourseSide}</strong>
      <span>{SIMILARITY_TEXTS.otherCourseSideDetail}</span>
    </div>
  );
}
