import { Feather, Image as ImageIcon, Landmark, Sparkles, Zap, type LucideIcon } from 'lucide-react';
import type { AiMode } from '@canopy/contracts';

/**
 * What each assistant mode is called, what it is for, and its icon. The panel shows `t(labelKey)` and
 * `t(descriptionKey)` (English keys of the studio's catalogue).
 */
export const modeInfo: Record<AiMode, { labelKey: string; descriptionKey: string; icon: LucideIcon }> = {
  auto: {
    labelKey: 'Auto',
    descriptionKey:
      'Explanations, lesson outlines, activity ideas, quiz questions and feedback on your drafts.',
    icon: Sparkles,
  },
  express: {
    labelKey: 'Express',
    descriptionKey: 'Fast, compact answers: the essentials in a few lines.',
    icon: Zap,
  },
  policy: {
    labelKey: 'Policy',
    descriptionKey: 'Environmental and climate policy explained fairly, with classroom activities.',
    icon: Landmark,
  },
  wisdom: {
    labelKey: 'Wisdom',
    descriptionKey: 'The reflective side of sustainability: values, hope, journaling prompts and practices.',
    icon: Feather,
  },
  images: {
    labelKey: 'Images',
    descriptionKey: 'Describe an illustration for your course or ebook and the assistant draws it.',
    icon: ImageIcon,
  },
};
