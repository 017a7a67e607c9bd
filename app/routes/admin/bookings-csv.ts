// The bookings list as a CSV download: a resource route, all of it server work.
export { loader } from "./bookings-csv.server";
