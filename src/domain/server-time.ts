// The database's placeholder for "the server's clock when this write lands" ({".sv": "timestamp"}), as plain
// data, so the domain can put it in a patch without importing Firebase.
export const SERVER_TIME = Object.freeze({ '.sv': 'timestamp' });
