import type { FormRule } from 'antd';

/** A required line of text with the server's length limit, checked before anything is sent. */
export function requiredTextRules(missing: string, max: number): FormRule[] {
  return [
    { required: true, whitespace: true, message: missing },
    { max, message: `At most ${max} characters.` },
  ];
}
