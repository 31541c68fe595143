import { notFound, useParams } from '@tanstack/react-router';

/** The `$id` of the current path (checked by the route guard before the page renders). */
export function useIdParam(): string {
  const { id } = useParams({ strict: false });
  if (!id) throw notFound();
  return id;
}
