import { IndicatorsScreen } from './indicators-screen';

export default function KpisPage() {
  return <IndicatorsScreen category="kpis" />;
}
