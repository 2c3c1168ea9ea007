export { SearchPicker, type PickerOption, type SearchPickerProps } from './search-picker';
export { PICKER_PAGE_SIZE, pickerHooks } from './picker-hooks';
export { useDebouncedValue } from './use-debounced-value';
