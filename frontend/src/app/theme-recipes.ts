/**
 * The component recipes of the design system: only those of the Chakra components the app uses
 * (docs/decisions/140-spa-initial-javascript.md). Chakra's defaultConfig carries all 80 recipes
 * (date pickers, colour pickers, carousels...) and createSystem compiles every one at start-up:
 * about 20 KB gzip of the first load and a long task on a phone, for components no page renders.
 * A recipe missing here does not fail: its component renders unstyled. theme-recipes.test.ts
 * keeps this list complete against the imports of frontend/src.
 */
import {
  alertSlotRecipe,
  badgeRecipe,
  blockquoteSlotRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  blockquote: blockquoteSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
