import { Feather, Image as ImageIcon, Landmark, Sparkles, Zap, type LucideIcon } from 'lucide-react';
import type { AiMode } from '@canopy/contracts';

/** What each assistant mode is called, what it is for, and its icon. */
export const modeInfo: Record<AiMode, { label: string; description: string; icon: LucideIcon }> = {
  auto: {
    label: 'Auto',
    description: 'Explanations, lesson outlines, activity ideas, quiz questions and feedback on your drafts.',
    icon: Sparkles,
  },
  express: {
    label: 'Express',
    description: 'Fast, compact answers: the essentials in a few lines.',
    icon: Zap,
  },
  policy: {
    label: 'Policy',
    description: 'Environmental and climate policy explained fairly, with classroom activities.',
    icon: Landmark,
  },
  wisdom: {
    label: 'Wisdom',
    description: 'The reflective side of sustainability: values, hope, journaling prompts and practices.',
    icon: Feather,
  },
  images: {
    label: 'Images',
    description: 'Describe an illustration for your course or ebook and the assistant draws it.',
    icon: ImageIcon,
  },
};
