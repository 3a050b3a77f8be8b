/**
* | output |
* | --- |
* | "Total Registered" |
*
* @param {About_Stat_UsersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_stat_users: ((inputs?: About_Stat_UsersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Stat_UsersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Stat_UsersInputs = {};
