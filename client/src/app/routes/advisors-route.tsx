import { AdvisorsPage } from '@/features/public-site';

/** /cards-teste: the advisors block on its own page. */
export default function AdvisorsRoute() {
  return <AdvisorsPage />;
}
