/**
* | output |
* | --- |
* | "Verify E-mail" |
*
* @param {Title_Verify_EmailInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_verify_email: ((inputs?: Title_Verify_EmailInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Verify_EmailInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Verify_EmailInputs = {};
