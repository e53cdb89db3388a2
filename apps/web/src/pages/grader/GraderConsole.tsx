import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function GraderConsole() {
  return <PlaceholderPage title="Grader Console" />;
}
