import { apiCall } from './browser';

/** Demo customers share this password (apps/server/src/cli/demo/store-customers.ts). */
const DEMO_CUSTOMER_PASSWORD = 'Customer@123';
/** The mobile of demo customer `i`, as the demo seed makes it (customer 3 has two addresses, one the default). */
export const demoMobile = (i: number) => `05${String(50_000_000 + i * 131_071).slice(0, 8)}`;

interface ShopProduct {
  id: number;
  in_stock: boolean;
  wasfy: boolean | number;
}

export interface PlacedOrder {
  id: number;
  customerName: string;
}

/**
 * Places a real order through the shop app's API as demo customer `customer`: signs in, takes one of
 * their addresses a branch serves, and tries products in stock one at a time (most are stocked at a
 * few branches only) until a cash checkout succeeds.
 */
export async function placeShopOrder(customer = 3): Promise<PlacedOrder> {
  const login = await apiCall<{ data: { token: string; customer: { name: string } } }>('POST', '/shop/login', {
    body: { login: demoMobile(customer), password: DEMO_CUSTOMER_PASSWORD },
  });
  if (login.status !== 200) throw new Error(`shop sign-in answered ${login.status}`);
  const { token } = login.body.data;
  const addresses = await apiCall<{ data: Array<{ id: number; served: boolean }> }>('GET', '/shop/addresses', {
    token,
  });
  const address = addresses.body.data.find((candidate) => candidate.served);
  if (!address) throw new Error('the demo customer has no served address');
  const products = await apiCall<{ data: ShopProduct[] }>('GET', '/shop/products?limit=100');
  const candidates = products.body.data.filter((product) => product.in_stock && !product.wasfy);
  const cart = await apiCall<{ data: { lines: Array<{ product_id: number }> } }>('GET', '/shop/cart', { token });
  for (const line of cart.body.data.lines) await apiCall('DELETE', `/shop/cart/${line.product_id}`, { token });
  for (const product of candidates) {
    await apiCall('POST', '/shop/cart', { token, body: { product_id: product.id, quantity: 1 } });
    const placed = await apiCall<{ data: { order: { id: number } } }>('POST', '/shop/checkout', {
      token,
      body: { address_id: address.id, payment_method: 'cash' },
    });
    if (placed.status === 201) return { id: placed.body.data.order.id, customerName: login.body.data.customer.name };
    await apiCall('DELETE', `/shop/cart/${product.id}`, { token });
  }
  throw new Error('no product in stock could be ordered for the demo customer');
}
