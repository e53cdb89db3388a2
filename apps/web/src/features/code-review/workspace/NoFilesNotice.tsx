import { theme, type EmptyProps } from 'antd';
import { lazyPart } from '../../../components/lazyPart';

// "This submission has no files." is rare: Ant Design's Empty (its picture and styles) is fetched when the notice is
// drawn (or with the code view's other lazy parts, components/lazyPart.tsx). Meanwhile the same words stand where
// Empty's description will be, below a space of its picture's height, so nothing moves when it arrives.
const empty = lazyPart<EmptyProps>(() => import('antd/es/empty').then((module) => module.default), { fetch: 'drawn' });

const DESCRIPTION = 'This submission has no files.';
/** Empty's picture and the space under it. */
const PICTURE_HEIGHT = 100 + 8;

export function NoFilesNotice() {
  const { token } = theme.useToken();
  const fallback = (
    <div style={{ marginTop: 64, marginInline: token.marginXS, textAlign: 'center' }}>
      <div style={{ height: PICTURE_HEIGHT }} />
      <div style={{ color: token.colorTextDescription }}>{DESCRIPTION}</div>
    </div>
  );
  return <empty.Component style={{ marginTop: 64 }} description={DESCRIPTION} fallback={fallback} />;
}
