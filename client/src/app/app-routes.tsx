import { Navigate, Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from '../components/ui/placeholder-page';

export default function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/login" replace />} />
      <Route path="login" element={<PlaceholderPage title="Entrar" />} />
      <Route path="register" element={<PlaceholderPage title="Registrar" />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
