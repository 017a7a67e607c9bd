/** The message a form shows after it was sent: the spec's title and description, and its tone. */
export interface FormNotice {
  tone: "success" | "error";
  title: string;
  description: string;
}
