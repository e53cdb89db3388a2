import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function StudentConsole() {
  return <PlaceholderPage title="Student Console" />;
}
