export const loadWordingScreens = () => import(/* webpackChunkName: "wording" */ './screens');
