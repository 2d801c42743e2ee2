// Long lists rendered by what is on screen (@tanstack/react-virtual): only the rows in view and
// a few beyond are in the DOM, so a list of 1,000 rows costs the style and layout of a screenful.
// Two ways to scroll: the page itself (useWindowedRows: a form's fields) or a box of the list's
// own (useBoxedRows: the participants table). The schedule, speakers and posts are not windowed
// yet: rows of theirs measured anew on a 360 px phone moved the rows in view (issue 31). Both keep the row
// that holds the keyboard focus rendered wherever the list is scrolled (and any row the caller
// names, such as a dragged one), so scrolling never takes the focus away. Each row element
// carries data-index (its index); with `measure` as its ref, rows of varying height are
// measured. The caller tells screen readers the list's size (aria-rowcount and aria-rowindex,
// or aria-setsize and aria-posinset). The browser's find-in-page sees only the rendered rows.
import {
  defaultRangeExtractor,
  useVirtualizer,
  useWindowVirtualizer,
} from '@tanstack/react-virtual';
import type { Range, VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState } from 'react';
import type { FocusEvent, Key, RefObject } from 'react';

export interface WindowedRowsOptions {
  count: number;
  /** A row's height before it is measured (or its fixed height). */
  estimateSize: (index: number) => number;
  /** A row's stable key (its item's id), so measured heights follow the item. */
  getItemKey?: (index: number) => Key;
  /** Rows rendered beyond each end of the view. */
  overscan?: number;
  /** One more row rendered wherever it is (the row being dragged). */
  keep?: number | null;
}

export interface WindowedRow {
  index: number;
  key: Key;
  /** Offset of the row from the list's top. */
  start: number;
  size: number;
  /** Space between this row and the row rendered before it (or the list's top). */
  gapBefore: number;
}

export interface WindowedRows {
  rows: WindowedRow[];
  /** Space after the last rendered row. */
  gapAfter: number;
  totalSize: number;
  /** The ref of a row element with data-index: measures its height. */
  measure: (element: Element | null) => void;
  /** For the element that holds the rows: follows which row has the focus. */
  listProps: {
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

const indexOf = (node: EventTarget | null, within: Element): number | null => {
  const row = node instanceof Element ? node.closest('[data-index]') : null;
  return row && within.contains(row) ? Number(row.getAttribute('data-index')) : null;
};

/**
 * The row holding the focus, followed by its key (a field moved by its arrow buttons is found
 * at its new index), and the range extractor that keeps it and `keep` rendered.
 */
function useKeptRows({ count, getItemKey, keep }: WindowedRowsOptions) {
  const [focused, setFocused] = useState<{ index: number; key: Key } | null>(null);
  const keyOf = (index: number) => (getItemKey ? getItemKey(index) : index);
  let focusedIndex = focused?.index ?? null;
  if (focused && keyOf(focused.index) !== focused.key) {
    focusedIndex = null;
    for (let i = 0; i < count; i++) if (keyOf(i) === focused.key) focusedIndex = i;
  }
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      for (const extra of [focusedIndex, keep]) {
        if (extra != null && extra < range.count && !indexes.includes(extra)) indexes.push(extra);
      }
      return indexes.sort((a, b) => a - b);
    },
    [focusedIndex, keep],
  );
  const listProps = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const index = indexOf(event.target, event.currentTarget);
      setFocused(index === null ? null : { index, key: keyOf(index) });
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (indexOf(event.relatedTarget, event.currentTarget) === null) setFocused(null);
    },
  };
  return { rangeExtractor, listProps };
}

interface Measured {
  getVirtualItems(): VirtualItem[];
  getTotalSize(): number;
  measureElement: (element: Element | null) => void;
  options: { scrollMargin: number };
}

function layoutOf(v: Measured, listProps: WindowedRows['listProps']): WindowedRows {
  const margin = v.options.scrollMargin;
  let end = margin;
  const rows = v.getVirtualItems().map((item) => {
    const row = {
      index: item.index,
      key: item.key,
      start: item.start - margin,
      size: item.size,
      gapBefore: Math.max(0, item.start - end),
    };
    end = item.end;
    return row;
  });
  const totalSize = v.getTotalSize();
  return {
    rows,
    gapAfter: Math.max(0, totalSize - (end - margin)),
    totalSize,
    measure: v.measureElement,
    listProps,
  };
}

/**
 * Rows of a list that scrolls with the page. `attachList` is the ref of the element that holds the
 * rows (a table body, a list): its place on the page is where the rows start.
 */
export function useWindowedRows(options: WindowedRowsOptions): WindowedRows & {
  attachList: (element: HTMLElement | null) => void;
} {
  const { count, estimateSize, getItemKey, overscan = 6 } = options;
  const { rangeExtractor, listProps } = useKeptRows(options);
  const [list, attachList] = useState<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page, once observed (before the first paint) and whenever the
  // page's height changes: content above the list (a banner, the day tabs) moves it.
  useLayoutEffect(() => {
    if (!list) return;
    const place = () => setScrollMargin(Math.round(list.getBoundingClientRect().top + scrollY));
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list]);
  // The virtualizer re-renders the caller itself on scroll; nothing is memoised on it.
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    getItemKey,
    overscan,
    scrollMargin,
    rangeExtractor,
    initialRect: { width: innerWidth, height: innerHeight },
  });
  return { ...layoutOf(virtualizer, listProps), attachList };
}

/** Rows of a list in a scrolling box of its own (`scrollRef`). */
export function useBoxedRows(
  options: WindowedRowsOptions & { scrollRef: RefObject<HTMLElement | null> },
): WindowedRows {
  const { count, estimateSize, getItemKey, overscan = 10, scrollRef } = options;
  const { rangeExtractor, listProps } = useKeptRows(options);
  // As above: the caller re-renders on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    estimateSize,
    getItemKey,
    overscan,
    getScrollElement: () => scrollRef.current,
    rangeExtractor,
  });
  return layoutOf(virtualizer, listProps);
}
