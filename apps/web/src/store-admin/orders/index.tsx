import { PageHeader } from '../../shared/page-header';
import { OrdersTable } from './orders-table';

/** /store-admin/requests: every order, newest first, with its status, cancel, details and invoice. */
export default function OrdersScreen() {
  return (
    <>
      <PageHeader title="store-orders:title" />
      <OrdersTable />
    </>
  );
}
