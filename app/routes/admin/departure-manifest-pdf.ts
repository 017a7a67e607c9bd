// A departure's manifest as a PDF for the guide: a resource route, all of it server work.
export { loader } from "./departure-manifest-pdf.server";
