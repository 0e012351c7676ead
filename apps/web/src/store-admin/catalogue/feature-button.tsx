import { Badge, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../shared/alerts/notify';
import type { Column } from '../../shared/data-table/types';
import { PermissionGate } from '../../shared/permission-gate';
import type { Id } from '../../shared/resource';
import type { PermissionRule } from '../../shared/session';
import { type TranslationEntry, useTranslated } from '../../shared/translations';
import { useFeature } from './api';

interface FeatureProps {
  featured: boolean;
  /** The record's name, added to the button's accessible name. */
  name: string;
  onFeature(): Promise<unknown>;
}

/**
 * A row's featured control (store-admin.md section 4): "Feature" until the record is featured, then
 * a disabled "Featured" (there is no way back). Staff without the permission see only the state.
 */
function FeatureButton({ permission, ...props }: FeatureProps & { permission: PermissionRule }) {
  const { t } = useTranslation('store-catalogue');
  const state = props.featured ? (
    <Badge color="yellow" variant="light">
      {t('featured')}
    </Badge>
  ) : null;
  return (
    <PermissionGate permission={permission} fallback={state}>
      <FeatureAction {...props} />
    </PermissionGate>
  );
}

function FeatureAction({ featured, name, onFeature }: FeatureProps) {
  const { t } = useTranslation('store-catalogue');
  const [busy, setBusy] = useState(false);
  const label = t(featured ? 'featured' : 'feature');
  return (
    <Button
      size="compact-sm"
      variant={featured ? 'light' : 'outline'}
      color="yellow"
      disabled={featured}
      loading={busy}
      aria-label={`${label}: ${name}`}
      onClick={() => {
        setBusy(true);
        onFeature()
          .catch((error: unknown) => notifyError(error, t('feature')))
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

/**
 * The "featured" column of a catalogue list: the row's button, featuring it through `path(id)`
 * (`/admin/products/{id}/feature` …) and refreshing the list.
 */
export function useFeaturedColumn<Row extends { id: Id; is_featured: number; translation: TranslationEntry[] }>(
  resource: { keys: { all: readonly unknown[] } },
  path: (id: Id) => string,
  permission: PermissionRule,
): Column<Row> {
  const translated = useTranslated();
  const feature = useFeature(resource, path);
  return {
    key: 'featured',
    header: 'store-catalogue:columns.featured',
    render: (row) => (
      <FeatureButton
        featured={row.is_featured === 1}
        permission={permission}
        name={translated(row.translation, 'name')}
        onFeature={() => feature.mutateAsync(row.id)}
      />
    ),
  };
}
