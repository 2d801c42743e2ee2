export const loadMenusScreens = () => import(/* webpackChunkName: "menus" */ './screens');
