import { useState } from 'react';
import { Button, Flex } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHeading } from '../../components/PageHeading';
import { SecondaryText } from '../../components/SecondaryText';
import { supportEmail } from '../../config';
import { usePageTitle } from '../../hooks/usePageTitle';
import { pickQuote, type Quote } from './quotes';
import { QuoteCard } from './QuoteCard';

export const NOT_FOUND_TITLE = "Sorry, we couldn't find that page.";

/** Any unknown path, and any page the user has no role for (so its existence is not revealed). */
export default function NotFoundPage({ quote }: { quote?: Quote }) {
  usePageTitle('Page not found');
  // Picked once per visit, not on every render.
  const [shown] = useState(() => quote ?? pickQuote());
  return (
    <section style={{ maxWidth: 720, margin: '32px auto', textAlign: 'center' }}>
      <PageHeading>{NOT_FOUND_TITLE}</PageHeading>
      <SecondaryText>
        The link may be broken, or the page may have moved. If you think it should be here, let us know.
      </SecondaryText>
      <Flex gap={12} justify="center" wrap style={{ marginBottom: 32 }}>
        <ButtonLink to="/" type="primary">
          Go home
        </ButtonLink>
        <Button icon={<MessageOutlined />} href={`mailto:${supportEmail()}?subject=${encodeURIComponent('Page not found')}`}>
          Chat with us
        </Button>
      </Flex>
      <SecondaryText>While you&apos;re here, a thought:</SecondaryText>
      <QuoteCard quote={shown} />
    </section>
  );
}
