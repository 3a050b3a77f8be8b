/**
* | output |
* | --- |
* | "Checking the credential..." |
*
* @param {Cred_CheckingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_checking: ((inputs?: Cred_CheckingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_CheckingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_CheckingInputs = {};
