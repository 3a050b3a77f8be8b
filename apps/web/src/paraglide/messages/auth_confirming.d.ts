/**
* | output |
* | --- |
* | "Confirming..." |
*
* @param {Auth_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_confirming: ((inputs?: Auth_ConfirmingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_ConfirmingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_ConfirmingInputs = {};
