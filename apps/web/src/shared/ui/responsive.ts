/** Table cells shown from the md breakpoint up; below it their content moves under the row's name. */
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
/** Text shown only below md: the details of the cells WIDE_ONLY hides. */
export const NARROW_ONLY = { display: { xs: 'block', md: 'none' } } as const;
