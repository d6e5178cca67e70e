import { PlaceholderPage } from '../../../components/ui/placeholder-page';
export default function RegisterPage() {
  return <PlaceholderPage title="Registrar" />;
}
