// Posts list (spec/content.md §2.3): title with the post's text beneath (as plain text), the
// creation date and time (180 px); no footer. A row opens its editor, the add button a new one.
// Only the rows on screen are rendered (ui/windowedRows); aria-rowcount and aria-rowindex give
// the size.
import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useAppSelector } from '../../../app/hooks';
import { useEditedEvent } from '../../../entities/events';
import { selectPostViews } from '../../../entities/posts';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { AddLink, ScreenHeading } from '../../../ui/ScreenHeading';
import { WindowedTable } from '../../../ui/WindowedTableRows';
import {
  TABLE_CELL_PADDING,
  itemRows,
  tableRowHeight,
  useWindowedRows,
  wrappedLines,
} from '../../../ui/windowedRows';
import type { PostView } from '../../../entities/posts';

/** The creation time's column. */
const CREATED_WIDTH = 180;

/** A row's height before it is measured: the title, at most two lines of text, the badge. */
function rowEstimate(p: PostView, width: number) {
  const column = width - CREATED_WIDTH - TABLE_CELL_PADDING;
  const lines =
    Math.max(1, wrappedLines(p.title.length, column)) +
    Math.min(2, wrappedLines(p.text.length, column)) +
    (p.pending ? 1 : 0);
  return tableRowHeight(lines);
}

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
  const list = useWindowedRows(itemRows(posts, (p) => p.postId, rowEstimate));
  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="5xl">
      <ScreenHeading id="posts-title" title={t('title')}>
        <AddLink label={t('add')} />
      </ScreenHeading>
      <WindowedTable
        windowed={list}
        labelledBy="posts-title"
        count={posts.length}
        head={
          <Table.Header>
            <Table.Row aria-rowindex={1}>
              <Table.ColumnHeader>{t('column.title')}</Table.ColumnHeader>
              <Table.ColumnHeader w={`${CREATED_WIDTH}px`}>
                {t('column.createdAt')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
        }
        headerRow
        empty={t('noData')}
        columns={2}
      >
        {({ index }) => {
          const p = posts[index];
          if (!p) return null;
          return (
            <Table.Row
              key={p.postId}
              ref={list.measure}
              data-index={index}
              aria-rowindex={index + 2}
              cursor="pointer"
              onClick={() => void navigate(p.postId)}
            >
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
          );
        }}
      </WindowedTable>
    </Stack>
  );
}
