import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, type FocusEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dirOf, getLang } from '../../shared/lang';
import styles from './carousel.module.css';
import { ChevronIcon, PauseIcon, PlayIcon } from './icons';

export interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  /** One child per slide (give them keys). */
  children: ReactNode;
  /** `hero`: one full-width slide with dots; `cards`: several per view on wider screens. */
  variant?: 'hero' | 'cards';
  /** Moves on by itself every `delay` ms, pausing on hover, on focus and with its pause button. */
  autoplay?: boolean;
  delay?: number;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Embla with wrap-around (spec: carousels wrap around) running in the reading direction, so in
 * Arabic "next" moves leftwards. Slides out of view are inert: keyboard users move with the
 * buttons instead of tabbing into hidden cards.
 */
export function Carousel({ label, children, variant = 'cards', autoplay = false, delay = 6000 }: CarouselProps) {
  const { t } = useTranslation('public');
  const slides = Children.toArray(children);
  const direction = dirOf(getLang());
  const plugins = useMemo(
    // Pausing is driven from here (hover, focus, the button); Embla's own pause-on-drag stays on.
    () => (autoplay ? [Autoplay({ delay, playOnInit: false, stopOnInteraction: true })] : []),
    [autoplay, delay],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, direction, align: 'start' }, plugins);

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [inView, setInView] = useState<number[] | null>(null);
  // Known in the browser only: the server's page (and so the first render) starts unpaused.
  const [userPaused, setUserPaused] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) setUserPaused(true);
  }, []);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    const syncInView = () => setInView(embla.slidesInView());
    sync();
    embla.on('select', sync).on('reInit', sync).on('slidesInView', syncInView);
    return () => {
      embla.off('select', sync).off('reInit', sync).off('slidesInView', syncInView);
    };
  }, [embla]);

  const playing = autoplay && !userPaused && !hovered && !focused;
  useEffect(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (playing) plugin.play();
    else plugin.stop();
  }, [embla, playing]);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  // Until Embla has measured (and on the server), every slide counts as a stop: the controls take
  // their place in the first paint, and are only hidden (their space kept) if everything fits.
  const stops = snapCount > 0 ? snapCount : slides.length;
  const controls = slides.length > 1;
  const needed = stops > 1;

  return (
    // A group, not a landmark: the page section around it already names the content.
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern
    <div
      role="group"
      className={`${styles.carousel} ${variant === 'hero' ? styles.hero : styles.cards}`}
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
            <div
              key={(slide as { key?: string }).key ?? index}
              className={styles.slide}
              role="group"
              aria-roledescription={t('carousel.slide_role')}
              aria-label={t('carousel.slide_label', { index: index + 1, total: slides.length })}
              inert={inView !== null && !inView.includes(index)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {controls && (
        <div
          className={styles.controls}
          style={needed ? undefined : { visibility: 'hidden' }}
          aria-hidden={needed ? undefined : true}
        >
          <button
            type="button"
            className={styles.arrow}
            onClick={() => embla?.scrollPrev()}
            aria-label={t('carousel.previous')}
          >
            <ChevronIcon back />
          </button>
          {variant === 'hero' && (
            <div className={styles.dots}>
              {Array.from({ length: stops }, (_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-label={t('carousel.go_to', { index: index + 1 })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => embla?.scrollTo(index)}
                />
              ))}
            </div>
          )}
          {autoplay && (
            <button
              type="button"
              className={styles.arrow}
              onClick={() => setUserPaused((paused) => !paused)}
              aria-label={userPaused ? t('carousel.play') : t('carousel.pause')}
            >
              {userPaused ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          <button
            type="button"
            className={styles.arrow}
            onClick={() => embla?.scrollNext()}
            aria-label={t('carousel.next')}
          >
            <ChevronIcon />
          </button>
        </div>
      )}
    </div>
  );
}
