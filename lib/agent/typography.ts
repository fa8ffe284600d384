/** French typography: a non-breaking space before : ; ! ? » and after « (never inside URLs). */
export function frenchTypography(text: string): string {
  return text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
