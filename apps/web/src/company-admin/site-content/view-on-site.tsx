import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A link to the public page the form changes, in a new tab. */
export function ViewOnSite({ path }: { path: string }) {
  const { t } = useTranslation('site-content');
  return (
    <Anchor href={path} target="_blank" rel="noopener" size="sm">
      {t('view_on_site')}
    </Anchor>
  );
}
