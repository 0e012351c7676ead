import { STORE_BANNER_KINDS, type StoreBannerKind, storeBannerId } from '@app/contracts';
import { type ComponentType, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, useNavigate, useParams } from 'react-router';
import { PermissionGate } from '../../shared/permission-gate';
import { ForbiddenPage, ScreenNotFound } from '../../shared/staff/guards';
import { ScreenRoutes, StaffHomeContext } from '../../shared/staff/screen-routes';
import { AdsBannersPage } from './ads-form';
import { BANNERS_LIST } from './api';
import { OffersHeaderPage } from './header-form';
import { BannersList } from './list';
import { MainBannersPage } from './main-form';
import { OfferBannersPage } from './offers-form';

/** One form per banner kind. */
const FORMS: Record<StoreBannerKind, ComponentType<{ onDone(): void }>> = {
  main: MainBannersPage,
  ads: AdsBannersPage,
  offers: OfferBannersPage,
  offers_header: OffersHeaderPage,
};

/**
 * `add-pannars/{id}`: the form of fixed banner 1 to 4, back to the list once saved; any other id is
 * not found. `add-pannars` alone (the spec's add route) opens the main slider's, where banners are added.
 */
function BannerEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const home = useContext(StaffHomeContext);
  const kind = STORE_BANNER_KINDS.find((candidate) => String(storeBannerId(candidate)) === id);
  if (!kind) return <ScreenNotFound homePath={home} />;
  const Form = FORMS[kind];
  return (
    <PermissionGate permission="manage banners" fallback={<ForbiddenPage homePath={home} />}>
      <Form key={kind} onDone={() => navigate(BANNERS_LIST)} />
    </PermissionGate>
  );
}

/**
 * /store-admin/pannars (the list) and the forms at /store-admin/panners/add-pannars/{id}; the router
 * mounts this screen under both spellings, so each address works with either.
 */
export default function BannersScreen() {
  useTranslation('store-banners');
  return (
    <ScreenRoutes>
      <Route index element={<BannersList />} />
      <Route path="add-pannars" element={<Navigate to={String(storeBannerId('main'))} replace />} />
      <Route path="add-pannars/:id" element={<BannerEditPage />} />
    </ScreenRoutes>
  );
}
