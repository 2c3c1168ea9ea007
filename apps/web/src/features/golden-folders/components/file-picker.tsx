import { useId, useRef } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface FilePickerProps {
  label: string;
  ariaLabel?: string;
  isPending: boolean;
  onFile: (file: File) => void;
  variant?: 'default' | 'outline';
}

/** A button that opens the file chooser; the chosen file goes straight to `onFile`. */
export function FilePicker({ label, ariaLabel, isPending, onFile, variant = 'outline' }: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label={ariaLabel ?? label}
        accept=".pdf,.docx,.xlsx,.pptx,.png,.jpg,.jpeg,.txt,.md,.csv"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        type="button"
        variant={variant}
        size="sm"
        disabled={isPending}
        aria-label={ariaLabel}
        onClick={() => input.current?.click()}
      >
        {isPending ? <Spinner /> : <Upload aria-hidden />}
        {label}
      </Button>
    </>
  );
}
