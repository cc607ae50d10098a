import { campaignLink } from '@app/shared/schemas/campaign';
import { Button, CopyButton, Group, Image, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { renderSVG } from 'uqr';

export interface LinkTags {
  landingPage: string;
  utmCampaign: string;
  utmSource?: string;
  utmMedium?: string;
}

/**
 * The UTM link builder: the campaign's landing page with its tags (term and
 * content per placement), a copy button and a QR code for print and events.
 */
export function LinkBuilder({ siteUrl, tags }: { siteUrl: string; tags: LinkTags }) {
  const [source, setSource] = useState(tags.utmSource ?? '');
  const [medium, setMedium] = useState(tags.utmMedium ?? '');
  const [term, setTerm] = useState('');
  const [content, setContent] = useState('');
  const link = useMemo(() => {
    try {
      return campaignLink(siteUrl, {
        ...tags,
        utmSource: source,
        utmMedium: medium,
        utmTerm: term,
        utmContent: content,
      });
    } catch {
      return '';
    }
  }, [siteUrl, tags, source, medium, term, content]);
  const qr = useMemo(
    () =>
      link ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}` : '',
    [link],
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="utm_source" value={source} onChange={(e) => setSource(e.currentTarget.value)} />
        <TextInput label="utm_medium" value={medium} onChange={(e) => setMedium(e.currentTarget.value)} />
        <TextInput
          label="utm_term (optional)"
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
        />
        <TextInput
          label="utm_content (optional)"
          description="Tells placements apart, e.g. header-banner"
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput label="Tagged link" value={link} readOnly data-testid="tagged-link" />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button onClick={copy} color={copied ? 'teal' : undefined} disabled={!link}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
        {qr && (
          <Button component="a" variant="default" href={qr} download={`${tags.utmCampaign}-qr.svg`}>
            Download QR code
          </Button>
        )}
      </Group>
      {qr && (
        <Stack gap={4} align="flex-start">
          <Image src={qr} alt={`QR code for ${link}`} w={160} h={160} data-testid="qr-code" />
          <Text size="xs" c="dimmed">
            Scanning opens the tagged link, so visits from print and events count for this campaign.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
