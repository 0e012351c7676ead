import { imageSrcSet } from '@app/contracts/image-variants';
import { ITEM_PATHS, slugOf } from '@app/contracts/page-addresses';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dirOf, isLang, type Lang } from '../../shared/lang';
import { BidiText, isolateHtml } from '../common/bidi';
import { ClampedText } from '../common/clamp';
import { formatSiteDate } from '../common/site-time';
import { htmlToText } from '../common/translation';
import type { Article, ArticleTranslation } from './api';
import styles from './magazine.module.css';

/** Longer descriptions show as a plain-text excerpt in the card, with a button to read the rest. */
const CLAMP_AFTER_CHARS = 180;

/** The texts in the active language; an article written in one language only still shows. */
export function articleTexts(article: Article, lang: Lang): ArticleTranslation | undefined {
  const own = article.translation.find((entry) => entry.locale === lang);
  if (own?.name?.trim()) return own;
  return article.translation.find((entry) => entry.name?.trim()) ?? own;
}

interface ArticleCardProps {
  article: Article;
  /** Cards in the first row load their image at once; the rest when scrolled to. */
  eager: boolean;
  /** The first card: its picture is the page's largest element on a phone, so it is asked for first. */
  lead?: boolean;
  onTag(tag: string): void;
}

export function ArticleCard({ article, eager, lead = false, onTag }: ArticleCardProps) {
  const { t, i18n } = useTranslation('magazine');
  const lang = isLang(i18n.language) ? i18n.language : 'ar';
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  const texts = articleTexts(article, lang);
  const title = texts?.name?.trim() || t('untitled');
  const description = texts?.description ?? '';
  const plain = htmlToText(description);
  const long = description !== '' && plain.length > CLAMP_AFTER_CHARS;
  const tags = (texts?.tags ?? []).filter((tag) => tag.trim() !== '');

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {article.image ? (
        <img
          className={styles.cover}
          src={article.image}
          srcSet={imageSrcSet(article.image, 1280)}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <div className={`${styles.cover} ${styles.coverPlaceholder}`} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <span className={styles.category}>
            {article.subcategory ? `${article.category.name} · ${article.subcategory.name}` : article.category.name}
          </span>
          <time dateTime={article.created_at}>{formatSiteDate(article.created_at, lang, 'short')}</time>
        </p>
        <h3 id={headingId} className={styles.cardTitle}>
          <Link to={ITEM_PATHS.article(slugOf(article.id, texts?.name))} className={styles.cardTitleLink}>
            <BidiText text={title} dir={dirOf(lang)} />
          </Link>
        </h3>
        {long && !expanded ? (
          // Collapsed: a word-boundary excerpt of the text (no half-faded heading or cut number).
          <div id={bodyId} className={styles.description}>
            <ClampedText text={plain} maxChars={CLAMP_AFTER_CHARS} className={styles.excerpt} />
          </div>
        ) : description ? (
          <div
            id={bodyId}
            className={styles.description}
            // The description is the only HTML rendered here, and the server sanitized it with an allowlist on save.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized rich text from the API
            dangerouslySetInnerHTML={{ __html: isolateHtml(description, dirOf(lang)) }}
          />
        ) : null}
        {long ? (
          <button
            type="button"
            className={styles.readMore}
            aria-expanded={expanded}
            aria-controls={bodyId}
            aria-describedby={headingId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('read_less') : t('read_more')}
          </button>
        ) : null}
        {tags.length > 0 ? (
          <ul className={styles.cardTags} aria-label={t('card_tags')}>
            {tags.map((tag) => (
              <li key={tag}>
                <button type="button" className={styles.tagLink} onClick={() => onTag(tag)}>
                  #{tag}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
