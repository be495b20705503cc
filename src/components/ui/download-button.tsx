// A button that fetches a file from the API with the session's token (a contract's or an invoice's PDF, a bank
// file) and hands it over as a download; while it loads the button is busy, and a failure goes to the screen's
// error summary in German.
import { useState } from 'react';
import { downloadFile } from '../../lib/download-file';
import { errorMessages } from '../../lib/error-message';
import { saveFile } from '../../lib/save-file';
import { Button, type ButtonProps } from './button';

export function DownloadButton({
  path,
  fallbackName,
  failure,
  onProblems,
  ...button
}: Omit<ButtonProps, 'onClick' | 'loading' | 'onError'> & {
  /** The API path of the file. */
  path: string;
  /** The file's name when the answer names none. */
  fallbackName: string;
  /** What the summary says when the server gives no German message. */
  failure: string;
  /** Gets the German messages of a failed download. */
  onProblems: (messages: string[]) => void;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { file, filename } = await downloadFile(path, fallbackName);
      saveFile(file, filename);
    } catch (error) {
      onProblems(errorMessages(error, { fallback: failure }));
    } finally {
      setBusy(false);
    }
  };
  return <Button {...button} loading={busy} onClick={() => void download()} />;
}
