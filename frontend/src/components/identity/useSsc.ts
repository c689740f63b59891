import { useLocation } from 'react-router';

/** The confirmation code of an e-mailed link (query parameter `ssc`), trimmed; '' when missing. */
export function useSsc(): string {
  const location = useLocation();
  return (new URLSearchParams(location.search).get('ssc') ?? '').trim();
}
