// The listener middleware's startListening over a program's store whose state holds at least
// S: the core's effects are generic in the program's state, which the program's store supplies.
import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';

export type CoreDispatch<S> = ThunkDispatch<S, unknown, UnknownAction>;
export type CoreStartListening<S> = TypedStartListening<S, CoreDispatch<S>>;

/** Tells whether an action is one of a kind (a matcher, like an action creator's .match). */
export type ActionMatcher = (action: UnknownAction) => boolean;
