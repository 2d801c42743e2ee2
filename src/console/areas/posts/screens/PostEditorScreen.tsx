// Post editor (spec/content.md §2.4), at posts/new and posts/{postId}: the visible switch
// (toPublish), the type (choosing one sets the title to its label), the title (read-only until
// the pencil), the rich text, 'pinned' on create, the attachment card, Pin in edit mode. A
// create goes back to the list; a save updates, then publishes or unpublishes.
import { Button, Checkbox, Field, Flex, IconButton, Input } from '@chakra-ui/react';
import { NativeSelect, Switch } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { PostType } from '../../../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { changedPart, changedRequest } from '../../../../common/updateMask';
import { useEditedEvent } from '../../../entities/events';
import type { EventView } from '../../../entities/events';
import {
  selectPostViews,
  useCreatePostMutation,
  usePinPostMutation,
  useUpdatePostMutation,
} from '../../../entities/posts';
import type { PostView } from '../../../entities/posts';
import { useLiveItem } from '../../../live/useLiveItem';
import { EditIcon } from '../../../ui/editIcons';
import { ItemGate } from '../../../ui/layouts';
import { FieldConflictNote, useRuleMessage } from '../../../ui/form';
import { RichTextFormField } from '../../../ui/richText';
import { ItemEditorForm, useItemForm } from '../../../ui/itemForm';
import { AttachmentCard } from './AttachmentCard';
import { POST_TYPES, postRequest, postSchema, postValues } from './postForm';
import type { PostValues } from './postForm';
import { useT } from '../../../app/useT';

/** The area prefix of failures (spec/content.md §8). */
const ERROR_PREFIX = 'posts - ';

export function PostEditorScreen() {
  const event = useEditedEvent();
  const { eventId } = event;
  const post = useLiveItem(LIVE_TARGETS.posts.path({ eventId }), 'postId', (s, id) =>
    selectPostViews(s, eventId).find((p) => p.postId === id),
  );
  return (
    <ItemGate gate={post} namespace="posts">
      <PostForm key={post.id ?? 'new'} event={event} post={post.item} />
    </ItemGate>
  );
}

function PostForm({ event, post }: { event: EventView; post?: PostView }) {
  const { eventId } = event;
  const t = useT('posts');
  const navigate = useNavigate();
  const ruleMessage = useRuleMessage();
  const [createPost] = useCreatePostMutation();
  const [updatePost] = useUpdatePostMutation();
  const [pinPost] = usePinPostMutation();
  const [titleEditable, setTitleEditable] = useState(false);
  const typeLabel = (type: PostType) => t(`types.${PostType[type]}`);
  const newTitle = typeLabel(PostType.NEWS_PT);
  const [initialValues] = useState(() => postValues(post, newTitle));
  const current = useMemo(() => post && postValues(post, newTitle), [post, newTitle]);

  const { formik, fail, conflicts } = useItemForm<PostValues>({
    initialValues,
    current,
    validationSchema: postSchema,
    errorPrefix: ERROR_PREFIX,
    creating: !post,
    save: (values, shown) => {
      const id = post?.postId ?? uuidv7();
      const request = postRequest(eventId, id, values);
      const { toPublish, toPin } = values;
      if (!post) return createPost({ ...request, toPublish, toPin }).unwrap();
      const update = changedRequest(postRequest(eventId, id, shown), request);
      return updatePost({ ...update, ...changedPart(shown, values, 'toPublish') }).unwrap();
    },
    afterCreate: () => void navigate('..', { relative: 'path' }),
  });

  const pin = async () => {
    if (!post) return;
    try {
      await pinPost({ eventId, postId: post.postId }).unwrap();
    } catch (error) {
      fail(error);
    }
  };
  const titleError: unknown = formik.touched.title ? formik.errors.title : undefined;

  return (
    <ItemEditorForm
      formik={formik}
      title={post ? t('editTitle') : t('newTitle')}
      back={t('back')}
      submitLabel={post ? t('save') : t('create')}
      conflicts={conflicts}
      historyItem={post && { eventId, table: 'posts', docId: post.postId }}
      actions={
        post && (
          <Button variant="outline" onClick={() => void pin()} disabled={post.toPin}>
            {t('pin')}
          </Button>
        )
      }
    >
      <Switch.Root
        colorPalette="primary"
        checked={formik.values.toPublish}
        onCheckedChange={(d) => void formik.setFieldValue('toPublish', d.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('visible')}</Switch.Label>
      </Switch.Root>
      <Field.Root>
        <Field.Label>{t('type')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={formik.values.type}
            onChange={(e) => {
              const type = Number(e.target.value) as PostType;
              void formik.setFieldValue('type', type);
              void formik.setFieldValue('title', typeLabel(type));
            }}
          >
            {POST_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required invalid={titleError !== undefined} readOnly={!titleEditable}>
        <Field.Label>
          {t('postTitle')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Flex gap={2} w="full">
          <Input {...formik.getFieldProps('title')} readOnly={!titleEditable} />
          <IconButton
            aria-label={t('editPostTitle')}
            variant="outline"
            onClick={() => setTitleEditable(true)}
            disabled={titleEditable}
          >
            <EditIcon />
          </IconButton>
        </Flex>
        {titleError !== undefined && <Field.ErrorText>{ruleMessage(titleError)}</Field.ErrorText>}
        <FieldConflictNote name="title" />
      </Field.Root>
      <RichTextFormField name="text" label={t('text')} />
      {!post && (
        <Checkbox.Root
          checked={formik.values.toPin}
          onCheckedChange={(d) => void formik.setFieldValue('toPin', d.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('pinned')}</Checkbox.Label>
        </Checkbox.Root>
      )}
      <AttachmentCard event={event} />
    </ItemEditorForm>
  );
}
