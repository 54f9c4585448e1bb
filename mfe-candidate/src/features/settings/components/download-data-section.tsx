import { Button, Typography } from 'antd';
import { saveBlob } from '@gtm/web-kit/save-file.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { exportFileName, exportFileText } from '../../../lib/data-export.ts';
import { useExportMyData } from '../api/export-my-data.ts';

/** 'Download my data' (beyond the spec, what EU law expects): one JSON file of what every service holds. */
export function DownloadDataSection() {
  const exported = useExportMyData({
    onSuccess: (file, now) =>
      saveBlob(new Blob([exportFileText(file)], { type: 'application/json' }), exportFileName(now)),
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to download your data. Please try again.',
        variant: 'destructive',
      }),
  });
  const downloading = exported.isMutating;
  const download = () => void exported.trigger(new Date());

  return (
    <section className="cand-data-section" aria-labelledby="download-data-title">
      <Typography.Title level={2} id="download-data-title" className="cand-data-section__title">
        Your data
      </Typography.Title>
      <Typography.Paragraph id="download-data-help">
        One JSON file with everything we hold about you: your account, your profile (with links to your files,
        valid for 15 minutes), your one-pagers and your contact messages.
      </Typography.Paragraph>
      <Button onClick={() => void download()} loading={downloading} aria-describedby="download-data-help">
        Download my data
      </Button>
    </section>
  );
}
