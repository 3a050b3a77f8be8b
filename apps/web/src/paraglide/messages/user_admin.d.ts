/**
* | output |
* | --- |
* | "Admin" |
*
* @param {User_AdminInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_admin: ((inputs?: User_AdminInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<User_AdminInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type User_AdminInputs = {};
