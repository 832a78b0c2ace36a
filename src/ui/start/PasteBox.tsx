/** Paste CSV text as a source. */
import { useState } from 'preact/hooks';

/** A textarea and a button that hands the text on. */
export function PasteBox({ onText }: { onText: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <details class="paste">
      <summary>Paste CSV text</summary>
      <label for="paste-text">CSV text (first line: column names)</label>
      <textarea
        id="paste-text"
        rows={6}
        value={text}
        spellcheck={false}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      <button type="button" disabled={!text.trim()} onClick={() => onText(text)}>
        Use pasted text
      </button>
    </details>
  );
}
