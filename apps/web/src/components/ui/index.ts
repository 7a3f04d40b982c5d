// UI kit: presentational building blocks with no feature logic. Import from 'components/ui'.
export { Button, IconButton, buttonStyles, type ButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { Input, Textarea, fieldStyles, type InputProps, type TextareaProps } from './input';
export { InlineEdit, type InlineEditProps, type InlineEditSize } from './inline-edit';
export { Modal, type ModalProps } from './modal';
export { ToastProvider, useToast, type ToastApi, type ToastTone } from './toast';
export { Tooltip, type TooltipProps } from './tooltip';
export { Card, type CardProps } from './card';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Alert, toneForMessage, type AlertTone } from './alert';
export { Spinner, type SpinnerProps } from './spinner';
export { Skeleton } from './skeleton';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ContextMenu, Menu, type ContextMenuProps, type MenuItem, type MenuProps } from './menu';
export { useDialogBehaviour } from './use-dialog-behaviour';
export { Tabs, tabPanelProps, useTabIds, type TabItem } from './tabs';
export { ShortcutList, type ShortcutRow } from './shortcut-list';
export { ClassMergeContext, useClassMerge, type ClassMerge } from './class-merge';
