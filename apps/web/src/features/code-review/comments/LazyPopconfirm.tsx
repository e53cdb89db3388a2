import type { PopconfirmProps } from 'antd';
import { lazyPart } from '../../../components/lazyPart';

// A card's delete confirmation (Ant Design's Popconfirm and Popover) comes right after the code
// (components/lazyPart.tsx); until then the card shows its delete button alone, in the same place.
const popconfirm = lazyPart<PopconfirmProps>(() => import('antd/es/popconfirm').then((module) => module.default));

export function LazyPopconfirm(props: PopconfirmProps) {
  return <popconfirm.Component {...props} fallback={props.children} />;
}
