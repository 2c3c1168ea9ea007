import { ENGAGEMENT_TYPE_LABELS, type GoldenFolder } from '@praxis/shared';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function folderKind(folder: Pick<GoldenFolder, 'engagement_type' | 'topic'>): string | null {
  if (folder.engagement_type) return `${ENGAGEMENT_TYPE_LABELS[folder.engagement_type]} kit`;
  return folder.topic;
}
