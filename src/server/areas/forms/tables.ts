// Registration, survey and feedback forms of an event and their fields (spec/content.md §3).
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import type { StoredAnswer } from '../participants/tables';

/** One form per (event, formId): 'registration', 'basic_survey_form' or 'feedback_{id}'. */
export const forms = pgTable(
  'forms',
  {
    eventId: uuid('event_id').notNull(),
    formId: text('form_id').notNull(),
    name: text('name').notNull().default(''),
    helperText: text('helper_text').notNull().default(''),
    requiredForm: boolean('required_form').notNull().default(false),
    /** The order of the form's live fields; removed fields leave it. */
    sequenceOfFields: text('sequence_of_fields').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.formId] })],
);

/** A field of a form; a removed field stays (answers keep their type) but is never listed. */
export const formFields = pgTable(
  'form_fields',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    formId: text('form_id').notNull(),
    fieldName: text('field_name').notNull(),
    fieldType: smallint('field_type').notNull(),
    fieldGroup: smallint('field_group').notNull(),
    fieldHelperText: text('field_helper_text').notNull().default(''),
    fieldVariants: text('field_variants').array().notNull().default([]),
    fieldRequired: boolean('field_required').notNull().default(false),
    fieldRemoved: boolean('field_removed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('form_fields_form').on(t.eventId, t.formId)],
);

/**
 * One attendee's answers to a feedback form, sent from the attendee app. The id is the app's
 * own (UUID v7), so a send repeated after a lost answer stores nothing twice.
 */
export const feedbackAnswers = pgTable(
  'feedback_answers',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    formId: text('form_id').notNull(),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_answers_form').on(t.eventId, t.formId, t.id)],
);
