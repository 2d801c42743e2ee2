// Posts list (spec/content.md §2.3): title with the post's text beneath (as plain text), the
// creation date and time (180 px); no footer. A row opens its editor, the add button a new one.
import { Badge, Box, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useAppSelector } from '../../../app/hooks';
import { useEditedEvent } from '../../../entities/events';
import { selectPostViews } from '../../../entities/posts';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { AddLink, ScreenHeading } from '../../../ui/ScreenHeading';

/** The text of sanitised HTML, for a one-line summary. */
const plain = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

export function PostsScreen() {
  const { t, i18n } = useTranslation('posts');
  const navigate = useNavigate();
  const { eventId } = useEditedEvent();
  useLiveTarget(LIVE_TARGETS.posts.path({ eventId }));
  const posts = useAppSelector((s) => selectPostViews(s, eventId));
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
    [i18n.language],
  );
  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="5xl">
      <ScreenHeading id="posts-title" title={t('title')}>
        <AddLink label={t('add')} />
      </ScreenHeading>
      <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby="posts-title">
        <Table.Root size="sm" aria-labelledby="posts-title" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('column.title')}</Table.ColumnHeader>
              <Table.ColumnHeader w="180px">{t('column.createdAt')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {posts.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={2} textAlign="center" color="fg.muted">
                  {t('noData')}
                </Table.Cell>
              </Table.Row>
            )}
            {posts.map((p) => (
              <Table.Row key={p.postId} cursor="pointer" onClick={() => void navigate(p.postId)}>
                <Table.Cell>
                  <Link asChild fontWeight="medium" wordBreak="break-word">
                    <RouterLink to={p.postId} onClick={(e) => e.stopPropagation()}>
                      {p.title}
                    </RouterLink>
                  </Link>
                  <Text textStyle="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
                    {plain(p.text)}
                  </Text>
                  {p.pending && (
                    <Badge size="xs" variant="outline" colorPalette="gray">
                      {t('pending')}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{format.format(p.createdAt * 1000)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
