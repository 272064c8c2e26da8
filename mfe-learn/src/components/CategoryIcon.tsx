import type { LucideIcon, LucideProps } from 'lucide-react';
import { BookOpen, Cloud, Droplet, Leaf, Recycle, Sprout, Trees, Zap } from 'lucide-react';

// The category icon names (Material Symbols) the API stores, drawn with our icon set.
const icons: Record<string, LucideIcon> = {
  energy_savings_leaf: Zap,
  water_drop: Droplet,
  compost: Sprout,
  forest: Trees,
  menu_book: BookOpen,
  eco: Leaf,
  co2: Cloud,
  recycling: Recycle,
};

/** A category's icon; unknown or missing names fall back to the leaf. Decorative (aria-hidden). */
export function CategoryIcon({
  icon,
  ...props
}: { icon: string | null | undefined } & Omit<LucideProps, 'name'>) {
  const Icon = (icon && icons[icon]) || Leaf;
  return <Icon aria-hidden="true" {...props} />;
}
