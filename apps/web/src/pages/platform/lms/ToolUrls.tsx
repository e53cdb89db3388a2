import { Descriptions, theme, Typography } from 'antd';
import { LTI_PAGE_TEXTS } from '@marginalia/contracts';
import { Subheading } from './Subheading';

// What an LMS administrator types in when adding Marginalia as a tool: our four addresses on the server this
// console is served from (docs/LMS.md, "What the LMS needs from us"), each copyable.

export function toolUrls(origin: string): { label: string; url: string }[] {
  return [
    { label: LTI_PAGE_TEXTS.loginUrl, url: `${origin}/lti/login` },
    { label: LTI_PAGE_TEXTS.launchUrl, url: `${origin}/lti/launch` },
    { label: LTI_PAGE_TEXTS.keysetUrl, url: `${origin}/lti/jwks` },
    { label: LTI_PAGE_TEXTS.canvasConfigUrl, url: `${origin}/lti/config.json` },
  ];
}

export function ToolUrls({ origin }: { origin: string }) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="lti-needs-heading">
      <Subheading id="lti-needs-heading">{LTI_PAGE_TEXTS.needsHeading}</Subheading>
      <Typography.Paragraph type="secondary">{LTI_PAGE_TEXTS.needsIntro}</Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        layout="vertical"
        items={toolUrls(origin).map(({ label, url }) => ({
          key: url,
          label,
          children: (
            <Typography.Text code copyable={{ text: url, tooltips: [`Copy ${label}`, 'Copied'] }} style={{ wordBreak: 'break-all' }}>
              {url}
            </Typography.Text>
          ),
        }))}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: token.marginXS }}>
        {LTI_PAGE_TEXTS.setupSteps}
      </Typography.Paragraph>
    </section>
  );
}
