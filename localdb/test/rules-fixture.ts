// A small rules file exercising what the server must enforce: cascading grants, $ variables,
// auth, validation, root/newData/now and query-based reads.
export const TEST_RULES = `{
  // comments are allowed, as in Firebase
  "rules": {
    "public": { ".read": true, ".write": "auth != null" },
    "users": {
      "$uid": {
        ".read": "auth != null && auth.uid == $uid",
        ".write": "auth != null && auth.uid == $uid",
        "age": { ".validate": "newData.isNumber() && newData.val() >= 0" }
      }
    },
    "admins": { ".read": false, ".write": false },
    "board": {
      ".write": "auth != null && root.child('admins').child(auth.uid).val() == true",
      ".read": true
    },
    "stamps": { "$id": { ".write": true, ".validate": "newData.val() <= now" } },
    "items": {
      ".read": "auth != null && query.orderByChild == 'owner' && query.equalTo == auth.uid",
      ".write": true
    }
  }
}`;
