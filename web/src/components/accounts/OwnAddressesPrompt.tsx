import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery, graphql } from 'relay-runtime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { OwnAddressesPromptQuery, OwnAddressesPromptQuery$data } from '../../__generated__/OwnAddressesPromptQuery.graphql';
import { useUpdateSettings } from '../../mutations/useUpdateSettings';
import { alpha } from '@mui/material/styles';
import { colors, fonts } from '../../theme';
import { useToast } from '../Toasts';
import { formatCount } from './format';

const candidatesQuery = graphql`
  query OwnAddressesPromptQuery($accountId: ID) {
    settings {
      aliases
    }
    addressCandidates(accountId: $accountId) {
      __typename
      ... on QueryAddressCandidatesSuccess {
        candidates {
          address
          name
          sent
          received
        }
      }
    }
  }
`;

type Candidate = Extract<OwnAddressesPromptQuery$data['addressCandidates'], { __typename: 'QueryAddressCandidatesSuccess' }>['candidates'][number];

interface OwnAddressesPromptProps {
  /** The imported account whose mail to look at (all mail when null). Changing it asks again. */
  accountId: string | null;
  /** Bumped by each finished import: the dialog asks once per import. */
  importKey: number;
}

/**
 * "Which of these addresses are yours?" after an import: the addresses the archive is most
 * often from and to, with counts. The ticked ones become aliases (Settings › Other addresses),
 * and the server re-analyses the mail from and to them by itself. A panel in the import card
 * rather than a modal: the rest of the screen stays usable while the user thinks.
 */
export function OwnAddressesPrompt({ accountId, importKey }: OwnAddressesPromptProps) {
  const environment = useRelayEnvironment();
  const { toast } = useToast();
  const [update, saving] = useUpdateSettings();
  const [candidates, setCandidates] = useState<readonly Candidate[]>([]);
  const [aliases, setAliases] = useState<readonly string[]>([]);
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (!importKey) return;
    let live = true;
    fetchQuery<OwnAddressesPromptQuery>(environment, candidatesQuery, { accountId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        const found = data?.addressCandidates.__typename === 'QueryAddressCandidatesSuccess' ? data.addressCandidates.candidates : [];
        if (!live || !found.length) return;
        setCandidates(found);
        setAliases(data?.settings.aliases ?? []);
        setTicked(new Set());
        setOpen(true);
      })
      .catch(() => {}); // nothing to propose: the import's own result is already on screen
    return () => {
      live = false;
    };
  }, [environment, accountId, importKey]);

  const toggle = (address: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(address)) next.delete(address);
      else next.add(address);
      return next;
    });

  const save = async () => {
    const added = candidates.map((c) => c.address).filter((a) => ticked.has(a));
    try {
      const outcome = await update({ aliases: [...new Set([...aliases, ...added])] });
      if (!outcome.ok) {
        toast({ title: 'Not Saved', description: outcome.message, variant: 'destructive' });
        return;
      }
      setOpen(false);
      toast({
        title: added.length === 1 ? 'Address Added' : 'Addresses Added',
        description: `${added.join(', ')} ${added.length === 1 ? 'is' : 'are'} yours now. The mail from and to ${added.length === 1 ? 'it' : 'them'} is being analysed again; Settings shows the progress.`,
      });
    } catch {
      toast({ title: 'Not Saved', description: 'Your addresses could not be saved. Try again.', variant: 'destructive' });
    }
  };

  if (!open) return null;
  return (
    <Box
      component="form"
      aria-labelledby="own-addresses-title"
      aria-describedby="own-addresses-help"
      data-testid="own-addresses"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      sx={{ p: 2, borderRadius: 2.5, border: `1px solid ${alpha(colors.gold, 0.45)}`, bgcolor: alpha(colors.gold, 0.06), display: 'grid', gap: 1 }}
    >
      <Typography id="own-addresses-title" variant="h6" component="h2">
        Which of these addresses are yours?
      </Typography>
      <Typography id="own-addresses-help" variant="body2" color="textSecondary">
        The addresses this archive is most often from and to. Tick yours: mail from them becomes mail you sent (its promises are yours to keep), mail to them is
        addressed to you. You can change them later in Settings › Other addresses.
      </Typography>
      <Box component="ul" aria-label="Frequent addresses" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {candidates.map((c) => (
          <li key={c.address}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', m: 0 }}
              control={<Checkbox checked={ticked.has(c.address)} onChange={() => toggle(c.address)} sx={{ mt: -0.75 }} />}
              label={
                <Box component="span" sx={{ display: 'block' }}>
                  <Typography component="span" sx={{ fontWeight: 600, display: 'block', wordBreak: 'break-all' }}>
                    {c.address}
                  </Typography>
                  <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
                    {c.name ? `${c.name} · ` : ''}
                    <Box component="span" sx={{ fontFamily: fonts.mono }}>
                      {formatCount(c.sent)} sent · {formatCount(c.received)} received
                    </Box>
                  </Typography>
                </Box>
              }
            />
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={() => setOpen(false)} sx={{ color: 'text.secondary' }}>
          Not now
        </Button>
        <Button type="submit" variant="contained" disabled={!ticked.size || saving}>
          {ticked.size > 1 ? `These ${ticked.size} are mine` : 'This is mine'}
        </Button>
      </Box>
    </Box>
  );
}
