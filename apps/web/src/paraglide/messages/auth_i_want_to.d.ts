/**
* | output |
* | --- |
* | "I want to:" |
*
* @param {Auth_I_Want_ToInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_i_want_to: ((inputs?: Auth_I_Want_ToInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_I_Want_ToInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_I_Want_ToInputs = {};
