import { IndicatorsScreen } from './indicators-screen';

export default function KeyMetricsPage() {
  return <IndicatorsScreen category="key_metrics" />;
}
