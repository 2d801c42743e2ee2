import { render, screen } from '@testing-library/react';
import type { PublicAttachment, PublicEvent } from '../../common/publicEvent';
import { AppContext } from '../appContext';
import { textsFor } from '../texts';
import { Attachments } from './Attachments';

const image = { src: '/api/v1/event_resources/e/f', widths: {} };
const item = (title: string, imageTitle: string) =>
  ({
    id: title || 'x',
    kind: 'image',
    title,
    imageTitle,
    url: '',
    text: '',
    image,
  }) as PublicAttachment;

function show(items: PublicAttachment[]) {
  render(
    <AppContext.Provider
      value={{ event: {} as PublicEvent, texts: textsFor('ru'), base: '/conf/' }}
    >
      <Attachments items={items} />
    </AppContext.Provider>,
  );
}

describe('an image item', () => {
  it('shows its title above the image and its caption beneath', () => {
    show([item('Схема зала', 'Второй этаж')]);
    expect(screen.getByRole('heading', { name: 'Схема зала', level: 4 })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Второй этаж' })).toBeTruthy();
    expect(screen.getByText('Второй этаж').tagName).toBe('FIGCAPTION');
  });

  it('takes its title as the image text when it has no caption', () => {
    show([item('Схема зала', '')]);
    expect(screen.getByRole('heading', { name: 'Схема зала', level: 4 })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Схема зала' })).toBeTruthy();
  });
});
