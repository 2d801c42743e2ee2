// Long lists rendered by what is on screen (@tanstack/react-virtual): only the rows in view and
// a few beyond are in the DOM, so a list of 1,000 rows costs the style and layout of a screenful.
// Two ways to scroll: the page itself (useWindowedRows: a form's fields, the schedule, speakers
// and posts; a table's rows through WindowedTableRows) or a box of the list's own (useBoxedRows:
// the participants table). Both keep the row that holds the keyboard focus rendered wherever the
// list is scrolled (and any row the caller names, such as a dragged one), so scrolling never
// takes the focus away. Each row element carries data-index (its index); with `measure` as its
// ref, rows of varying height are measured. The caller tells screen readers the list's size
// (aria-rowcount and aria-rowindex, or aria-setsize and aria-posinset). The browser's
// find-in-page sees only the rendered rows.
import {
  defaultRangeExtractor,
  measureElement,
  observeWindowOffset,
  observeWindowRect,
  useVirtualizer,
  useWindowVirtualizer,
  windowScroll,
} from '@tanstack/react-virtual';
import type { Range, VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { FocusEvent, Key, RefObject } from 'react';

export interface WindowedRowsOptions {
  count: number;
  /**
   * A row's height before it is measured (or its fixed height). `width` is the list's (the
   * window's before it is laid out), for rows whose text wraps.
   */
  estimateSize: (index: number, width: number) => number;
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

/**
 * For an estimate: the lines `chars` characters of 14 px text take in `width` px (a character
 * is about 7.5 px wide, Latin or Cyrillic).
 */
export const wrappedLines = (chars: number, width: number): number =>
  chars <= 0 ? 0 : Math.ceil((chars * 7.5) / Math.max(width, 40));

/** A small table cell's padding above and below (and either side), and its line of 14 px text. */
export const TABLE_CELL_PADDING = 16;
const TABLE_LINE = 20;

/**
 * For an estimate: the height of a small table's row of `lines` lines of text (at least `min` px
 * of content, an avatar), with its cell's padding and its border.
 */
export const tableRowHeight = (lines: number, min = 0): number =>
  TABLE_CELL_PADDING + 1 + Math.max(min, lines * TABLE_LINE);

/**
 * The options of a list of items: its length, each row's estimate from its item and the list's
 * width, and its key (the item's id, so measured heights follow the item).
 */
export function itemRows<T>(
  items: readonly T[],
  keyOf: (item: T) => Key,
  estimate: (item: T, width: number) => number,
): Pick<WindowedRowsOptions, 'count' | 'estimateSize' | 'getItemKey'> {
  return {
    count: items.length,
    estimateSize: (index, width) => {
      const item = items[index];
      return item === undefined ? tableRowHeight(1) : estimate(item, width);
    },
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : keyOf(item);
    },
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
 * A rendered row's height, from the ResizeObserver's report only. The virtualizer also asks when
 * a row's ref is attached, in React's commit: reading the height there forced the page's style and
 * layout inside the commit's task (151–237 ms at 4× CPU on the schedule, issue 31), so that ask
 * keeps what is known of the row (its estimate), and the observer, which reports every observed
 * row after the browser's own layout of the frame, measures it without forcing one. A row in a
 * hidden container (a day's tab panel in the commit before it is shown) measures 0: taken as its
 * height, every row then 'grew' from 0 once shown, each above the view by the time it was
 * measured, and the page ran away to the list's end. Such a measure keeps what was known too.
 */
function rowHeight(element: Element, entry: ResizeObserverEntry | undefined, v: PageRows) {
  const size = entry ? measureElement(element, entry, v) : 0;
  if (size > 0) return size;
  const index = v.indexFromElement(element);
  return v.itemSizeCache.get(v.options.getItemKey(index)) ?? v.options.estimateSize(index);
}

type PageRows = Virtualizer<Window, Element>;

/**
 * Whether a row just measured moves the rows in view, so the virtualizer scrolls by the
 * difference: a row measured the first time whose top is above the view (rendered there at its
 * own height where its estimate was), or a row measured again that is wholly above the view (a
 * live change made it taller). The virtualizer's own rule skips the second while the page
 * scrolls up, and then a row that grew pushed the rows in view down.
 */
function movesRowsInView(item: VirtualItem, _delta: number, v: PageRows) {
  // Where the page is now, not where the virtualizer last saw it: the browser animates a scroll
  // (Home, End, the wheel) off the main thread, and on a slow phone the last scroll event seen
  // can be a screenful behind. Asked only for a row measured at a new height, in the
  // ResizeObserver's report, after the frame's layout.
  const offset = v.scrollElement?.scrollY ?? v.scrollOffset ?? 0;
  return v.itemSizeCache.has(item.key) ? item.end <= offset : item.start < offset;
}

/**
 * The window's observers of the virtualizer, started a frame later: each reads the window's size
 * or scroll position at once (innerWidth, scrollY), and read as the virtualizer starts (in
 * React's commit, a layout effect) each forced the page's style and layout inside the commit's
 * task (issue 31). Until then the virtualizer holds what the hook read as it first rendered.
 */
function fromNextFrame<I, C>(observe: (instance: I, cb: C) => (() => void) | undefined) {
  return (instance: I, cb: C) => {
    let stop: (() => void) | undefined;
    const frame = requestAnimationFrame(() => {
      stop = observe(instance, cb);
    });
    return () => {
      cancelAnimationFrame(frame);
      stop?.();
    };
  };
}

const observeRect = fromNextFrame(observeWindowRect);
const observeOffset = fromNextFrame(observeWindowOffset);

/**
 * Writes the window's scroll position for the virtualizer, all but its first write: as it starts
 * (in React's commit) it writes back the position it was given (`initialOffset`), which moves
 * nothing and forced the page's layout inside the commit's task (issue 31).
 *
 * A correction for rows measured above the view (`adjustments`) moves the page by that much from
 * where it is. The virtualizer writes it as its last seen position plus the difference; the
 * browser animates a scroll off the main thread, and a correction written a frame late sent the
 * page back to where it had been: Home on a loaded machine ended out of the list's top.
 */
function scrollAfterStart(): typeof windowScroll {
  let started = false;
  return (offset, options, v) => {
    const first = !started;
    started = true;
    if (options.adjustments) {
      v.scrollElement?.scrollBy({ top: options.adjustments, behavior: options.behavior });
      return;
    }
    if (first && offset === v.options.initialOffset) return;
    windowScroll(offset, options, v);
  };
}

/**
 * `estimate` at `width`, each row's asked once: the virtualizer asks for every unmeasured row's
 * estimate again whenever a row is measured or its options change, and a schedule's estimate
 * wraps the row's texts: O(rows) each time, on every report of the rows' sizes (issue 31).
 */
function estimatesAt(estimate: WindowedRowsOptions['estimateSize'], width: number) {
  const known = new Map<number, number>();
  return (index: number) => {
    let size = known.get(index);
    if (size === undefined) {
      size = estimate(index, width);
      known.set(index, size);
    }
    return size;
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
  const [list, setList] = useState<HTMLElement | null>(null);
  // Rows rendered above the view and measured taller than estimated (rows wrap on a 360 px
  // phone) push the rows in view down: the virtualizer scrolls by the difference, which keeps
  // them in place in every browser. The browser's own scroll anchoring (Chromium, Firefox; not
  // Safari) did so a second time and the rows jumped, so no row is an anchor of it.
  const attachList = useCallback((element: HTMLElement | null) => {
    if (element) element.style.overflowAnchor = 'none';
    setList(element);
  }, []);
  const [place, setPlace] = useState({ top: 0, width: innerWidth });
  // The window's size as the list first rendered, read once: read in a render that follows a
  // commit in the same task, it forced that commit's layout.
  const [initialRect] = useState(() => ({ width: innerWidth, height: innerHeight }));
  // Where the page was scrolled as the list first rendered: the virtualizer starts from it.
  const [initialOffset] = useState(() => scrollY);
  const [scrollToFn] = useState(scrollAfterStart);
  const estimated = useMemo(
    () => estimatesAt(estimateSize, place.width),
    [estimateSize, place.width],
  );
  // Where the list starts on the page and how wide it is, once observed (before the first paint)
  // and whenever the page's height or the list's width changes: content above the list (a
  // banner, the day tabs) moves it.
  useLayoutEffect(() => {
    if (!list) return;
    const observer = new ResizeObserver(() => {
      const box = list.getBoundingClientRect();
      const top = Math.round(box.top + scrollY);
      const width = Math.round(box.width);
      setPlace((p) => (p.top === top && p.width === width ? p : { top, width }));
    });
    observer.observe(document.body);
    observer.observe(list);
    return () => observer.disconnect();
  }, [list]);
  // The virtualizer re-renders the caller itself on scroll; nothing is memoised on it.
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: estimated,
    getItemKey,
    overscan,
    scrollMargin: place.top,
    rangeExtractor,
    measureElement: rowHeight,
    initialRect,
    observeElementRect: observeRect,
    observeElementOffset: observeOffset,
    initialOffset,
    scrollToFn,
  });
  // An instance property, not an option (@tanstack/virtual-core 3.x).
  // eslint-disable-next-line react-hooks/immutability
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = movesRowsInView;
  return { ...layoutOf(virtualizer, listProps), attachList };
}

/** Rows of a list in a scrolling box of its own (`scrollRef`). */
export function useBoxedRows(
  options: WindowedRowsOptions & { scrollRef: RefObject<HTMLElement | null> },
): WindowedRows {
  const { count, estimateSize, getItemKey, overscan = 10, scrollRef } = options;
  const { rangeExtractor, listProps } = useKeptRows(options);
  // The box's width read once per pass over the rows, not once per row: the virtualizer
  // estimates every row of the list (100,000 participants), and each read of the box's
  // clientWidth was a call into the DOM (450 ms at 4× CPU, bench/editProfile.ts).
  let width: number | undefined;
  // As above: the caller re-renders on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    estimateSize: (index) =>
      estimateSize(index, (width ??= scrollRef.current?.clientWidth ?? innerWidth)),
    getItemKey,
    overscan,
    getScrollElement: () => scrollRef.current,
    rangeExtractor,
  });
  return layoutOf(virtualizer, listProps);
}
