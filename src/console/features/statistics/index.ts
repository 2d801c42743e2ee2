// The statistics screen (spec/console.md §2.24) in its own chunk.
export const loadStatisticsScreen = () => import(/* webpackChunkName: "statistics" */ './screens');
