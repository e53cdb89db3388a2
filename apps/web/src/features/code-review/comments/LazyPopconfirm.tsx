import type { PopconfirmProps } from 'antd';
import { lazyPart } from '../../../components/lazyPart';

// A card's delete confirmation (Ant Design's Popconfirm and Popover) is drawn on the first press of delete
// (DeleteCommentButton.tsx); its code comes with the parts fetched after the code is drawn (components/lazyPart.tsx),
// or at once if delete is pressed before them. Until it is here the delete button stands alone, in the same place.
const popconfirm = lazyPart<PopconfirmProps>(() => import('antd/es/popconfirm').then((module) => module.default), { fetch: 'drawn' });

export function LazyPopconfirm(props: PopconfirmProps) {
  return <popconfirm.Component {...props} fallback={props.children} />;
}
