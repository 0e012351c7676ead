import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../test-utils';
import { ImageListField, type ImageListItem, imageListValues, storedImage } from './image-list-field';

const user = userEvent.setup({ delay: null, applyAccept: false });
const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('ImageListField', () => {
  it('adds new images after the stored ones, reorders and removes them, and sends only the new files', async () => {
    const view = renderFields(<ImageListField name="images" label={{ text: 'Gallery' }} max={4} />, {
      images: [storedImage(3, '/uploads/products/a.webp'), storedImage(5, '/uploads/products/b.webp')],
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [png('front.png'), png('back.png')]);
    expect((view.values().images as ImageListItem[]).map((i) => (i.kind === 'stored' ? i.id : i.file.name))).toEqual([
      3,
      5,
      'front.png',
      'back.png',
    ]);

    await user.click(screen.getByRole('button', { name: 'Move Image 3 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Remove Image 1' }));
    const items = view.values().images as ImageListItem[];
    expect(items.map((i) => (i.kind === 'stored' ? i.id : i.file.name))).toEqual(['front.png', 5, 'back.png']);

    const sent = imageListValues(items, { ids: 'image_ids', files: 'images', order: 'image_order' });
    expect(sent.image_ids).toEqual([5]);
    expect((sent.images as File[]).map((f) => f.name)).toEqual(['front.png', 'back.png']);
    expect(sent.image_order).toEqual(['new:0', 'id:5', 'new:1']);
  });

  it('keeps to its limits: the number of images and the size of each, saying why', async () => {
    const view = renderFields(<ImageListField name="images" label={{ text: 'Gallery' }} max={2} maxMegabytes={1} />, {
      images: [],
    });
    expect(screen.getByText('No images yet.')).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [png('huge.png', 2 * 1024 * 1024)]);
    expect(screen.getByText('huge.png is larger than 1 MB and was not added.')).toBeInTheDocument();
    await user.upload(input, [png('1.png'), png('2.png'), png('3.png')]);
    expect(view.values().images).toHaveLength(2);
    expect(screen.getByText('At most 2 images: the extra ones were not added.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add images' })).toBeDisabled();
  });

  it('moves towards the start of the line in Arabic too', () => {
    renderFields(
      <ImageListField name="images" label={{ text: 'المعرض' }} />,
      {
        images: [storedImage(1, '/a.webp'), storedImage(2, '/b.webp')],
      },
      { lang: 'ar' },
    );
    expect(screen.getByRole('button', { name: 'تقديم الصورة 2' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'تأخير الصورة 2' })).toBeDisabled();
  });
});
