// Section groups and their items, in numSort order (then oldest first), as live documents.
import { create } from '@bufbuild/protobuf';
import { eq } from 'drizzle-orm';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { itemKeyOf } from '../../../common/cms';
import { cmsSectionItems, cmsSections } from '../../db/schema';
import type { CollectionDescriptor, Loader } from '../../live/descriptors';
import { resolveEventTarget } from '../../live/eventTarget';
import { byDocIds } from '../../live/refConditions';

const loadSections: Loader = async (q, where) =>
  (
    await q
      .select()
      .from(cmsSections)
      .where(where)
      .orderBy(cmsSections.numSort, cmsSections.createdAt)
  ).map((r) => ({
    collection: 'cms_sections',
    eventId: r.eventId,
    scope: '',
    docId: r.id,
    document: create(DocumentSchema, {
      doc: {
        case: 'cmsSection',
        value: {
          groupId: r.id,
          eventId: r.eventId,
          title: r.title,
          description: r.description,
          numSort: r.numSort,
          sectionKey: r.sectionKey,
        },
      },
    }),
  }));

const loadItems: Loader = async (q, where) =>
  (
    await q
      .select()
      .from(cmsSectionItems)
      .where(where)
      .orderBy(cmsSectionItems.numSort, cmsSectionItems.createdAt)
  ).map((r) => ({
    collection: 'cms_section_items',
    eventId: r.eventId,
    scope: '',
    docId: r.id,
    document: create(DocumentSchema, {
      doc: {
        case: 'cmsSectionItem',
        value: {
          groupItemId: r.id,
          eventId: r.eventId,
          groupId: r.groupId ?? '',
          itemKey: r.groupId
            ? itemKeyOf({ kind: 'section', groupId: r.groupId })
            : itemKeyOf({ kind: 'location', locationId: r.locationId ?? '' }),
          title: r.title,
          contentType: r.contentType,
          linkUrl: r.linkUrl,
          text: r.text,
          imageId: r.imageId,
          imageTitle: r.imageTitle,
          fileId: r.fileId,
          numSort: r.numSort,
        },
      },
    }),
  }));

export const cmsSectionsCollection: CollectionDescriptor = {
  load: loadSections,
  whereRefs: (refs) => byDocIds(cmsSections.id, refs),
  targets: {
    cmsSections: {
      resolve: (request) =>
        resolveEventTarget(request, {
          collection: 'cms_sections',
          where: eq(cmsSections.eventId, request.params.eventId),
        }),
    },
  },
};

export const cmsSectionItemsCollection: CollectionDescriptor = {
  load: loadItems,
  whereRefs: (refs) => byDocIds(cmsSectionItems.id, refs),
  targets: {
    cmsSectionItems: {
      resolve: (request) =>
        resolveEventTarget(request, {
          collection: 'cms_section_items',
          where: eq(cmsSectionItems.eventId, request.params.eventId),
        }),
    },
  },
};
