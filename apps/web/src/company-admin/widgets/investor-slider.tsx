import { SliderPage } from './slider-page';

export default function InvestorSliderPage() {
  return <SliderPage path="/admin/investor_relation_page_slider" title="widgets:slider.investor_title" />;
}
