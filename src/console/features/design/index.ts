export const loadDesignScreen = () => import(/* webpackChunkName: "design" */ './DesignScreen');
