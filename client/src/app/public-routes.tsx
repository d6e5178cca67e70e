import { Navigate, Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from '../components/ui/placeholder-page';

export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<PlaceholderPage title="Medicina no Paraguai" />} />
      <Route path="cards-teste" element={<PlaceholderPage title="Fale com um de nossos assessores" />} />
      <Route path="privacy" element={<PlaceholderPage title="Privacy Policy" />} />
      <Route path="terms" element={<PlaceholderPage title="Terms of Use" />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
