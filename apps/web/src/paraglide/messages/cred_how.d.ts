/**
* | output |
* | --- |
* | "Anyone can check this credential offline with a standard JOSE library and the programme's public keys." |
*
* @param {Cred_HowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_how: ((inputs?: Cred_HowInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_HowInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_HowInputs = {};
