import { useRef, useState, type FocusEvent } from 'react';
import { Tooltip, theme } from 'antd';
import { Link } from 'react-router';

/**
 * "Free and open source", with the way to the pricing page in a tooltip (docs/PRODUCT.md §2). The tooltip opens on hover
 * and on keyboard focus and is rendered right after its trigger, so Tab moves from the trigger into the link;
 * it stays open while focus is inside, and Escape closes it.
 */
export function OpenSourceLine() {
  const { token } = theme.useToken();
  const container = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div style={{ fontSize: 18, textAlign: 'center' }}>
      <span
        ref={container}
        style={{ position: 'relative', display: 'inline-block' }}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setFocused(false);
            setHovered(false);
          }
        }}
      >
        <Tooltip
          open={hovered || focused}
          onOpenChange={setHovered}
          trigger="hover"
          color={token.colorBgElevated}
          getPopupContainer={() => container.current ?? document.body}
          title={
            <span style={{ color: token.colorText }}>
              No licence fees, no per-student charges: run it on your own server at no cost.{' '}
              <Link to="/pricing">What it costs to run</Link>
            </span>
          }
        >
          <button
            type="button"
            style={{
              font: 'inherit',
              color: token.colorTextHeading,
              background: 'none',
              border: 'none',
              padding: 0,
              cursor: 'help',
              borderBottom: `1px dashed ${token.colorTextSecondary}`,
            }}
          >
            Free and open source
          </button>
        </Tooltip>
      </span>
    </div>
  );
}
