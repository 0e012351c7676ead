import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** A chunk that no longer exists after a new deployment: reloading fetches the new build. */
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common', { useSuspense: false });
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const stale = isStaleChunk(error);
  if (import.meta.env.DEV && error && !notFound) console.error(error);

  // Plain HTML and CSS (app.css): the public pages show this too and don't load Mantine.
  return (
    <div className="error-panel">
      <h1 className="error-panel__title">{notFound ? t('not_found.title') : t('error_page.title')}</h1>
      <p className="error-panel__body">
        {notFound ? t('not_found.body') : stale ? t('error_page.stale') : t('error_page.body')}
      </p>
      <div className="error-panel__actions">
        {!notFound && (
          <button
            type="button"
            className="plain-button plain-button--primary"
            onClick={onRetry ?? (() => window.location.reload())}
          >
            {t('actions.retry')}
          </button>
        )}
        <Link to="/" className="plain-button" reloadDocument>
          {t('actions.home')}
        </Link>
      </div>
    </div>
  );
}

/** The router's error boundary: failed lazy chunks and render errors end up here. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <main>
      <ErrorPanel error={error} />
    </main>
  );
}
