import { useRef } from 'react';
import { Camera } from 'lucide-react';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useUploadPhoto } from '../api/upload-photo';
import { toastFailure } from '../lib/errors';

/** Upload a photo: PNG, JPEG, WebP or GIF up to 2 MB (the server checks the file itself too). */
export function PhotoUpload({ consultant }: { consultant: { id: string; version: number } }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      toast.error('Only PNG, JPEG, WebP or GIF images can be uploaded.');
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      toast.error('The photo is larger than 2 MB.');
      return;
    }
    upload.mutate(
      { id: consultant.id, version: consultant.version, file },
      { onSuccess: () => toast.success('Photo updated'), onError: toastFailure('Could not upload the photo.') },
    );
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label="Photo file"
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
        <Camera aria-hidden />
        {upload.isPending ? 'Uploading…' : 'Upload photo'}
      </Button>
    </>
  );
}
