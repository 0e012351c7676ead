import { SliderPage } from './slider-page';

export default function HomeSliderPage() {
  return <SliderPage path="/admin/home_page_slider" title="widgets:slider.home_title" />;
}
