/**
* | output |
* | --- |
* | "First name" |
*
* @param {Auth_First_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_first_name_placeholder: ((inputs?: Auth_First_Name_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_First_Name_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_First_Name_PlaceholderInputs = {};
