import { STORE_BANNER_KINDS, type StoreBannerKind, storeBannerId } from '@app/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Thumbnail } from '../../shared/data-table/cells';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction } from '../../shared/data-table/row-actions';
import type { Column, ListQuery, ListSource } from '../../shared/data-table/types';
import { PageHeader } from '../../shared/page-header';
import { adsBanners, bannerEditPath, mainBanners, offerBanners, offersHeader } from './api';

/** One of the four fixed banners, as the list shows it. */
interface BannerSummary {
  id: number;
  kind: StoreBannerKind;
  /** Every picture the banner holds, in its order. */
  images: string[];
}

/** The thumbnails a row shows before the rest is counted. */
const PREVIEW_SIZE = 4;

const present = (images: ReadonlyArray<string | null>) => images.filter((image): image is string => Boolean(image));

/** The four kinds' stored state in one list, read from their four calls, for the toolkit's table. */
function useBannerSummaries(): ListQuery<BannerSummary> {
  const main = mainBanners.useRead();
  const ads = adsBanners.useRead();
  const offers = offerBanners.useRead();
  const header = offersHeader.useRead();
  const queries = [main, ads, offers, header];
  const failed = queries.find((query) => query.error);
  const images: Record<StoreBannerKind, string[]> = {
    main: present(main.data?.map((banner) => banner.image) ?? []),
    ads: present(ads.data?.map((banner) => banner.image) ?? []),
    offers: present(offers.data?.flatMap((record) => [record.first_image, record.second_image]) ?? []),
    offers_header: present([header.data?.image ?? null]),
  };
  const ready = queries.every((query) => query.data !== undefined);
  return {
    data: ready
      ? {
          data: STORE_BANNER_KINDS.map((kind) => ({ id: storeBannerId(kind), kind, images: images[kind] })),
          total: STORE_BANNER_KINDS.length,
        }
      : undefined,
    isPending: !failed && !ready,
    isError: Boolean(failed),
    error: failed?.error ?? null,
    isFetching: queries.some((query) => query.isFetching),
    isPlaceholderData: false,
    refetch: () => Promise.all(queries.map((query) => query.refetch())),
  };
}

const summaries: ListSource<BannerSummary> = { useList: useBannerSummaries };

function KindCell({ kind }: { kind: StoreBannerKind }) {
  const { t } = useTranslation('store-banners');
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {t(`kinds.${kind}.title`)}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`kinds.${kind}.description`)}
      </Text>
    </Stack>
  );
}

function PreviewCell({ row }: { row: BannerSummary }) {
  const { t } = useTranslation('store-banners');
  if (row.images.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('list.no_images')}
      </Text>
    );
  }
  const title = t(`kinds.${row.kind}.title`);
  const hidden = row.images.length - PREVIEW_SIZE;
  return (
    <Group gap={6} wrap="wrap">
      {row.images.slice(0, PREVIEW_SIZE).map((image, index) => (
        <Thumbnail key={image} src={image} alt={t('list.preview_alt', { banner: title, number: index + 1 })} />
      ))}
      {hidden > 0 && (
        <Text size="xs" c="dimmed">
          {t('list.more', { number: hidden })}
        </Text>
      )}
    </Group>
  );
}

function ImageCount({ count }: { count: number }) {
  const { t } = useTranslation('store-banners');
  // English has no plural form for zero: the empty count gets its own word in both languages.
  return <>{count === 0 ? t('list.images_none') : t('list.images', { count })}</>;
}

const columns: Column<BannerSummary>[] = [
  { key: 'banner', header: 'store-banners:list.banner', render: (row) => <KindCell kind={row.kind} /> },
  { key: 'preview', header: 'store-banners:list.preview', render: (row) => <PreviewCell row={row} /> },
  {
    key: 'count',
    header: 'store-banners:list.count',
    align: 'center',
    render: (row) => <ImageCount count={row.images.length} />,
  },
];

/** /store-admin/pannars: the four fixed banners, what each holds, and the way to edit each. */
export function BannersList() {
  const { t } = useTranslation('store-banners');
  const navigate = useNavigate();
  const edit = editAction<BannerSummary>((row) => navigate(bannerEditPath(row.id)), 'manage banners');
  return (
    <>
      <PageHeader title="store-banners:title" />
      <DataTable<BannerSummary>
        resource={summaries}
        label="store-banners:title"
        columns={columns}
        actions={[edit]}
        rowLabel={(row) => t(`kinds.${row.kind}.title`)}
        minWidth={640}
      />
    </>
  );
}
