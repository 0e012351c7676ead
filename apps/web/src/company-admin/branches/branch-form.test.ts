import { type BranchItem, branchBody } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { toFormData } from '../../shared/form/form-data';
import { toValues } from './branch-form';

const stored: BranchItem = {
  id: 7,
  code: 'RUH-7',
  name: 'صيدلية النور',
  address: 'طريق الملك فهد',
  city: 'الرياض',
  translation: [
    { locale: 'ar', name: 'صيدلية النور', address: 'طريق الملك فهد', city: 'الرياض' },
    { locale: 'en', name: 'Al Noor Pharmacy', address: 'King Fahd Road', city: 'Riyadh' },
  ],
  mobile: '0551234567',
  region: 'central',
  google_map_url: null,
  image: '/uploads/branches/a.webp',
  active: 0,
  lat: 24.7,
  long: 46.6,
  latitude: 24.7,
  longitude: 46.6,
  from_time: '08:00',
  to_time: '23:00',
  time_from: '08:00',
  time_to: '23:00',
  is_24_hour: 0,
  time_shifts: [{ id: 3, time_from: '13:00', time_to: '15:30' }],
  services: [{ id: 4, name: 'فحص', translation: [] }],
};

const schema = branchBody.extend({ image: branchBody.shape.code.optional().or(branchBody.shape.code.nullable()) });

function sent(values: ReturnType<typeof toValues>): Record<string, string> {
  const { image: _image, ...rest } = values;
  const parsed = schema.parse(rest);
  return Object.fromEntries([...toFormData(parsed).entries()].map(([k, v]) => [k, String(v)]));
}

describe('branch form values', () => {
  it('sends a stored branch back as the server reads it, with active as chosen and shifts as HH:mm', () => {
    const body = sent(toValues(stored));
    expect(body).toMatchObject({
      code: 'RUH-7',
      'translation[0][locale]': 'ar',
      'translation[0][name]': 'صيدلية النور',
      'translation[1][city]': 'Riyadh',
      active: '0',
      time_from: '08:00',
      time_to: '23:00',
      'time_shifts[0][time_from]': '13:00',
      'time_shifts[0][time_to]': '15:30',
      'services[0]': '4',
      latitude: '24.7',
      longitude: '46.6',
    });
    // Nothing for the unchanged image: only a newly chosen file travels.
    expect(Object.keys(body).some((k) => k.startsWith('image'))).toBe(false);
  });

  it('starts a new branch active, with no hours, shifts, services or location', () => {
    const values = toValues();
    expect(values).toMatchObject({ active: 1, time_shifts: [], services: [], latitude: null, image: null });
    const body = sent({
      ...values,
      code: 'NEW-1',
      translation: [
        { locale: 'ar', name: 'فرع', city: 'جدة', address: '' },
        { locale: 'en', name: 'Branch', city: 'Jeddah', address: '' },
      ],
      time_from: '08:00',
      time_to: '22:00',
    });
    expect(body.active).toBe('1');
    expect(Object.keys(body).some((k) => k.startsWith('latitude') || k.startsWith('services'))).toBe(false);
  });

  it('accepts the 12-hour picker spelling and refuses an impossible time', () => {
    const values = { ...toValues(stored), time_from: '08 PM' };
    expect(sent(values).time_from).toBe('20:00');
    const { image: _image, ...rest } = { ...toValues(stored), time_to: '25:00' };
    expect(schema.safeParse(rest).success).toBe(false);
  });
});
