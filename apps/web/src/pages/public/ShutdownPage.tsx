import { Alert, theme } from 'antd';
import { Link } from 'react-router';
import { useSiteSettings } from '../../hooks/useSiteSettings';
import { formatSiteDate } from '../../layout/siteDates';
import { MarketingPage, Section } from './kit';

// /shutdown: the page the shutdown banner links to (docs/PRODUCT.md §1). Its dates are the installation's (SHUTDOWN_*).

function Dates({ donatedOn, shutdownDate, bannerDate }: { donatedOn: string; shutdownDate: string; bannerDate: string }) {
  const { token } = theme.useToken();
  const rows = [
    { label: 'In new hands since', value: formatSiteDate(donatedOn) },
    { label: 'Last day of service', value: formatSiteDate(bannerDate) },
    { label: 'Shut down for good', value: formatSiteDate(shutdownDate) },
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${token.marginXS}px ${token.marginMD}px`, margin: `0 0 ${token.marginLG}px` }}>
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt style={{ color: token.colorTextSecondary }}>{row.label}</dt>
          <dd style={{ margin: 0, fontWeight: token.fontWeightStrong }}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function ShutdownPage() {
  const site = useSiteSettings();
  const shutdown = site?.shutdown;
  return (
    <MarketingPage
      title="Shutdown notice"
      width={760}
      lead={
        shutdown ? (
          <>
            This service was handed over to a university computer-science department on {formatSiteDate(shutdown.donatedOn)}. Its web
            version shuts down permanently on {formatSiteDate(shutdown.shutdownDate)}.
          </>
        ) : (
          'Loading the dates of the shutdown…'
        )
      }
    >
      {site && !shutdown?.enabled && (
        <Alert type="success" showIcon style={{ marginBottom: 24 }} title="No shutdown is planned for this installation at the moment." />
      )}
      {shutdown && <Dates donatedOn={shutdown.donatedOn} shutdownDate={shutdown.shutdownDate} bannerDate={shutdown.bannerDate} />}
      <Section id="download" title="Download what you need">
        <p>Once the service is gone, so is everything stored in it. Before the last day:</p>
        <ul>
          <li>
            <strong>Course admins:</strong> in the admin console, download each assignment&apos;s grades as CSV and all of its
            submissions as a zip (Submissions tab), the roster as CSV (Roster tab) and each rubric as JSON (Rubric editor).
          </li>
          <li>
            <strong>Scripts:</strong> everything is also available through the API with an API key from Settings.
          </li>
          <li>
            <strong>Students:</strong> open your submissions and keep copies of the feedback you want to remember.
          </li>
        </ul>
      </Section>
      <Section id="next" title="Where to grade next">
        <p>
          We recommend moving your course to another grading tool. Marginalia is open source: your department can run its own
          installation on one server, keep its data on its own premises and carry on with the same workflow. The{' '}
          <Link to="/docs#self-hosting">self-hosting guide</Link> explains how.
        </p>
      </Section>
      <Section id="questions" title="Questions">
        <p>
          Read the <Link to="/faqs">FAQs</Link> or write to the support address on the <Link to="/about">About</Link> page.
        </p>
      </Section>
    </MarketingPage>
  );
}
