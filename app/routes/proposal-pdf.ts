// A client's proposal as a PDF: a resource route, all of it server work.
export { loader } from "./proposal-pdf.server";
