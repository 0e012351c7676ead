import type { PublicSettingsAnswer } from '@app/contracts';
import { Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../api-client';
import { NumberField } from '../fields/number-field';
import { resolveTileUrl } from '../map-config';

const LocationMap = lazy(() => import('./location-map'));

/** The tile server the public map uses (GET /api/settings `map_tile_url`, the page's meta, or the default). */
function useTileUrl() {
  return useQuery({
    queryKey: ['settings', 'map'],
    queryFn: ({ signal }) => api.get<PublicSettingsAnswer>('/settings', { signal }).then((a) => a.data.data),
    select: (settings) => resolveTileUrl(settings),
    staleTime: 5 * 60_000,
  });
}

function asNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * Latitude and longitude of a place: typed in two number fields, or set by clicking the map
 * (Leaflet, loaded with the first form that shows it).
 */
export function LocationField({ latitude, longitude }: { latitude: string; longitude: string }) {
  const { t } = useTranslation('toolkit');
  const { setValue, control } = useFormContext();
  const [lat, long] = useWatch({ control, name: [latitude, longitude] }) as unknown[];
  const tiles = useTileUrl();
  const loading = (
    <Stack align="center" justify="center" h={320} role="status">
      <Loader size="sm" />
      <Text size="sm">{t('fields.map_loading')}</Text>
    </Stack>
  );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberField name={latitude} min={-90} max={90} decimalScale={6} dir="ltr" />
        <NumberField name={longitude} min={-180} max={180} decimalScale={6} dir="ltr" />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('fields.map_hint')}
      </Text>
      {tiles.data === undefined && !tiles.isError ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <LocationMap
            latitude={asNumber(lat)}
            longitude={asNumber(long)}
            tileUrl={tiles.data ?? resolveTileUrl(undefined)}
            label={t('fields.map_hint')}
            tilesFailed={t('fields.map_tiles_failed')}
            onPick={(pickedLat, pickedLong) => {
              setValue(latitude, pickedLat, { shouldDirty: true, shouldValidate: true });
              setValue(longitude, pickedLong, { shouldDirty: true, shouldValidate: true });
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
