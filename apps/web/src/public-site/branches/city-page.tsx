import { useParams } from 'react-router';
import { BranchesView } from './index';

/** /branches/{city}: the branches of one city, on a page of their own. */
export default function CityBranchesPage() {
  const { city = '' } = useParams();
  return <BranchesView cityPath={city} />;
}
