import { Pagination } from '@mantine/core';

interface NamedPaginationProps {
  /** What is paged, in the buttons' names: "Next page of sections", "Sections page 2". */
  what: 'sections' | 'results';
  total: number;
  value: number;
  onChange(page: number): void;
}

/** Numbered pages whose buttons say what they page (a title's sections, its text search's results). */
export function NamedPagination({ what, total, value, onChange }: NamedPaginationProps) {
  const What = what[0]!.toUpperCase() + what.slice(1);
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': `${control} page of ${what}` })}
      getItemProps={(n) => ({ 'aria-label': `${What} page ${n}` })}
    />
  );
}
