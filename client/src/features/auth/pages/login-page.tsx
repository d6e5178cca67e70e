import { PlaceholderPage } from '../../../components/ui/placeholder-page';
export default function LoginPage() {
  return <PlaceholderPage title="Entrar" />;
}
