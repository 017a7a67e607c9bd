// A departure's manifest as a CSV download: a resource route, all of it server work.
export { loader } from "./departure-manifest-csv.server";
