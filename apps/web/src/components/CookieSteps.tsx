/** How to allow this site's cookies and storage in the two browsers most users have. */
export function CookieSteps({ site = window.location.origin }: { site?: string }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }}>
      <li>
        <strong>Chrome:</strong> open Settings → Privacy and security → Site settings → Additional content settings →
        On-device site data, then under “Allowed to save data on your device” choose Add and enter <code>{site}</code>.
      </li>
      <li>
        <strong>Firefox:</strong> open Settings → Privacy &amp; Security → Cookies and Site Data → Manage Exceptions…,
        enter <code>{site}</code>, choose Allow, then Save Changes.
      </li>
    </ul>
  );
}
