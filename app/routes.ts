import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The spec's route table, read top to bottom.
export default [
  index("routes/home.tsx"),
  route("summit-treks", "routes/category.tsx", { id: "summit-treks" }),
  route("wild-adventures", "routes/category.tsx", { id: "wild-adventures" }),
  route("seasonal-escapes", "routes/category.tsx", { id: "seasonal-escapes" }),
  route("seasonal-guide", "routes/seasonal-guide.tsx"),
  route("itinerary/:slug", "routes/itinerary.tsx"),
  route("auth", "routes/auth.tsx"),
  route("auth/reset-password", "routes/auth-reset-password.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/bookings", "routes/admin-bookings.tsx"),
  route("admin/bookings.csv", "routes/admin-bookings-csv.tsx"),
  route("admin/bookings/:id", "routes/admin-booking.tsx"),
  route("admin/inquiries", "routes/admin-inquiries.tsx"),
  route("admin/pricing", "routes/admin-pricing.tsx"),
  route("admin/security", "routes/admin-security.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
