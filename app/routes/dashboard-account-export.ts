// "Download my data": everything held about the signed-in traveller, as a JSON file.
export { loader } from "./dashboard-account-export.server";
