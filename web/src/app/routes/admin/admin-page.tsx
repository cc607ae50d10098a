import { PlaceholderPage } from '../../../components/placeholder-page';

/**
 * Entry of the lazily loaded admin chunk (never fetched on public routes).
 * Admin screens are placeholders until their features land; each will get its
 * own lazy import from the router then.
 */
export default function AdminPage({ title }: { title: string }) {
  return <PlaceholderPage title={title} />;
}
