/**
* | output |
* | --- |
* | "Ask for a new one" |
*
* @param {Auth_Ask_New_OneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_ask_new_one: ((inputs?: Auth_Ask_New_OneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Ask_New_OneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Ask_New_OneInputs = {};
