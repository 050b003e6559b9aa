import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckIcon from '@mui/icons-material/Check';
import type { AiComposeInput } from '../../__generated__/useAiComposeMutation.graphql';
import { useToast } from '../Toasts';
import { useAiCompose } from './useAiCompose';

/** Spec §4: a template's "added" state resets after 2 s. */
export const GENERATED_RESET_MS = 2_000;

export type AiTemplate = { readonly id: string; readonly name: string; readonly description: string; readonly prompt: string };

interface AiTemplatesProps {
  templates: readonly AiTemplate[];
  /** What the model is told of the message being written (the template and its prompt are added). */
  context: () => Omit<AiComposeInput, 'template' | 'prompt'>;
  /** The generated text, to append to the body. */
  onContent: (content: string) => void;
  disabled: boolean;
}

/** The four AI templates (spec §7): one at a time, "Generating..." while it runs, "<name> added" for 2 s after. */
export function AiTemplates({ templates, context, onContent, disabled }: AiTemplatesProps) {
  const { toast } = useToast();
  const [aiCompose] = useAiCompose();
  const [generating, setGenerating] = useState<string | null>(null);
  const [generated, setGenerated] = useState<string | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const run = async (t: AiTemplate) => {
    if (generating) return;
    setGenerating(t.id);
    const content = await aiCompose({ template: t.id, prompt: t.prompt, ...context() });
    setGenerating(null);
    if (content === null) {
      toast({ title: 'Failed to generate content', description: 'Please try again or write manually', variant: 'destructive' });
      return;
    }
    onContent(content);
    toast({ title: 'AI content generated', description: 'Generated content has been added to your email' });
    setGenerated(t.id);
    timers.current.push(window.setTimeout(() => setGenerated((g) => (g === t.id ? null : g)), GENERATED_RESET_MS));
  };

  return (
    <Box>
      <Typography variant="caption" color="textSecondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.75 }}>
        <AutoAwesomeIcon sx={{ fontSize: 16 }} /> AI templates
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {templates.map((t) => (
          <Chip
            key={t.id}
            title={t.description}
            label={generating === t.id ? 'Generating...' : generated === t.id ? `${t.name} added` : t.name}
            icon={generating === t.id ? <CircularProgress size={14} /> : generated === t.id ? <CheckIcon /> : <AutoAwesomeIcon />}
            color={generated === t.id ? 'success' : 'default'}
            variant="outlined"
            onClick={() => void run(t)}
            disabled={disabled || (!!generating && generating !== t.id)}
          />
        ))}
      </Box>
    </Box>
  );
}
