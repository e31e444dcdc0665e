export { DETAIL_DRAWER_TEXTS, DetailDrawer, type DetailDrawerProps, type DetailDrawerSize } from './DetailDrawer';
