/**
* | output |
* | --- |
* | "Money is held in escrow and only released when the work is approved." |
*
* @param {Howitworks_Secure_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_secure_text: ((inputs?: Howitworks_Secure_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Secure_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Secure_TextInputs = {};
