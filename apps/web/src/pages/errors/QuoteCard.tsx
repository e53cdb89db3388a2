import { useState } from 'react';
import { Button, Flex, theme } from 'antd';
import { DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Panel } from '../../components/Panel';
import { logHappiness } from '../../api/logs';
import type { Quote } from './quotes';

type Opinion = 'like' | 'dislike' | null;

/** A quote with like and dislike toggles; choosing one clears the other (docs/PRODUCT.md §4), and is sent to the log. */
export function QuoteCard({ quote }: { quote: Quote }) {
  const { token } = theme.useToken();
  const [opinion, setOpinion] = useState<Opinion>(null);
  const toggle = (choice: Exclude<Opinion, null>) => {
    const next = opinion === choice ? null : choice;
    setOpinion(next);
    // Each choice is reported (POST /logs/logHappiness/), so we learn which quotes land; taking it back is not.
    if (next) void logHappiness(`${next}: “${quote.text}” — ${quote.author}`);
  };

  return (
    <Panel maxWidth={560} style={{ textAlign: 'left' }}>
      <figure style={{ margin: 0 }}>
        <blockquote style={{ margin: 0, fontSize: 16, fontStyle: 'italic' }}>“{quote.text}”</blockquote>
        <figcaption style={{ marginTop: 8, color: token.colorTextSecondary }}>— {quote.author}</figcaption>
      </figure>
      <Flex gap={8} justify="flex-end" style={{ marginTop: 12 }}>
        <Button
          type="text"
          aria-label="Like this quote"
          aria-pressed={opinion === 'like'}
          icon={opinion === 'like' ? <LikeFilled /> : <LikeOutlined />}
          onClick={() => toggle('like')}
        />
        <Button
          type="text"
          aria-label="Dislike this quote"
          aria-pressed={opinion === 'dislike'}
          icon={opinion === 'dislike' ? <DislikeFilled /> : <DislikeOutlined />}
          onClick={() => toggle('dislike')}
        />
      </Flex>
    </Panel>
  );
}
