/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Auth_Last_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_last_name_placeholder: ((inputs?: Auth_Last_Name_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Last_Name_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Last_Name_PlaceholderInputs = {};
