// The most used passwords of at least 6 characters from public breach corpora; refusing
// them stops the cheapest credential-stuffing attempts without annoying anyone.
const COMMON = [
  '123456', '1234567', '12345678', '123456789', '1234567890', '123123', '654321', '111111', '000000', '121212',
  '666666', '696969', '112233', '123321', '159753', '987654321', 'password', 'password1', 'password123',
  'passw0rd', 'qwerty', 'qwerty123', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbnm', '1q2w3e4r', '1qaz2wsx',
  'abc123', 'abcdef', 'abcd1234', 'iloveyou', 'monkey', 'dragon', 'master', 'letmein', 'welcome', 'welcome1',
  'football', 'baseball', 'sunshine', 'princess', 'shadow', 'superman', 'michael', 'charlie', 'jennifer',
  'trustno1', 'starwars', 'whatever', 'freedom', 'computer', 'internet', 'secret', 'hello123', 'admin123',
  'administrator', 'changeme', 'festival', 'lounge', 'qazwsx', 'mustang', 'access', 'killer', 'hunter',
  'jordan23', 'liverpool', 'chelsea', 'arsenal', 'pokemon', 'cookie', 'summer', 'flower', 'ginger',
];
const COMMON_SET = new Set(COMMON);

export const isCommonPassword = (password: string) => COMMON_SET.has(password.toLowerCase());
