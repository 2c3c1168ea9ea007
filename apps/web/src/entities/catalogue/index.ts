export { CataloguePicker } from './catalogue-picker';
export { catalogueKeys } from './keys';
