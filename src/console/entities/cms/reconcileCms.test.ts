import { create } from '@bufbuild/protobuf';
import {
  CmsSectionItemSchema,
  CmsSectionSchema,
  LocationSchema,
} from '../../../../generated/manager/model_pb';
import { queuedWrite } from '../events/testing/eventTestData';
import { reconcileCms } from './reconcileCms';
import type { CmsDocs } from './reconcileCms';

const E = 'event-1';
const docs = (): CmsDocs => ({
  locations: [
    create(LocationSchema, { locationId: 'l1', eventId: E, name: 'Old hall', createdAt: 100 }),
    create(LocationSchema, { locationId: 'l2', eventId: E, name: 'New hall', createdAt: 200 }),
  ],
  sections: [
    create(CmsSectionSchema, {
      groupId: 'g1',
      eventId: E,
      title: 'B',
      numSort: 2,
      sectionKey: 'esi',
    }),
    create(CmsSectionSchema, {
      groupId: 'g2',
      eventId: E,
      title: 'A',
      numSort: 1,
      sectionKey: 'poesi',
    }),
  ],
  items: [
    create(CmsSectionItemSchema, {
      groupItemId: 'i1',
      eventId: E,
      groupId: 'g1',
      itemKey: 'cms_sections:g1',
      title: 'Site',
      contentType: 1,
      linkUrl: 'https://example.org',
      numSort: 1,
    }),
    create(CmsSectionItemSchema, {
      groupItemId: 'i2',
      eventId: E,
      itemKey: 'locations:l1',
      title: 'Map',
      contentType: 1,
      linkUrl: 'https://maps.example.org',
    }),
  ],
  place: { title: 'Venue', description: '', mainImageId: '' },
});
const write = (service: string, method: string, request: Record<string, unknown>) =>
  queuedWrite({ service: service as 'cms', method, request: { eventId: E, ...request } });

describe('reconcileCms', () => {
  it('orders locations newest first, sections and items by numSort', () => {
    const view = reconcileCms(docs(), [], E);
    expect(view.locations.map((l) => l.name)).toEqual(['New hall', 'Old hall']);
    expect(view.sections.map((s) => s.title)).toEqual(['A', 'B']);
    expect(view.items.map((i) => i.itemId)).toEqual(['i2', 'i1']);
    expect(view.place).toEqual({
      title: 'Venue',
      description: '',
      mainImageId: '',
      pending: false,
    });
  });

  it('shows queued creates and updates as pending, with the content they send', () => {
    const view = reconcileCms(
      docs(),
      [
        write('locations', 'createLocation', { locationId: 'l3', name: 'Tent', address: 'Park' }),
        write('cms', 'addSection', {
          groupId: 'g2',
          itemId: 'i3',
          title: 'Plan',
          content: { kind: { case: 'file', value: { fileId: 'f1' } } },
          sortNum: 5,
        }),
        write('cms', 'updateSection', {
          groupId: 'g1',
          itemId: 'i1',
          title: 'Note',
          content: { kind: { case: 'textWithPopup', value: { text: '<p>x</p>' } } },
        }),
        write('places', 'setProfile', { title: 'Expo', mainImageId: 'img' }),
      ],
      E,
    );
    expect(view.locations[0]).toMatchObject({
      locationId: 'l3',
      name: 'Tent',
      address: 'Park',
      pending: true,
    });
    expect(view.items.find((i) => i.itemId === 'i3')).toMatchObject({
      itemKey: 'cms_sections:g2',
      contentType: 4,
      fileId: 'f1',
      numSort: 5,
      pending: true,
    });
    expect(view.items.find((i) => i.itemId === 'i1')).toMatchObject({
      contentType: 2,
      text: '<p>x</p>',
      linkUrl: '',
      numSort: 0,
    });
    expect(view.place).toEqual({
      title: 'Expo',
      description: '',
      mainImageId: 'img',
      pending: true,
    });
  });

  it('takes the attachments along when a location or a section is deleted', () => {
    const view = reconcileCms(
      docs(),
      [
        write('locations', 'deleteLocation', { locationId: 'l1' }),
        write('cms', 'deleteGroupOfSection', { groupId: 'g1' }),
      ],
      E,
    );
    expect(view.locations.map((l) => l.locationId)).toEqual(['l2']);
    expect(view.sections.map((s) => s.groupId)).toEqual(['g2']);
    expect(view.items).toEqual([]);
  });

  it('ignores writes of another event and updates of what it does not hold', () => {
    const view = reconcileCms(
      docs(),
      [
        queuedWrite({
          service: 'locations',
          method: 'createLocation',
          request: { eventId: 'other', locationId: 'x', name: 'X' },
        }),
        write('locations', 'updateLocation', { locationId: 'missing', name: 'Ghost' }),
      ],
      E,
    );
    expect(view.locations.map((l) => l.locationId)).toEqual(['l2', 'l1']);
  });
});
