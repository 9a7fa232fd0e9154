// Several text keywords ask of the same field's text whether it is plain ASCII (printable, tabs and line
// breaks), the question their fast paths start from: the last text's answer is kept, so a title checked for
// emoji, capitals and phrases is scanned once. Strings are values: the same text always gets the same answer.
const NON_ASCII = /[^ -~\t\n\r]/;
let lastText = '';
let lastAscii = true;

/** True when the text holds only printable ASCII, tabs and line breaks. */
export function isPlainAscii(text: string): boolean {
  if (text !== lastText) {
    lastAscii = !NON_ASCII.test(text);
    lastText = text;
  }
  return lastAscii;
}
