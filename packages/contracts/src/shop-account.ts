import { z } from 'zod';
import { password } from './admins';
import { customerFields } from './store-customers';

// The shop app's account calls (/api/shop): customers register, sign in and keep their profile.
// Their tokens are a kind apart from staff tokens: neither opens the other's routes.

/** POST /shop/register: name, a Saudi mobile (any common spelling, kept as +9665xxxxxxxx), optional e-mail, password. */
export const shopRegisterBody = z.object({
  name: customerFields.name,
  mobile: customerFields.mobile,
  email: customerFields.email.optional(),
  password,
});
export type ShopRegisterBody = z.infer<typeof shopRegisterBody>;

/** POST /shop/login: the mobile number or the e-mail, and the password. */
export const shopLoginBody = z.object({
  login: z.string().trim().min(1).max(190),
  password: z.string().min(1).max(200),
});
export type ShopLoginBody = z.infer<typeof shopLoginBody>;

/** POST /shop/logout: the device's push token, when the app registered one, stops receiving messages. */
export const shopLogoutBody = z.object({ device_token: z.string().min(1).max(4096).optional() }).optional();

/** The signed-in customer's own profile, health fields included (it is their own data). */
export const shopProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  birth: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  city: z.string().nullable(),
  food_allergies: z.string().nullable(),
  medicine_allergies: z.string().nullable(),
  symptoms: z.string().nullable(),
});
export type ShopProfile = z.infer<typeof shopProfile>;

export const shopSessionAnswer = z.object({
  data: z.object({ token: z.string(), expires_at: z.string(), customer: shopProfile }),
});
export type ShopSessionAnswer = z.infer<typeof shopSessionAnswer>;

/** PUT /shop/profile: a field left out keeps its value; the mobile is the sign-in and is not changed here. */
export const shopProfileBody = z
  .object({
    name: customerFields.name,
    email: customerFields.email,
    birth: customerFields.birth,
    gender: customerFields.gender,
    city: customerFields.city,
    food_allergies: customerFields.food_allergies,
    medicine_allergies: customerFields.medicine_allergies,
    symptoms: customerFields.symptoms,
  })
  .partial();
export type ShopProfileBody = z.infer<typeof shopProfileBody>;

/** PUT /shop/password: the current password, and the new one (same rules as at registration). */
export const shopPasswordBody = z.object({ current_password: z.string().min(1).max(200), password });
export type ShopPasswordBody = z.infer<typeof shopPasswordBody>;

/** DELETE /shop/account: confirmed with the password; orders stay, personal data goes. */
export const shopDeleteAccountBody = z.object({ password: z.string().min(1).max(200) });

/** POST /shop/devices: the app's Firebase registration token, so push messages reach this device. */
export const shopDeviceBody = z.object({
  token: z.string().trim().min(20).max(4096),
  platform: z.enum(['ios', 'android', 'web']).optional(),
  /** The language messages to this device are written in; the request's when left out. */
  locale: z.enum(['ar', 'en']).optional(),
});
export type ShopDeviceBody = z.infer<typeof shopDeviceBody>;

export const shopDeviceDeleteBody = z.object({ token: z.string().trim().min(1).max(4096) });
