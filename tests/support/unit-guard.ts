import net from "node:net";
import { vi } from "vitest";

// Setup file of the `unit` project: a unit test that opens a database or a socket fails with a
// message saying where it belongs, instead of passing here and failing on a machine without
// PostgreSQL. (vi.mock in a setup file applies to every test file of the project.)
function refuse(what: string): never {
  throw new Error(
    `A unit test tried to ${what}. Unit tests use no database and no network: name the file *.integration.test.ts (README, "Testing").`,
  );
}

vi.mock("better-sqlite3", () => ({
  default: function Database() {
    refuse("open a SQLite database");
  },
}));

vi.mock("pg", () => {
  class Refused {
    constructor() {
      refuse("connect to PostgreSQL");
    }
  }
  return {
    default: { Pool: Refused, Client: Refused, types: { setTypeParser() {} } },
    Pool: Refused,
    Client: Refused,
  };
});

net.Socket.prototype.connect = function connect() {
  refuse("open a network connection");
} as typeof net.Socket.prototype.connect;
