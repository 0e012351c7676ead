import { imageSrcSet } from '@app/contracts/image-variants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from './carousel';
import styles from './hero-slider.module.css';
import { useSlider } from './queries';
import { Skeleton } from './skeleton';

/**
 * The wide image slider at the top of the home and investor pages. Without images (none saved, or
 * the call failed) the `fallback` banner takes its place, at the same height.
 */
export function HeroSlider({
  kind,
  label,
  fallback,
  message,
}: {
  kind: 'home' | 'investor';
  label: string;
  fallback: ReactNode;
  /** A line laid over the banners (the images carry no text of their own). */
  message?: ReactNode;
}) {
  const { t } = useTranslation('public');
  const slider = useSlider(kind);
  if (slider.isPending) return <Skeleton className={styles.frame} style={{ borderRadius: 0 }} />;
  const slides = (slider.data ?? []).filter((slide) => slide.path);
  if (slides.length === 0) return <div className={`${styles.frame} ${styles.fallback}`}>{fallback}</div>;
  return (
    <div className={styles.hero}>
      <Carousel label={label} variant="hero" autoplay>
        {slides.map((slide, index) => (
          <img
            key={slide.id}
            src={slide.path}
            srcSet={imageSrcSet(slide.path, 1600)}
            sizes="100vw"
            alt={t('carousel.banner', { index: index + 1, total: slides.length })}
            width={1600}
            height={600}
            className={styles.frame}
            // The first banner is the page's largest paint; the others wait until they are needed.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'low'}
            decoding="async"
          />
        ))}
      </Carousel>
      {message ? <div className={styles.message}>{message}</div> : null}
    </div>
  );
}
