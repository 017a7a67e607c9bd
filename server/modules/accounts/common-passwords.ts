/**
 * The most common leaked passwords of 6 characters or more (shorter ones already fail the
 * length rule; the list predates the 10-character minimum and still covers longer ones). Not exhaustive: it stops the guesses an attacker tries first.
 */
// prettier-ignore
export const commonPasswords: ReadonlySet<string> = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "12345678910", "0123456789", "654321", "987654321", "111111",
  "222222", "333333", "444444", "555555", "666666", "777777", "888888", "999999", "000000", "121212", "123123", "112233",
  "123321", "123654", "159753", "147258", "147258369", "159357", "696969", "1q2w3e", "1q2w3e4r", "1q2w3e4r5t", "q1w2e3r4",
  "qwerty", "qwerty1", "qwerty12", "qwerty123", "qwertyuiop", "qwe123", "qweasd", "qweasdzxc", "asdfgh", "asdfghjkl",
  "zxcvbn", "zxcvbnm", "1qaz2wsx", "zaq12wsx", "abc123", "abcdef", "abcd1234", "a123456", "aa123456", "password", "password1",
  "password12", "password123", "passw0rd", "p@ssw0rd", "p@ssword", "pass123", "pass1234", "iloveyou", "iloveyou1", "letmein",
  "welcome", "welcome1", "welcome123", "admin123", "administrator", "monkey", "dragon", "master", "sunshine", "princess",
  "football", "baseball", "shadow", "superman", "batman", "trustno1", "starwars", "freedom", "whatever", "michael", "jennifer",
  "jordan23", "hello123", "charlie", "donald", "computer", "mustang", "access", "secret", "summer", "flower", "cheese",
  "654321a", "chocolate", "liverpool", "arsenal", "chelsea", "samsung", "google", "internet", "killer", "ashley", "nicole",
  "daniel", "babygirl", "lovely", "jessica", "michelle", "anthony", "matrix", "soccer", "hockey", "ranger", "hunter",
  "harley", "thomas", "robert", "jordan", "buster", "tigger", "pepper", "ginger", "hannah", "maggie", "joshua", "andrew",
  "loveme", "lovelove", "iloveu", "fuckyou", "changeme", "default", "test123", "testing", "guest123", "login123", "root123",
  "kenya123", "nairobi", "nairobi1", "safari", "safari123", "kilimanjaro", "mountkenya", "jambo123", "hakunamatata",
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
