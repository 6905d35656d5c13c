import { useParams } from 'react-router-dom';

/** A numeric route parameter, or null when the URL holds something else. */
export function useIdParam(name: string): number | null {
  const value = useParams()[name];
  return value && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;
}
