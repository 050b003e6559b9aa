import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ImageIcon from '@mui/icons-material/Image';
import { colors, fonts } from '../../theme';
import { sizeInMB } from './format';

export interface AttachmentView {
  readonly id: string;
  readonly filename: string;
  readonly size: number;
  readonly mimeType?: string;
  /** Absent for sample mail (nothing to download). */
  readonly downloadUrl?: string | null;
}

function FileIcon({ mimeType }: { mimeType?: string }) {
  if (mimeType === 'application/pdf') return <PictureAsPdfIcon sx={{ color: colors.red }} />;
  if (mimeType?.startsWith('image/')) return <ImageIcon sx={{ color: colors.teal }} />;
  return <InsertDriveFileIcon sx={{ color: colors.gold }} />;
}

/** Files of an email: name, size in MB and a Download link (the owner-only URL). */
export function AttachmentList({ attachments }: { attachments: readonly AttachmentView[] }) {
  return (
    <Box component="ul" aria-label="Attachments" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {attachments.map((a) => (
        <Box
          component="li"
          key={a.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 1.5,
            py: 1,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: alpha(colors.bgDeep, 0.5),
          }}
        >
          <FileIcon mimeType={a.mimeType} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={a.filename}>
              {a.filename}
            </Typography>
            <Typography variant="caption" color="textSecondary" sx={{ fontFamily: fonts.mono }}>
              {sizeInMB(a.size)}
              {a.mimeType ? ` · ${a.mimeType}` : ''}
            </Typography>
          </Box>
          {a.downloadUrl ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={a.downloadUrl}
              download={a.filename}
              aria-label={`Download ${a.filename}`}
            >
              Download
            </Button>
          ) : (
            <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled>
              Download
            </Button>
          )}
        </Box>
      ))}
    </Box>
  );
}
