import { useState } from 'react';
import { AtSign } from 'lucide-react';
import { ConsultantPicker } from '@/entities/consultant';
import { Button } from '@/components/ui/button';
import { mentionToken } from './mention-textarea';

/** "Mention": choose a colleague; their token `@[Name](id)` goes into the comment, and they are notified on posting. */
export function MentionButton({ onMention }: { onMention: (token: string) => void }) {
  const [isPicking, setPicking] = useState(false);
  if (!isPicking) {
    return (
      <Button type="button" size="sm" variant="outline" onClick={() => setPicking(true)}>
        <AtSign aria-hidden className="size-4" /> Mention
      </Button>
    );
  }
  return (
    <div className="w-64">
      <ConsultantPicker
        value={null}
        placeholder="Mention a colleague"
        onChange={(id, option) => {
          if (id && option) onMention(mentionToken(String(option.label), id));
          setPicking(false);
        }}
      />
    </div>
  );
}
