import type { LinkPreview } from '@app/shared/schemas/social-post';
import { SOCIAL_LINK_KINDS, SOCIAL_LINK_LABELS, type SocialLinkKind } from '@app/shared/social';
import { NativeSelect, Select, Stack, TextInput } from '@mantine/core';
import { useSocialLinks } from '../api/list-social-links';
import { LinkPreviewCard } from './link-preview-card';

interface Props {
  kind: SocialLinkKind;
  linkRef: string;
  linkUrl: string;
  errors: Record<string, string>;
  /** The stored card of the post being edited (for a free link, which has no option list). */
  saved: { linkUrl?: string; preview: LinkPreview | null } | null;
  onChange: (patch: { linkKind?: SocialLinkKind; linkRef?: string; linkUrl?: string }) => void;
}

/** Blog post, case study or job from the site's own records (with its card), or a free link. */
export function LinkPicker({ kind, linkRef, linkUrl, errors, saved, onChange }: Props) {
  const { options, loading } = useSocialLinks(kind);

  const chosen = kind === 'url' ? null : options.find((o) => o.ref === linkRef);
  const external = kind === 'url' && /^https?:/i.test(linkUrl);
  const preview = chosen
    ? chosen.preview
    : kind === 'url' && saved?.linkUrl === linkUrl
      ? saved.preview
      : null;
  return (
    <Stack gap="xs">
      <NativeSelect
        label="Links to"
        value={kind}
        data={SOCIAL_LINK_KINDS.map((k) => ({ value: k, label: SOCIAL_LINK_LABELS[k] }))}
        onChange={(e) => onChange({ linkKind: e.currentTarget.value as SocialLinkKind, linkRef: '' })}
      />
      {kind === 'url' ? (
        <TextInput
          label="Link"
          required
          description="A path on this site (e.g. /lets-connect) or an http(s) address"
          value={linkUrl}
          error={errors.linkUrl}
          onChange={(e) => onChange({ linkUrl: e.currentTarget.value })}
        />
      ) : (
        <Select
          label={SOCIAL_LINK_LABELS[kind]}
          required
          searchable
          nothingFoundMessage={loading ? 'Loading…' : 'Nothing found'}
          placeholder={loading ? 'Loading…' : 'Search by title'}
          data={options.map((o) => ({ value: o.ref, label: o.label }))}
          value={linkRef || null}
          error={errors.linkRef}
          onChange={(v) => onChange({ linkRef: v ?? '' })}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {(chosen || kind === 'url') && <LinkPreviewCard preview={preview} external={external} />}
    </Stack>
  );
}
