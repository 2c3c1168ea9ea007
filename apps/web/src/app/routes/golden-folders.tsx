export { GoldenFoldersPage as Component } from '@/features/golden-folders/components/golden-folders-page';
