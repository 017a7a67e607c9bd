// Every ledger entry as CSV for the accountant (?from=YYYY-MM-DD&to=YYYY-MM-DD): a resource route.
export { loader } from "./payments-csv.server";
