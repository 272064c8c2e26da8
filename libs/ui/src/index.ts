// @canopy/ui — the Canopy design system. Stable public names; see README.md.
export { theme } from './theme';
export type { CanopyTheme } from './theme';
export { ThemeProvider } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { focusRing } from './focusRing';

export { Button, buttonStyles } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './Card';
export { Badge } from './Badge';
export type { BadgeVariant } from './Badge';
export { Alert } from './Alert';
export type { AlertProps, AlertVariant } from './Alert';
export { Avatar, initialsOf } from './Avatar';
export { Logo, LogoMark } from './Logo';
export { Heading, Text, Stack, Grid, Separator } from './Typography';

export { Tabs, TabsList, TabsTrigger, TabsContent } from './Tabs';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogDescription,
  DialogFooter,
} from './Dialog';
export type { DialogContentProps } from './Dialog';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuGroup,
} from './DropdownMenu';
export { Collapsible, CollapsibleTrigger, CollapsibleContent, CollapsibleSection } from './Collapsible';
export type { CollapsibleSectionProps } from './Collapsible';

export { Toaster } from './Toaster';
export { useToast } from './useToast';
export { toast, dismissToast, TOAST_LIMIT, TOAST_DEFAULT_DURATION, TOAST_REMOVE_DELAY } from './toastStore';
export type { ToastOptions, ToastVariant, ToastAction, ToastItem } from './toastStore';

export { Input, Textarea, fieldControlStyles } from './Input';
export { PasswordInput } from './PasswordInput';
export type { PasswordInputProps } from './PasswordInput';
export { Label } from './Label';
export { Field, FieldError, FieldHint } from './Field';
export type { FieldProps } from './Field';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { CheckboxField } from './CheckboxField';
export type { CheckboxFieldProps } from './CheckboxField';
export { Switch } from './Switch';
export { Select, SelectTrigger, SelectValue, SelectContent, SelectItem, SelectGroup } from './Select';

export { Progress, clampProgress } from './Progress';
export { preloadUi } from './preloadUi';
export type { UiPart } from './preloadUi';
export { whenIdle } from './whenIdle';
export { lazyPart } from './lazyPart';
export { usePreloaded } from './usePreloaded';
export type { LazyPart } from './lazyPart';
export type { ProgressProps } from './Progress';
export { Spinner, PageSpinner, VisuallyHiddenText } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Skeleton } from './Skeleton';

export { PageContainer, PageHeader, Eyebrow } from './PageContainer';
export type { PageHeaderProps } from './PageContainer';
export { IconTile } from './IconTile';
export type { IconTileSize, IconTileTone } from './IconTile';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
export { ChoiceCards } from './ChoiceCards';
export type { ChoiceCardsProps, ChoiceOption } from './ChoiceCards';
export {
  PostList,
  PostListItem,
  PostListBody,
  PostListExcerpt,
  PostListMeta,
  PostListSkeleton,
} from './PostList';
export type { PostListSkeletonProps } from './PostList';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './Breadcrumbs';
export { DisclosureNav } from './DisclosureNav';
export type { DisclosureNavProps } from './DisclosureNav';

// The design system's own texts in the page's language (namespace 'ui'); page-kit reads them through here.
export { useUiT, uiText } from './i18n/useUiT';
