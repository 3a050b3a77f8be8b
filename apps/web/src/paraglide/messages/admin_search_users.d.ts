/**
* | output |
* | --- |
* | "Search users" |
*
* @param {Admin_Search_UsersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_search_users: ((inputs?: Admin_Search_UsersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Search_UsersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Search_UsersInputs = {};
