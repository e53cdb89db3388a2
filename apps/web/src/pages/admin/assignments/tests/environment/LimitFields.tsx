import { Form, InputNumber, theme } from 'antd';
import { DEFAULT_RUN_LIMITS, LIMIT_KEYS, LIMIT_LABELS, type RunLimits } from '@marginalia/contracts';

/** The least each limit takes, as the contracts' RunLimitsSchema checks it (memory needs room for a runtime). */
const LEAST: Record<keyof RunLimits, number> = { ...(Object.fromEntries(LIMIT_KEYS.map((key) => [key, 1])) as RunLimits), memoryMb: 64 };

function withUnit(value: number, unit: string): string {
  return unit ? `${value} ${unit}` : String(value);
}

/**
 * One number per limit of a test's run, each between its least value and this server's cap, with the default
 * named under it. The group's messages from the server (about any limit) show under the group.
 */
export function LimitFields({ caps, groupErrors }: { caps: RunLimits; groupErrors: string[] }) {
  const { token } = theme.useToken();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${token.marginSM}px` }}>
      <legend style={{ fontSize: token.fontSize, fontWeight: token.fontWeightStrong, color: token.colorText, marginBottom: token.marginXS, border: 0 }}>
        Limits of each run
      </legend>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', columnGap: token.marginSM }}>
        {LIMIT_KEYS.map((key) => {
          const { label, unit } = LIMIT_LABELS[key];
          return (
            <Form.Item
              key={key}
              name={['limits', key]}
              label={label}
              extra={`Default ${withUnit(DEFAULT_RUN_LIMITS[key], unit)}, at most ${withUnit(caps[key], unit)}`}
              rules={[
                { required: true, message: 'Enter a number.' },
                {
                  validator: (_, value: unknown) =>
                    typeof value === 'number' && value > caps[key] ? Promise.reject(new Error(`At most ${withUnit(caps[key], unit)}.`)) : Promise.resolve(),
                },
              ]}
            >
              <InputNumber min={LEAST[key]} max={caps[key]} precision={0} suffix={unit || undefined} style={{ width: '100%' }} />
            </Form.Item>
          );
        })}
      </div>
      {groupErrors.length > 0 && (
        <div role="alert" style={{ color: token.colorError }}>
          {groupErrors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
