import type { ReactNode } from 'react';
import { Field, Input, VisuallyHiddenText } from '@canopy/ui';
import { useAdminT } from '../i18n/useAdminT';
import { NativeSelect, Table, TableRegion, Toolbar } from './DataTable';

export interface AdminListFrameProps {
  /** The section's id stem: its hidden heading is `${id}-heading`. */
  id: string;
  /** The tab's name, read by screen readers as the section's heading (the tab strip shows it visibly). */
  heading: string;
  /** The search, filters and buttons above the list. */
  toolbar: ReactNode;
  /** The list (its loading, empty and error states), then any dialog the tab opens. */
  children: ReactNode;
}

/**
 * The frame every list tab of the admin area shares: a section named by a visually hidden heading, a toolbar of
 * search, filters and actions, then the list. The toolbar's parts are SearchFilter, SelectFilter and ListTable.
 */
export function AdminListFrame({ id, heading, toolbar, children }: AdminListFrameProps) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <VisuallyHiddenText as="h2" id={`${id}-heading`}>
        {heading}
      </VisuallyHiddenText>
      <Toolbar>{toolbar}</Toolbar>
      {children}
    </section>
  );
}

/** The toolbar's search box, wide; `onSearch` gets every keystroke (the tab debounces and goes back to page 1). */
export function SearchFilter(props: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  maxLength: number;
}) {
  return (
    <div className="wide">
      <Field label={props.label}>
        <Input
          type="search"
          value={props.value}
          onChange={(e) => props.onSearch(e.target.value)}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
        />
      </Field>
    </div>
  );
}

/** A labelled native select of the toolbar; `narrow` keeps a lone filter from stretching across the row. */
export function SelectFilter(props: {
  label: string;
  value: string;
  onSelect: (value: string) => void;
  options: readonly { value: string; label: string }[];
  narrow?: boolean;
}) {
  const field = (
    <Field label={props.label}>
      <NativeSelect value={props.value} onChange={(e) => props.onSelect(e.target.value)}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
  return props.narrow ? <div className="narrow">{field}</div> : field;
}

/**
 * A list's table in its labelled, focusable, sideways-scrolling region; `actions` adds a last column named
 * "Actions" for screen readers only (its cells hold the row's buttons).
 */
export function ListTable(props: {
  label: string;
  columns: readonly string[];
  actions?: boolean;
  children: ReactNode;
}) {
  const { t } = useAdminT();
  return (
    <TableRegion role="region" aria-label={props.label} tabIndex={0}>
      <Table>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {props.actions && (
              <th scope="col">
                <VisuallyHiddenText>{t('Actions')}</VisuallyHiddenText>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </Table>
    </TableRegion>
  );
}
