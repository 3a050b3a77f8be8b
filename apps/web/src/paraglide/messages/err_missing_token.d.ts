/**
* | output |
* | --- |
* | "Missing token" |
*
* @param {Err_Missing_TokenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_missing_token: ((inputs?: Err_Missing_TokenInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Missing_TokenInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Missing_TokenInputs = {};
