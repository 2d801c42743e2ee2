// Every live target path, spelled once (ARCHITECTURE §2). The server routes a path with
// parseLiveTarget, the browser programs build paths with LIVE_TARGETS.<name>.path(...) and
// match delivered paths with .parse(...). A pattern names its parameters in braces; the
// parameter types follow from the pattern, so a builder cannot miss or misname one.

type SegmentParam<S extends string> = S extends `{${infer Name}}` ? Name : never;
type ParamNames<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? SegmentParam<Head> | ParamNames<Rest>
  : SegmentParam<P>;

/** The parameters of a pattern, e.g. { eventId: string; lang: string }. */
export type TargetParams<P extends string> = { [K in ParamNames<P>]: string };

export interface LiveTarget<P extends string> {
  readonly pattern: P;
  /** The path of the target with these parameters (each non-empty, without '/'). */
  path(params: TargetParams<P>): string;
  /** The parameters of a path of this target, or null when the path is another target's. */
  parse(path: string): TargetParams<P> | null;
}

const paramName = (segment: string) =>
  segment.startsWith('{') && segment.endsWith('}') ? segment.slice(1, -1) : null;

export function liveTarget<P extends string>(pattern: P): LiveTarget<P> {
  const segments = pattern.split('/');
  return {
    pattern,
    path(params) {
      const values = params as Record<string, string>;
      return segments
        .map((segment) => {
          const name = paramName(segment);
          if (name === null) return segment;
          const value = values[name] ?? '';
          if (value === '' || value.includes('/')) {
            throw new TypeError(`Live target ${pattern}: bad ${name} '${value}'.`);
          }
          return value;
        })
        .join('/');
    },
    parse(path) {
      const parts = path.split('/');
      if (parts.length !== segments.length) return null;
      const params: Record<string, string> = {};
      for (const [index, segment] of segments.entries()) {
        const part = parts[index] ?? '';
        const name = paramName(segment);
        if (name === null) {
          if (part !== segment) return null;
        } else {
          if (part === '') return null;
          params[name] = part;
        }
      }
      return params as TargetParams<P>;
    },
  };
}

export const LIVE_TARGETS = {
  /** The signed-in organiser's events that are not archived (the event list). */
  events: liveTarget('events'),
  /** The signed-in organiser's archived events (the event list's archive view). */
  archivedEvents: liveTarget('archived_events'),
  event: liveTarget('events/{eventId}'),
  translations: liveTarget('events/{eventId}/translations/{lang}'),
  preferences: liveTarget('events/{eventId}/preferences'),
  orgs: liveTarget('events/{eventId}/orgs'),
  sponsors: liveTarget('events/{eventId}/sponsors'),
  locations: liveTarget('events/{eventId}/locations'),
  cmsSections: liveTarget('events/{eventId}/cms_sections'),
  cmsSectionItems: liveTarget('events/{eventId}/cms_section_items'),
  /** The event's files that are not removed. */
  files: liveTarget('events/{eventId}/files'),
  /** One file, removed or not (an upload's status). */
  file: liveTarget('events/{eventId}/files/{fileId}'),
  forms: liveTarget('events/{eventId}/forms'),
  /** The fields of one form that are not removed. */
  formFields: liveTarget('events/{eventId}/forms/{formId}/fields'),
  /** The answers attendees sent to one feedback form. */
  feedbackAnswers: liveTarget('events/{eventId}/forms/{formId}/answers'),
  /**
   * Changes of the event's participants only: the rows themselves come from the compact
   * snapshot (participantsSnapshotPath), whose resume token this target continues from. A
   * fresh listen follows from now; a reset (token too old) means: fetch the snapshot again.
   */
  participants: liveTarget('events/{eventId}/participants'),
  /** The participants who are checked in (the door's live count). */
  checkIns: liveTarget('events/{eventId}/check_ins'),
  /** One participant with all its answers. */
  participant: liveTarget('events/{eventId}/participants/{clientId}'),
  /** News posts, speakers and meetings of an event, newest createdAt first; and one of each. */
  posts: liveTarget('events/{eventId}/posts'),
  post: liveTarget('events/{eventId}/posts/{postId}'),
  speakers: liveTarget('events/{eventId}/speakers'),
  speaker: liveTarget('events/{eventId}/speakers/{speakerId}'),
  meetings: liveTarget('events/{eventId}/meetings'),
  meeting: liveTarget('events/{eventId}/meetings/{meetingId}'),
  organisation: liveTarget('organisations/{uid}'),
  /** The events the signed-in organiser is a member of (not owner), with the role in each. */
  memberships: liveTarget('memberships'),
  defaultKeys: liveTarget('default_keys'),
} as const;

type Targets = typeof LIVE_TARGETS;
export type LiveTargetName = keyof Targets;
export type ParamsOf<N extends LiveTargetName> = TargetParams<Targets[N]['pattern']>;

/** A path read back: which target it is and its parameters. */
export type ParsedTarget = {
  [N in LiveTargetName]: { name: N; params: ParamsOf<N> };
}[LiveTargetName];

const NAMES = Object.keys(LIVE_TARGETS) as LiveTargetName[];

/** The target a path names, or null for a path that is no target. */
export function parseLiveTarget(path: string): ParsedTarget | null {
  for (const name of NAMES) {
    const params = LIVE_TARGETS[name].parse(path);
    if (params) return { name, params } as ParsedTarget;
  }
  return null;
}
