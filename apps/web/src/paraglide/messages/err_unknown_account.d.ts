/**
* | output |
* | --- |
* | "Unknown account" |
*
* @param {Err_Unknown_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unknown_account: ((inputs?: Err_Unknown_AccountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Unknown_AccountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Unknown_AccountInputs = {};
